/**
 * How a story's line reads to someone who does not know the code: a language named by its code
 * ("hr translation") named in words, a slug ("explicit-resource-management") written as words,
 * a long line cut to its core, a line that tells too little marked as such, and the area of the
 * project a change is in when its files say so.
 */

const LANGUAGES = new Intl.DisplayNames(['en'], { type: 'language' });
/** Two-letter words English uses that are also language codes ("it", "no"): never read as one. */
const ENGLISH_WORDS = new Set([
  'an',
  'as',
  'at',
  'be',
  'by',
  'do',
  'go',
  'he',
  'if',
  'in',
  'is',
  'it',
  'me',
  'my',
  'no',
  'of',
  'on',
  'or',
  'so',
  'to',
  'up',
  'us',
  'we',
]);

/** "add hr translation" → "add Croatian (hr) translation"; "an hr locale" → "a Croatian (hr) locale". */
export function languagesNamed(text: string): string {
  return text.replace(
    /(?<![\w`'"-])(?:(an?) )?([a-z]{2}(?:[-_][A-Z]{2})?) (translations?|locales?|language pack)\b/g,
    (whole, article: string | undefined, code: string, noun: string) => {
      if (ENGLISH_WORDS.has(code)) return whole;
      let name: string | undefined;
      try {
        name = LANGUAGES.of(code.replace('_', '-'));
      } catch {
        return whole;
      }
      if (!name || name.toLowerCase() === code.toLowerCase()) return whole;
      const a = article ? `${/^[AEIOU]/.test(name) ? 'an' : 'a'} ` : '';
      return `${a}${name} (${code}) ${noun}`;
    },
  );
}

/** "support explicit-resource-management" → "support explicit resource management" (outside code). */
export const unslugged = (text: string) =>
  text
    .split(/(`[^`]*`)/)
    .map((part, i) =>
      i % 2
        ? part
        : part.replace(/(?<![\w/.@-])[a-z]+(?:-[a-z]+){2,}(?![\w/.-])/g, (slug) => slug.replace(/-/g, ' ')),
    )
    .join('');

/** The longest line a reader takes in at once: a longer one is cut to its core. */
export const LINE_LENGTH = 100;

/**
 * A long line without what a reader can skip: asides in parentheses outside code, and a tail
 * that explains how or why ("… based on …", "… in order to …", "…, which …"), as long as
 * enough is left to name the change.
 */
export function coreOf(line: string): string {
  if (line.length <= LINE_LENGTH) return line;
  const bare = line
    .split(/(`[^`]*`)/)
    .map((part, i) => (i % 2 ? part : part.replace(/\s+\([^()]*\)/g, '')))
    .join('');
  const cut = bare.replace(/,?\s+(based on|in order to|so that|so as to|which|as per|according to)\s.*$/, '');
  return cut.split(/\s+/).length >= 4 ? cut : bare;
}

/** Words an author uses when unsure what they changed, or when the change is theirs alone. */
const HEDGED = /\b(apparently|possibly|probably|maybe|perhaps|somehow|hopefully|bad)\b/i;
/** Verbs that tell how the code was reworked, not what a user gets. */
const REWORK_VERBS = new Set(['generalize', 'simplify', 'tweak', 'adjust', 'rework', 'polish', 'streamline']);

/**
 * Whether a line's words tell a reader too little to post: a question ("fix bad inference with an
 * overload?"), a hedge ("apparently-missing"), a bug named by two words ("Fix range select bug"),
 * or code reworked ("Generalize numeric key handling").
 */
export function saysLittle(subject: string, verb: string | undefined, rest: string): boolean {
  if (/\?\s*$/.test(subject) || HEDGED.test(subject.replace(/`[^`]*`/g, ''))) return true;
  if (verb && REWORK_VERBS.has(verb)) return true;
  return verb === 'fix' && /^(?:(?:the|a|an)\s+)?(?:\S+\s+){1,2}(?:bug|issue|problem)s?$/i.test(rest.trim());
}

/** Folders that hold a project's own core: a change there is the whole project's. */
const CORE_FOLDERS = /^(src|lib|libs|pkg|internal|source|app|core|cmd|modules|main|bin|dist|types)$/i;
/** Areas read better as words than as a folder's name. */
const AREA_WORDS: Record<string, string> = { cli: 'the CLI' };

/**
 * Where a change without a scope is, when all its files (tests and docs left aside) are in one or
 * two of the project's areas: a monorepo's package other than the project's own
 * ("packages/rtk-query-codegen-openapi/…") or a top folder other than its core ("cli/…",
 * "compat/…"). Undefined when a file is in the core or at the root.
 */
export function areaOf(files: readonly string[], project: string): string | undefined {
  if (!files.length) return undefined;
  const name = project.toLowerCase().replace(/[^a-z0-9]/g, '');
  const areas = new Set<string | undefined>(
    files.map((f) => {
      const parts = f.split('/');
      const area =
        parts[0] === 'packages' && parts.length > 2 ? parts[1]! : parts.length > 1 ? parts[0]! : undefined;
      const key = area?.toLowerCase().replace(/[^a-z0-9]/g, '') ?? '';
      return !area || CORE_FOLDERS.test(area) || area.startsWith('.') || !key || name.includes(key)
        ? undefined
        : area;
    }),
  );
  if (areas.has(undefined) || areas.size > 2) return undefined;
  const said = [...areas].map((a) => AREA_WORDS[a!.toLowerCase()] ?? `\`${a}\``);
  return said.join(' and ');
}
