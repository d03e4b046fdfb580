import type { CleanCommit } from '../clean/clean-commit';
import { areaOf } from '../clean/files';
import { lexiconOf, singular } from './grammar';
import { spell } from './change';
import { filePlaceOf, KIND_FOLDER } from './file-scope';

/**
 * Where a change happened, said as a reader would: "the rate-limit middleware", "the docs site",
 * "the editor". From the conventional scope, placed by the files it names ("rate-limit" in
 * src/middleware/rate-limit.ts is a middleware), or from the files' common area.
 */
export interface Scope {
  /** A noun phrase: "the rate-limit middleware", "`@scope/pkg`". */
  thing: string;
  /** The preposition it takes: "in the rate-limit middleware", "on the docs site". */
  at: string;
}

const GENERIC =
  /^(deps|deps-dev|dev-deps|release|main|master|misc|core|all|global|general|root|repo|wip|src|lib|app|project|\*|other|internal|types?|tests?|ci|build|chore|config|tooling)$/i;

function placed(scope: string, names: string[]): string | undefined {
  const key = scope.toLowerCase();
  for (const name of names) {
    const parts = name.toLowerCase().split('/');
    const at = parts.findIndex((p) => p.replace(/\.\w+$/, '') === key);
    const kind = at > 0 ? parts[at - 1] : undefined;
    if (kind && KIND_FOLDER.test(kind))
      return `the ${scope} ${/^cmds?$/.test(kind) ? 'command' : singular(kind)}`;
  }
  return undefined;
}

const COMPONENT = /(?:^|\/)([A-Z][a-z]+(?:[A-Z][a-z]+)+)\.(tsx|jsx|vue|svelte)$/;

/**
 * "ConfirmDialog.tsx" → "the confirm dialog", when one component holds the whole change (its
 * tests and docs aside) and the subject does not name it already.
 */
function componentOf(commit: CleanCommit): Scope | undefined {
  const source = commit.files.names.filter((n) => areaOf(n) === 'source');
  const name = source.length === 1 ? COMPONENT.exec(source[0]!)?.[1] : undefined;
  if (!name) return undefined;
  const words = name.replace(/(?<=[a-z])(?=[A-Z])/g, ' ').toLowerCase();
  const said = commit.subject.toLowerCase();
  if (said.includes(words) || said.includes(name.toLowerCase())) return undefined;
  return { thing: `the ${words}`, at: 'in' };
}

/** The scope of a commit, or undefined when neither its prefix nor its files say one. */
export function scopeOf(commit: CleanCommit): Scope | undefined {
  const raw = commit.scope?.split(',')[0]?.trim();
  const subject = commit.subject.toLowerCase();
  if (raw && !GENERIC.test(raw) && [...raw].length <= 30) {
    const mentioned =
      subject.includes(raw.toLowerCase().replace(/[-_]/g, ' ')) || subject.includes(raw.toLowerCase());
    if (mentioned) return undefined;
    // "docs(ecosystem): add DRZL": a part of the documentation, whatever folder its page sits in.
    if (
      /^docs?\b/i.test(commit.original) &&
      /^[a-z][a-z-]{1,24}$/i.test(raw) &&
      !/^(docs?|readme|documentation)$/i.test(raw)
    )
      return { thing: `the ${spell(raw)} docs`, at: 'in' };
    const kind = placed(raw, commit.files.names);
    if (kind) return { thing: kind, at: 'in' };
    // "the editor" for a word English knows as a thing; a name of the project's own ("init", "pnpr") as code.
    const known = /^(Singular|Plural|Actor|Noun|Uncountable)$/.test(lexiconOf(raw) ?? '');
    if (/^[a-z][a-z]{1,24}$/.test(raw) && (known || KIND_FOLDER.test(raw)))
      return { thing: `the ${spell(raw)}`, at: 'in' };
    if (/^(api|cli|ui|ux|css|html|sql)$/i.test(raw)) return { thing: `the ${spell(raw)}`, at: 'in' };
    if (/^[A-Z][\w ]*$/.test(raw)) return { thing: raw, at: 'in' };
    return { thing: `\`${raw}\``, at: 'in' };
  }
  const names = commit.files.names;
  if (!names.length || /\b(docs?|documentation|readme)\b/i.test(subject)) return undefined;
  const site = names.every((n) => /^(website|site|docs-site|apps\/docs|docs)\//i.test(n));
  if (site && names.some((n) => /^(website|site|docs-site|apps\/docs)\//i.test(n)))
    return { thing: 'the docs site', at: 'on' };
  if (names.every((n) => areaOf(n) === 'docs')) return { thing: 'the docs', at: 'in' };
  const place = filePlaceOf(commit);
  const plain = (text: string) => text.toLowerCase().replace(/[-_]/g, ' ');
  if (place && !plain(subject).includes(plain(place.name))) return { thing: place.thing, at: 'in' };
  return componentOf(commit);
}
