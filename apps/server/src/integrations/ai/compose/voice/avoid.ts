import { avoidedPhrasePattern } from '@shiplog/contract';

/**
 * Phrases the project's owner never wants in a text (the voice's `avoid_phrases`), found as the
 * contract finds them: whole words, any letter case, any spacing or hyphen between words.
 */
export type AvoidList = readonly string[];

const patternsOf = (phrases: AvoidList) =>
  phrases.map(avoidedPhrasePattern).filter((p): p is RegExp => p !== null);

const holdsAny = (text: string, patterns: RegExp[]) =>
  patterns.some((p) => new RegExp(p.source, 'iu').test(text));

/** Whether `text` holds one of the phrases. */
export const holdsAvoided = (text: string, phrases: AvoidList): boolean =>
  holdsAny(text, patternsOf(phrases));

/** Texts without an avoided phrase, when there are any; else all of them. */
export function preferWithoutAvoided(texts: string[], phrases: AvoidList): string[] {
  if (!phrases.length) return texts;
  const clean = texts.filter((t) => !holdsAvoided(t, phrases));
  return clean.length ? clean : texts;
}

/** Where a line's own words start: after a list mark, a quote mark or an opening `**`. */
const LEAD = /^\s*(?:[-*•]\s+|\d+[.)]\s+|>\s*)?(?:\*\*)?/;

/** The spaces and punctuation a removed phrase leaves behind, tidied. */
function tidy(line: string, cutAtStart: boolean): string {
  const lead = LEAD.exec(line)![0];
  let rest = line
    .slice(lead.length)
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/(^|\s)[-–—](?=\p{L})/gu, '$1')
    .replace(/\s+([,.;:!?…])/g, '$1')
    .replace(/([,;:])(?:\s*[,;:])+/g, '$1')
    .replace(/,(\s*[.!?])/g, '$1')
    .replace(/\s+(?:a|an|the|and|or|of|in|on|to|for|with|from|by|at)(?=[.!?…:;,]|$)/gi, '')
    .replace(/^[\s,;:–—-]+/, '')
    .trimEnd();
  if (cutAtStart) rest = rest.replace(/^\p{Ll}/u, (c) => c.toUpperCase());
  return lead + rest;
}

/** Each phrase taken out of the text itself, until none is left (the rewrite of last resort). */
export function removeAvoided(text: string, phrases: AvoidList): string {
  const patterns = patternsOf(phrases);
  let out = text;
  while (holdsAny(out, patterns)) {
    // A phrase across a line break is taken out as a whole.
    if (!out.split('\n').some((line) => holdsAny(line, patterns)))
      for (const p of patterns) out = out.replace(p, ' ');
    out = out
      .split('\n')
      .map((line) => {
        let cut = line;
        for (const p of patterns) cut = cut.replace(p, '\uE000');
        if (cut === line) return line;
        const atStart = cut.slice(LEAD.exec(cut)![0].length).startsWith('\uE000');
        // A sentence that now starts where the phrase was starts with a capital.
        const capitalised = cut.replace(
          /([.!?…]\s+)\uE000[\s\-–—]*(\p{Ll})/gu,
          (_m, end: string, c: string) => end + c.toUpperCase(),
        );
        return tidy(capitalised.replace(/\uE000/g, ''), atStart);
      })
      .join('\n');
  }
  return out.replace(/\n{3,}/g, '\n\n').trim();
}

/**
 * The text without any sentence that holds an avoided phrase (a list item or line that holds
 * one goes whole). Should nothing be left, the phrases are taken out of the sentences instead.
 * Either way the answer holds none of them.
 */
export function dropAvoided(text: string, phrases: AvoidList): string {
  const patterns = patternsOf(phrases);
  if (!patterns.length || !holdsAny(text, patterns)) return text;
  const lines = text.split('\n').flatMap((line) => {
    if (!holdsAny(line, patterns)) return [line];
    const lead = LEAD.exec(line)![0];
    const kept = line
      .slice(lead.length)
      .split(/(?<=[.!?…](?:["”’)*]*))\s+/)
      .filter((sentence) => !holdsAny(sentence, patterns));
    if (!kept.length) return [];
    const whole = lead + kept.join(' ');
    // A bold first line (Discord) that lost its opening or closing mark loses both.
    return [(whole.match(/\*\*/g) ?? []).length % 2 ? whole.replace(/\*\*/g, '') : whole];
  });
  const dropped = lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  const left = dropped.replace(/https?:\/\/\S+/g, '');
  return removeAvoided(/\p{L}{2,}/u.test(left) ? dropped : text, phrases);
}
