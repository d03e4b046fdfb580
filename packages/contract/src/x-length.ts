/**
 * How long X says a post is, one function for the server's writers and the web's counter:
 * every link (with a scheme, or starting with www.) counts 23 characters whatever its length,
 * an emoji counts 2 however many code points build it, Latin and general punctuation count 1,
 * other scripts (CJK…) 2 each (twitter-text v3 weighting).
 */

/** X's limit for one post. */
export const X_MAX_LENGTH = 280;
/** X shortens every link to t.co, so any URL counts as this many characters. */
export const X_URL_LENGTH = 23;

/**
 * Links as X finds them: with a scheme, or starting with www. Trailing punctuation ends a
 * sentence, not the link.
 */
const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"]+/gi;
const TRAILING_PUNCTUATION = /[.,:;!?'")\]}]+$/;

/** Code points X counts as one character (Latin, Greek, Cyrillic, Hebrew, Arabic… and some punctuation). */
const LIGHT_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x0000, 0x10ff],
  [0x2000, 0x200d],
  [0x2010, 0x201f],
  [0x2032, 0x2037],
];
const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;

const segmenter =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? new Intl.Segmenter('en', { granularity: 'grapheme' })
    : null;

function graphemes(text: string): string[] {
  return segmenter ? Array.from(segmenter.segment(text), (s) => s.segment) : Array.from(text);
}

function codePointWeight(codePoint: number): number {
  return LIGHT_RANGES.some(([from, to]) => codePoint >= from && codePoint <= to) ? 1 : 2;
}

/** The weight of plain text: emoji count 2 whatever their length, CJK and other wide scripts 2 each. */
function textWeight(text: string): number {
  let weight = 0;
  for (const grapheme of graphemes(text)) {
    if (EMOJI.test(grapheme)) weight += 2;
    else for (const char of grapheme) weight += codePointWeight(char.codePointAt(0) ?? 0);
  }
  return weight;
}

/** How long X considers `text`: every link counts 23, emoji and wide scripts count 2. */
export function xLength(text: string): number {
  const normalized = text.normalize('NFC');
  let length = 0;
  let last = 0;
  for (const match of normalized.matchAll(URL_PATTERN)) {
    const link = match[0].replace(TRAILING_PUNCTUATION, '');
    length += textWeight(normalized.slice(last, match.index)) + X_URL_LENGTH;
    last = match.index + link.length;
  }
  return length + textWeight(normalized.slice(last));
}

/** Characters left before X's limit; negative when the text is over it. */
export function xRemaining(text: string): number {
  return X_MAX_LENGTH - xLength(text);
}
