import type { ChangedFile } from '../index';
import type { ChangeKind } from '../texts';
import { leadingVerb } from './phrasing';

/** Conventional-commit types (and a few common variants) and the kind of change they mean. */
export const TYPE_KINDS: Record<string, ChangeKind> = {
  feat: 'feature',
  feature: 'feature',
  fix: 'fix',
  bugfix: 'fix',
  hotfix: 'fix',
  security: 'fix',
  perf: 'perf',
  refactor: 'refactor',
  style: 'chore',
  docs: 'docs',
  doc: 'docs',
  test: 'tests',
  tests: 'tests',
  build: 'chore',
  ci: 'chore',
  chore: 'chore',
  deps: 'deps',
  release: 'release',
  revert: 'revert',
  breaking: 'breaking',
};

/** Without a type, the first verb of the subject tells. */
const VERB_KINDS: Record<string, ChangeKind> = {
  add: 'feature',
  implement: 'feature',
  introduce: 'feature',
  support: 'feature',
  enable: 'feature',
  fix: 'fix',
  resolve: 'fix',
  correct: 'fix',
  prevent: 'fix',
  refactor: 'refactor',
  extract: 'refactor',
  simplify: 'refactor',
  rename: 'refactor',
  reorganize: 'refactor',
  document: 'docs',
  bump: 'deps',
  revert: 'revert',
  release: 'release',
  optimize: 'perf',
};

export const VERSION = /^v?\d+\.\d+(?:\.\d+)?(?:[-+][\w.]+)?\b/;
const DEPS = /\b(bump|bumps|dependenc(?:y|ies)|deps)\b/i;
const DOC_FILE = /(\.(md|mdx|rst|txt|adoc)$|^docs?\/)/i;

/** The kind of change a subject describes: its conventional type, else its words and files. */
export function kindOf(
  { type, scope }: { type?: string | undefined; scope?: string | undefined },
  description: string,
  files: ChangedFile[],
): ChangeKind {
  if (
    type === 'release' ||
    (scope === 'release' && VERSION.test(description)) ||
    /^release\b/i.test(description)
  )
    return 'release';
  if (scope && /^(deps|deps-dev|dependencies)$/i.test(scope)) return 'deps';
  if ((type === 'chore' || type === 'build' || !type) && DEPS.test(description)) return 'deps';
  if (type) return TYPE_KINDS[type] ?? 'other';
  if (VERSION.test(description)) return 'release';
  const byVerb = VERB_KINDS[leadingVerb(description) ?? ''];
  if (byVerb) return byVerb;
  if (files.length && files.every((f) => DOC_FILE.test(f.filename))) return 'docs';
  return 'other';
}
