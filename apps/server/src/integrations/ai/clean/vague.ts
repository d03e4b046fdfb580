import nlp from 'compromise';
import { mashWords, vagueWords } from './word-lists';

const VAGUE = new Set(vagueWords);
const MASH = new Set(mashWords);

/** The words of a text, lower-cased, without punctuation. */
export const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\d][\p{L}\d'’._/-]*/gu) ?? [];

/** Keyboard mash or a placeholder: "asdf", "xxx", "sdfsdf", "...", "123". */
export function isMash(text: string): boolean {
  const t = text.trim().toLowerCase();
  if (!/\p{L}/u.test(t)) return true;
  if (/\s/.test(t)) return t.split(/\s+/).every((w) => isMash(w)) && t.split(/\s+/).length <= 3;
  if (MASH.has(t.replace(/[^\p{L}]/gu, ''))) return true;
  const letters = t.replace(/[^a-z]/g, '');
  if (letters.length !== t.replace(/[^\p{L}]/gu, '').length) return false; // not Latin
  if (letters.length >= 3 && !/[aeiouy]/.test(letters)) return true;
  if (/^(.)\1{2,}$/.test(letters)) return true;
  return /^(.{2,4})\1+$/.test(letters) && letters.length >= 6;
}

/**
 * Says nothing about what changed: only vague words ("fix stuff", "minor changes", "update"),
 * one Latin word, or mash. Text in scripts without spaces (Chinese, Japanese) is judged by length.
 */
export function isVague(text: string): boolean {
  const t = text.trim();
  if (!t || isMash(t)) return true;
  const words = wordsOf(t);
  if (!words.length) return true;
  if (!/[a-z]/i.test(t)) return [...t.replace(/\s/g, '')].length < 3;
  return words.every((w) => VAGUE.has(w) || /^\d+$/.test(w));
}

/**
 * A few words led by an adverb with no thing named after it ("Still truckin' on", "Just
 * plugging away"): how the work goes, not what changed.
 */
export function onlyHowItGoes(text: string): boolean {
  const words = text.trim().split(/\s+/);
  if (words.length > 4 || /[`_./#()\d]/.test(text)) return false;
  const terms = (nlp(text).json() as { terms: { tags: string[] }[] }[]).flatMap((s) => s.terms);
  return (
    terms.length > 1 &&
    terms[0]!.tags.includes('Adverb') &&
    !terms.some((t) => t.tags.some((tag) => /^(Noun|ProperNoun|Pronoun|Value|Acronym)$/.test(tag)))
  );
}
