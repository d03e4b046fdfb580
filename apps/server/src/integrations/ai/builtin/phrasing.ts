import type { FileArea } from '../clean-commit';
import { joinWords } from '../texts';

/** FNV-1a: a stable number from the commit, so the same commit always reads the same way. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** One of `options`, chosen by the commit (`seed`) and the part of the text (`slot`). */
export function pick<T>(options: readonly T[], seed: string, slot: string): T | undefined {
  return options.length ? options[hash(`${slot}:${seed}`) % options.length] : undefined;
}

export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A template with its `{slot}`s filled; `{Slot}` gets the value capitalised. Doubled sentence
 * ends ("?." or "!.") left by a value that ends a sentence itself are cleaned up, and so are
 * spaces left by an empty slot.
 */
export function fill(template: string, values: Record<string, string | undefined>): string {
  return template
    .replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = values[name] ?? values[name.charAt(0).toLowerCase() + name.slice(1)] ?? '';
      return /^[A-Z]/.test(name) ? capitalize(value) : value;
    })
    .replace(/([.!?…])\.(?=\s|$|”)/g, '$1')
    .replace(/([.!?…])”\./g, '$1”')
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/\s+([.,;!?])(?=\s|$)/g, '$1')
    .trim();
}

/** "1 file", "3 files". */
export function counted(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

export const countedFiles = (n: number) => counted(n, joinWords.file, joinWords.files);
export const countedCommits = (n: number) => counted(n, joinWords.commit, joinWords.commits);

/** "a", "a and b", "a, b and c", "a, b, c and others". */
export function listNames(names: string[], max = 3): string {
  if (names.length <= 1) return names[0] ?? '';
  if (names.length > max) return `${names.slice(0, max).join(', ')} ${joinWords.andOthers}`;
  return `${names.slice(0, -1).join(', ')} ${joinWords.and} ${names.at(-1)}`;
}

/** "the source code and the tests". */
export const areasPhrase = (areas: FileArea[]) => listNames(areas.map((a) => joinWords.areas[a]));

const ABBREVIATION = /(?:\b(?:e\.g|i\.e|etc|vs|cf|approx|incl|no|fig|eg|ie)\.)$/i;

/** The sentences of a paragraph (ends kept): split after . ! ? before a capital, and after 。！？. */
export function sentencesOf(paragraph: string): string[] {
  const parts = paragraph.split(/(?<=[.!?][)”"'`]?)\s+(?=[\p{Lu}\p{Lo}"“'(`\d])|(?<=[。！？])\s*/u);
  const out: string[] = [];
  for (const part of parts) {
    const last = out.at(-1);
    if (last && ABBREVIATION.test(last)) out[out.length - 1] = `${last} ${part}`;
    else out.push(part);
  }
  return out.map((s) => s.trim()).filter(Boolean);
}

/** A sentence that starts with a plain lower-case word gets a capital ("currently, …" → "Currently, …"). */
export function capitalizeSentence(sentence: string, keep: string[] = []): string {
  const first = /^\p{Ll}[\p{Ll}'’]*(?=[\s,;:.!?]|$)/u.exec(sentence)?.[0];
  if (!first || keep.includes(first.replace(/['’]s$/, ''))) return sentence;
  return capitalize(sentence);
}

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\d][\p{L}\d._-]+/gu) ?? [];

/** A sentence that mostly repeats what was said already ("Bumps vite from 5.0 to 5.1."). */
export function repeats(sentence: string, said: string): boolean {
  const known = new Set(wordsOf(said).map((w) => w.replace(/(ed|es|s|ing)$/, '')));
  const words = wordsOf(sentence).map((w) => w.replace(/(ed|es|s|ing)$/, ''));
  return words.length > 0 && words.filter((w) => known.has(w)).length / words.length >= 0.6;
}
