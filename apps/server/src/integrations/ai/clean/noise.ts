/**
 * Noise in commit text that never belongs in a post: issue and pull request numbers (kept as
 * references), CI switches, emoji shortcodes, @mentions and e-mail addresses.
 */

const REPO = String.raw`[\w.-]+\/[\w.-]+`;
const NUMBER = String.raw`[1-9]\d{0,6}(?![\w-])`;
const REF = String.raw`(?:(?:(${REPO})|\b[A-Za-z][\w.-]*)?#|\bGH-)(${NUMBER})`;
const KEYWORD = String.raw`(?:close[sd]|fix(?:e[sd])|resolve[sd]|refs?|references|see|re|related(?: to)?|part of|pr|pull request|issue|merges?)`;
/** "fix #12" only where it is a footer of its own ("…, fix #12"), not "Deno fix #6131" (a fix for it). */
const BARE_KEYWORD = String.raw`(?:close|fix|resolve)`;

/** `(#12)`, `(#12, #14)`, `(closes #12)`, `[#12]`. */
const GROUPED = new RegExp(
  String.raw`\s*[([](?:\s*${KEYWORD}\s*:?\s*)?${REF}(?:\s*[,;&]?\s*(?:and\s+)?${REF})*\s*[)\]]`,
  'gi',
);
/** `fixes #12`, `Closes: owner/repo#12` (not `Fix #12: crash…`, where "fix" is the verb). */
const KEYWORDED = new RegExp(
  String.raw`(?:\b${KEYWORD}|(?:^|(?<=[,;(]\s*))${BARE_KEYWORD})\s*:?\s+${REF}(?!\s*:)`,
  'gi',
);
/** A bare `#12` or `GH-12` (with a `:` or ` -` after it). */
const SINGLE = new RegExp(String.raw`${REF}(?:\s*:|\s+[-–—](?=\s))?`, 'gi');
/** "After #3283 we…", "Per #4012, the…": a phrase that only points at a reference goes with it. */
const POINTING = new RegExp(String.raw`\b(?:after|since|per|following|as of)\s+${REF}(?:\s*,)?`, 'gi');
/** Where a reference was taken out, until the text is tidied. */
const TAKEN = '\uE000';
/** A preposition left pointing at a reference taken out, before the sentence or clause ends. */
const ORPHAN = /\s+(?:of|in|from|with|by|see|at|after|since|per|on)\s*\uE000+(?=\s*(?:[.,;:!?)]|$))/gi;
/** Links to this repository's issues and pull requests. */
const LINK = /https?:\/\/github\.com\/([\w.-]+\/[\w.-]+)\/(?:pull|issues)\/(\d+)\S*/gi;

export const SKIP_CI =
  /\s*[[(](?:skip[ -](?:ci|actions|netlify|vercel|travis|changelog|release|tests?)|(?:ci|actions|travis)[ -]skip|no[ -]ci)[\])]\s*|\*\*\*NO_CI\*\*\*/gi;
export const SHORTCODE = /(?<![\w:]):[a-z0-9_+-]+:(?![\w:])/gi;

/** A string with the references taken out, and the numbers found (of this repository only). */
export function takeRefs(
  text: string,
  repository?: string,
  /** A hard-wrapped line: its sentence goes on, so a last "to" or "in" is no leftover. */
  wrapped = false,
): { text: string; refs: number[] } {
  const refs: number[] = [];
  const ours = (repo: string | undefined) =>
    !repo || !repository || repo.toLowerCase() === repository.toLowerCase();
  const collect = (match: string) => {
    for (const m of match.matchAll(new RegExp(REF, 'gi'))) if (ours(m[1])) refs.push(Number(m[2]));
    return TAKEN;
  };
  const out = text
    .replace(LINK, (_, repo: string, n: string) => {
      if (ours(repo)) refs.push(Number(n));
      return TAKEN;
    })
    .replace(GROUPED, collect)
    .replace(KEYWORDED, collect)
    .replace(POINTING, collect)
    .replace(SINGLE, collect)
    // "after the changes in #3240." → "after the changes.": the word that pointed at it goes too.
    .replace(ORPHAN, '')
    .replaceAll(TAKEN, ' ');
  // Text without references is returned as it was (a line may end with ":" on purpose).
  if (out === text) return { text, refs };
  const tidy = tidyGaps(out, wrapped);
  // "After #3283 we need…" → "We need…": the sentence's capital stays.
  const opened = /^\s*\p{Lu}/u.test(text) ? tidy.replace(/^[a-z]/, (c) => c.toUpperCase()) : tidy;
  return { text: opened, refs };
}

/** Spaces and punctuation left behind where something was taken out. */
export function tidyGaps(text: string, wrapped = false): string {
  const tidy = text
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/(^|\s)(\(\s*\)|\[\s*\])/g, '$1')
    .replace(/\(\s*[,;]\s*/g, '(')
    .replace(/\s+([,.;!?])(?=\s|$)/g, '$1')
    // "a, , b" and "a, ." lose their comma; ".pick(), .omit()" keeps it before a code name.
    .replace(/([,;])\s*(?=[,;]|\.(?!\w))/g, '')
    .replace(/(^|\s)\((?:[^()]*\b(?:in|at|by|from|see|via|of|on|with|for|and|or))?\s*\)/g, '$1')
    .replace(/^[\s,;:]+|[\s,;:]+$|(\s[-–—])+$|^([-–—]\s)+/g, '');
  return (wrapped ? tidy : tidy.replace(/\s+(of|in|for|to|from|with|by|see|at|re)$/i, '')).trim();
}

/** A line with CI switches, shortcodes, e-mail addresses and @-signs of mentions taken out. */
export function stripNoise(text: string): string {
  return tidyGaps(
    text
      .replace(SKIP_CI, ' ')
      .replace(SHORTCODE, ' ')
      .replace(/\s*<[^<>\s@]+@[^<>\s]+>/g, '')
      .replace(/(^|[\s(])@([A-Za-z\d][\w-]*)(?![\w/-]|\.\w)/g, '$1$2'),
  );
}

/** Unique, in the order found. */
export const uniqueNumbers = (numbers: number[]) => [...new Set(numbers)];
