import { commitVerbs, joinWords, smallThings } from '../texts';

/** FNV-1a: a stable number from the commit, so the same commit always reads the same way. */
function hash(text: string): number {
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
 * ends ("?." or "!.") left by a value that ends a sentence itself are cleaned up.
 */
export function fill(template: string, values: Record<string, string | undefined>): string {
  return template
    .replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = values[name] ?? values[name.charAt(0).toLowerCase() + name.slice(1)] ?? '';
      return /^[A-Z]/.test(name) ? capitalize(value) : value;
    })
    .replace(/([.!?…])\.(?=\s|$|”)/g, '$1')
    .replace(/([.!?…])”\./g, '$1”');
}

const pastForms = new Set(Object.values(commitVerbs));
/** "Fix for login", "Release notes": the first word is a noun there, not a verb. */
const NOUN_FOLLOWERS = new Set(['for', 'of', 'notes', 'candidate']);

/** "add dark mode" → "added dark mode"; undefined when the first word is not a verb we know. */
export function pastTense(description: string): string | undefined {
  const [first = '', ...rest] = description.split(' ');
  if (NOUN_FOLLOWERS.has((rest[0] ?? '').toLowerCase())) return undefined;
  const word = first.toLowerCase();
  const base = [word, word.replace(/s$/, ''), word.replace(/es$/, '')].find((w) => commitVerbs[w]);
  const past = base ? commitVerbs[base] : pastForms.has(word) ? word : undefined;
  if (!past) return undefined;
  return [past, ...rest].join(' ').trim() || undefined;
}

/** The first word of a subject as a verb we know, in its base form. */
export function leadingVerb(description: string): string | undefined {
  const word = (description.split(' ')[0] ?? '').toLowerCase();
  if (commitVerbs[word]) return word;
  const fromPast = Object.entries(commitVerbs).find(([, past]) => past === word)?.[0];
  return fromPast ?? [word.replace(/s$/, ''), word.replace(/es$/, '')].find((w) => commitVerbs[w]);
}

/** "typo" in a short subject: how to name the small thing, and where it was, if said. */
export function readSmallFix(description: string): { thing: string; where?: string } | undefined {
  if (description.split(/\s+/).length > 8) return undefined;
  const thing = smallThings.find(([pattern]) => pattern.test(description))?.[1];
  if (!thing) return undefined;
  const where = /\b(?:in|on|of)\s+(?:the\s+)?(.+)$/i.exec(description)?.[1]?.replace(/[.!]+$/, '');
  return { thing, ...(where ? { where } : {}) };
}

/** "1 file", "3 files". */
export function counted(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

export const countedFiles = (n: number) => counted(n, joinWords.file, joinWords.files);
export const countedLines = (n: number) => counted(n, joinWords.line, joinWords.lines);
export const countedCommits = (n: number) => counted(n, joinWords.commit, joinWords.commits);

/** "a.ts", "a.ts and b.ts", "a.ts, b.ts and c.ts", "a.ts, b.ts, c.ts and others". */
export function listNames(names: string[], max = 3): string {
  if (names.length <= 1) return names[0] ?? '';
  if (names.length > max) return `${names.slice(0, max).join(', ')} ${joinWords.andOthers}`;
  return `${names.slice(0, -1).join(', ')} ${joinWords.and} ${names.at(-1)}`;
}

/** The first sentence of a paragraph, when it is a sentence of reasonable length. */
export function firstSentence(paragraph: string | undefined, max = 200): string | undefined {
  if (!paragraph || paragraph.startsWith('• ')) return undefined;
  const sentence = /^.+?[.!?](?=\s|$)/.exec(paragraph)?.[0] ?? paragraph;
  return [...sentence].length <= max ? sentence : undefined;
}
