import { gitmojiTypes } from './word-lists';
import { SHORTCODE, SKIP_CI, stripNoise, takeRefs, tidyGaps } from './noise';
import { ownTable } from '../../../lib/own-table';
import { readsAsOrder } from './verb-base';

/** Conventional-commit types (and common variants) as the types the writers know. */
export const TYPE_ALIASES = ownTable<string>({
  feat: 'feat',
  feature: 'feat',
  features: 'feat',
  new: 'feat',
  add: 'feat',
  fix: 'fix',
  fixes: 'fix',
  fixed: 'fix',
  bugfix: 'fix',
  bug: 'fix',
  hotfix: 'fix',
  security: 'fix',
  perf: 'perf',
  performance: 'perf',
  docs: 'docs',
  doc: 'docs',
  documentation: 'docs',
  readme: 'docs',
  refactor: 'refactor',
  refactoring: 'refactor',
  refact: 'refactor',
  cleanup: 'refactor',
  test: 'test',
  tests: 'test',
  testing: 'test',
  build: 'build',
  deps: 'build',
  dep: 'build',
  dependencies: 'build',
  dependency: 'build',
  ci: 'ci',
  chore: 'chore',
  chores: 'chore',
  misc: 'chore',
  maintenance: 'chore',
  housekeeping: 'chore',
  style: 'style',
  lint: 'style',
  format: 'style',
  formatting: 'style',
  revert: 'revert',
  release: 'release',
  version: 'release',
  wip: 'wip',
  merge: 'merge',
  breaking: 'feat',
  i18n: 'other',
  l10n: 'other',
});

/** A subject line taken apart: its prefixes, its references and what it says. */
export interface Subject {
  /** What the subject says, without prefixes, references or a final period. */
  text: string;
  /** The type its prefix or gitmoji names ('feat', 'fix'… or 'wip'). */
  type?: string;
  scope?: string;
  /** `feat!:` */
  bang: boolean;
  /** A `deps` scope or type. */
  deps: boolean;
  refs: number[];
}

const LEADING_EMOJI =
  /^(?::[a-z0-9_+-]+:|[\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}][\u{FE0F}\u{200D}\p{Extended_Pictographic}\u{1F3FB}-\u{1F3FF}]*)\s*/iu;
const TRAILING_EMOJI = /\s*(?:[\p{Extended_Pictographic}][\u{FE0F}\u{200D}\p{Extended_Pictographic}]*\s*)+$/u;
const TICKET = /^\[?[A-Z][A-Z\d]{1,9}-\d+\]?\s*[:–—-]?\s+/;
const CONVENTIONAL = /^(\.?[A-Za-z][\w.-]*(?:\/[\w.-]+)*)\s*(?:\(([^)]{0,40})\))?\s*(!)?\s*:\s+(.*)$/;
const TIGHT = /^([A-Za-z]+)(?:\(([^)]{0,40})\))?(!)?:(?=[A-Za-z])(.*)$/;
const BRACKETED = /^\[([^\]]{1,30})\]\s*:?\s*(.*)$/;

/** Strips leading emoji and shortcodes; the first gitmoji names a type. */
function takeEmoji(text: string): { text: string; type?: string } {
  let type: string | undefined;
  for (let m = LEADING_EMOJI.exec(text); m; m = LEADING_EMOJI.exec(text)) {
    const key = m[0].trim().replace(/\u{FE0F}|[\u{1F3FB}-\u{1F3FF}]/gu, '');
    type ??= gitmojiTypes[key] ?? gitmojiTypes[[...key][0] ?? ''];
    text = text.slice(m[0].length);
  }
  return { text, ...(type ? { type } : {}) };
}

/** A prefix word: a known type, or else a scope ("editor: add preview", "net/http: …"). */
function readPrefix(word: string, scope: string | undefined) {
  const type = TYPE_ALIASES[word.toLowerCase()];
  const scopes = (scope ?? '')
    .split(/[,\s]+/)
    .map((s) => s.trim())
    .filter(Boolean);
  const deps = /^(deps|dep|dependencies|deps-dev|dev-deps)$/i;
  if (type)
    return {
      type,
      breaking: /^breaking$/i.test(word),
      scope: scopes.filter((s) => !deps.test(s)).join(', ') || undefined,
      deps: type === 'build' && /^dep/i.test(word) ? true : scopes.some((s) => deps.test(s)),
    };
  // An unknown word is a scope: lower-case ("editor"), a path ("net/http") or short.
  if (/^[a-z][\w./-]*$/.test(word) || word.length <= 12)
    return { type: undefined, breaking: false, scope: word, deps: deps.test(word) };
  return undefined;
}

/** Reads a subject line the way a careful person would. */
export function readSubject(line: string, repository?: string): Subject {
  const emoji = takeEmoji(line.replace(SKIP_CI, ' ').trim());
  // A shortcode inside the subject is part of what it says (":sparkles: Add :robot:"): its name stays.
  const named = emoji.text
    .replace(new RegExp(`(\\s*${SHORTCODE.source})+\\s*$`, 'i'), '')
    .replace(SHORTCODE, (code) => code.slice(1, -1).replace(/_/g, ' '));
  let text = stripNoise(named)
    .replace(TICKET, '')
    .replace(/^(issue|ticket|bug|closes|resolves|refs?)\s+#\d+\s*[:-]?\s+/i, '')
    // "fixes #240 issue with foreign keys": the verb stays when the subject goes on after the number.
    .replace(/^(fix(?:e[sd])?)\s+(#\d+)\s+([a-z].*)$/i, '$1 $3 ($2)');
  let type = emoji.type;
  let scope: string | undefined;
  let bang = false;
  let deps = false;
  for (let round = 0; round < 2; round++) {
    const tight = TIGHT.exec(text);
    const conventional =
      CONVENTIONAL.exec(text) ?? (tight && TYPE_ALIASES[tight[1]!.toLowerCase()] ? tight : null);
    const bracketed = conventional ? undefined : BRACKETED.exec(text);
    const prefix = conventional
      ? readPrefix(conventional[1]!, conventional[2])
      : bracketed && readPrefix(bracketed[1]!.trim(), undefined);
    if (!prefix) break;
    if (prefix.type && (!type || type === 'wip' || prefix.type !== 'other')) type = prefix.type;
    scope ??= prefix.scope;
    deps ||= prefix.deps;
    bang ||= !!conventional?.[3] || prefix.breaking;
    text = takeEmoji(conventional ? conventional[4]! : bracketed![2]!).text;
  }
  // "cs create: include the status code", "pr close: skip…": a command of two or three words
  // named before the colon is the scope, when the words after it give the order.
  const command = scope ? undefined : /^([a-z][\w-]*(?: [a-z][\w-]*){1,2}):\s+([a-z]\w*)\b/.exec(text);
  if (command && !readsAsOrder(command[1]!.split(' ')[0]!) && readsAsOrder(command[2]!)) {
    scope = command[1];
    text = text.slice(command[1]!.length + 1).trim();
  }
  // "Breaking change: drop Node 14", "Security fix: escape names": a label of a few words before
  // the colon, not an order; it names a type, says the change breaks things, or names the place.
  const label = scope ? undefined : /^([A-Z][\w-]*(?: [\w-]+){1,2}):\s+([a-z]\w*)\b/i.exec(text);
  const head = label?.[1]!.split(' ')[0] ?? '';
  if (label && (!readsAsOrder(head) || /ing$/i.test(head)) && readsAsOrder(label[2]!)) {
    const words = label[1]!.toLowerCase().split(' ');
    const named = words.map((w) => TYPE_ALIASES[w]).find(Boolean);
    if (/^breaking changes?$/.test(words.join(' '))) bang = true;
    else if (named) type ??= named;
    else scope = label[1];
    text = text.slice(label[1]!.length + 1).trim();
  }
  const wipPrefix = /^(?:wip|work in progress)\b\s*[:-]?\s*/i.exec(text);
  if (wipPrefix) {
    type = 'wip';
    text = text.slice(wipPrefix[0].length);
  }
  const { text: withoutRefs, refs } = takeRefs(text, repository);
  const unwrapped = /^\(([^()]+)\)$/.exec(withoutRefs.trim())?.[1] ?? withoutRefs;
  const said = tidyGaps(
    unwrapped
      .replace(TRAILING_EMOJI, '')
      .replace(/\s*\((?:wip|draft)\)\s*$/i, '')
      .replace(/[.。!]+$/, '')
      .replace(/\s+/g, ' '),
  );
  return { text: said, ...(type ? { type } : {}), ...(scope ? { scope } : {}), bang, deps, refs };
}

/** Capitalised, unless the first word is code or a name spelled in lower case on purpose. */
export function capitalizeSubject(text: string): string {
  const first = text.split(/\s/)[0] ?? '';
  if (/[A-Z./_@`()[\]]|\d/.test(first.slice(1)) || /^[`'"]/.test(first)) return text;
  if (
    /^(npm|pnpm|npx|yarn|git|iOS|iPadOS|macOS|watchOS|tvOS|eslint|webpack|vite|esbuild|gofmt|rustfmt|cargo|pip|uv|deno|bun|jq|curl|wget|sed|awk|make|tsc|vitest|jest|pytest|mypy|ruff|eBay|iPhone|iPad)$/.test(
      first,
    )
  )
    return text;
  return text.charAt(0).toUpperCase() + text.slice(1);
}
