import { commitVerbs, thirdPersonForms } from '../texts/phrases';

const pastToBase = new Map(Object.entries(commitVerbs).map(([base, past]) => [past, base]));

/** Verbs of the table, and regular verbs made from a noun or adjective (-ize). */
const isBase = (word: string) => Object.hasOwn(commitVerbs, word) || /^[a-z]{3,}(?:ize|ise)$/.test(word);

export function pastOf(base: string): string {
  if (Object.hasOwn(commitVerbs, base)) return commitVerbs[base]!;
  if (base.endsWith('e')) return `${base}d`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ied`;
  return `${base}ed`;
}

export function thirdPersonOf(base: string): string {
  if (thirdPersonForms[base]) return thirdPersonForms[base];
  if (/(s|sh|ch|x|z|o)$/.test(base)) return `${base}es`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ies`;
  return `${base}s`;
}

/** The verb a word is a form of, and which form: "adds" → add, "fixing" → fix, "added" → add. */
export function verbOf(
  word: string,
): { base: string; form: 'base' | 'past' | 'third' | 'gerund'; prefix: string } | undefined {
  const lower = word.toLowerCase();
  const hyphen = lower.lastIndexOf('-');
  if (hyphen > 0) {
    const inner = verbOf(lower.slice(hyphen + 1));
    return inner && { ...inner, prefix: lower.slice(0, hyphen + 1) + inner.prefix };
  }
  if (!/^[a-z]+$/.test(lower)) return undefined;
  if (isBase(lower)) return { base: lower, form: 'base', prefix: '' };
  const past = pastToBase.get(lower);
  if (past) return { base: past, form: 'past', prefix: '' };
  if (lower.endsWith('ed')) {
    const candidates = [lower.slice(0, -1), lower.slice(0, -2), lower.slice(0, -3), `${lower.slice(0, -3)}y`];
    const base = candidates.find((c) => isBase(c) && pastOf(c) === lower);
    if (base) return { base, form: 'past', prefix: '' };
  }
  if (lower.endsWith('s')) {
    const candidates = [lower.slice(0, -1), lower.slice(0, -2), `${lower.slice(0, -3)}y`];
    const base = candidates.find((c) => isBase(c) && thirdPersonOf(c) === lower);
    if (base) return { base, form: 'third', prefix: '' };
  }
  if (lower.endsWith('ing')) {
    const stem = lower.slice(0, -3);
    const candidates = [stem, `${stem}e`, stem.slice(0, -1)];
    const base = candidates.find((c) => c.length > 1 && isBase(c));
    if (base) return { base, form: 'gerund', prefix: '' };
  }
  return undefined;
}
