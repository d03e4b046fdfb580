import { fitTitle } from './fit-text';
import { UPDATE_TITLE_LIMIT, UPDATE_TITLE_STRETCH as STRETCH } from './limits';
import { is, wordsOf } from '../understand/grammar';

const BOUNDARY =
  /\s+\([^)]*\)?|\s*[,;:]\s|\s+[-–—]\s|\s+(?=(when|while|if|so that|so|because|since|by|to avoid|to prevent|to make|to keep|to ensure|to allow|instead of|rather than|which|that|after|before|until|unless|where|as|via|using|with|without|for|in|on|from|and|but|or|into|through|across|during|per|at)\s)/gi;

const CLAUSE =
  /\s+(?=(so that|so|when|whenever|while|if|because|since|which|unless|until|where|instead of|rather than)\s)/i;

/** How long a title with an aside in parentheses may be before the aside goes. */
const GLANCE = 80;

/**
 * A title within the limit, never cut mid-phrase: parentheses out first, then the longest
 * prefix that ends at a clause boundary; only a title without any boundary is cut at a word.
 */
export function shortTitle(text: string, limit = UPDATE_TITLE_LIMIT): string {
  const whole = text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.!]+$/, '');
  // An aside in parentheses goes first, past the length a title reads at a glance.
  if ([...whole].length <= Math.min(limit, GLANCE) || !/\s\(/.test(whole)) {
    if ([...whole].length <= limit) return fitTitle(whole, limit);
  }
  const bare = whole.replace(/\s+\([^)]*\)/g, '').trim();
  if ([...bare].length <= limit) return fitTitle(bare, limit);
  // A clause once opened ("so that …", "when …") is kept whole or left out whole, never cut at its "and".
  const clause = CLAUSE.exec(bare)?.index;
  const ends = [...bare.matchAll(BOUNDARY)]
    .map((m) => m.index)
    .filter((i) => i > 0 && (clause === undefined || clause < 1 || i <= clause) && !holdsTogether(bare, i));
  const best = ends.filter((i) => [...bare.slice(0, i)].length <= limit).at(-1);
  if (best !== undefined && best >= Math.min(24, limit / 3)) return fitTitle(bare.slice(0, best), limit);
  // No cut keeps it true: a little longer, whole, rather than a claim it no longer makes.
  if ([...bare].length <= limit + STRETCH) return bare;
  return fitTitle(bare, limit);
}

/**
 * Whether cutting at `at` would leave a claim the whole does not make: "valid date and time" cut
 * to "valid date", "can now be canceled by X" cut to "can now be canceled", a list of names cut
 * after its first ("`a()`, `b()`, and `c()`").
 */
function holdsTogether(text: string, at: number): boolean {
  const before = text.slice(0, at);
  const after = text.slice(at).trim();
  const words = wordsOf(after);
  const next = words[1];
  // "based on X", "due to X": a word that means nothing without what follows it.
  if (/\b(based|depending|according|due|prior|relative|thanks)$/i.test(before.trim())) return true;
  // "and time", "or month": a noun joined to the one before it, not a clause of its own.
  if (/^(and|or)\s/i.test(after)) return !!next && !is(next, 'Verb') && !is(next, 'Determiner');
  // "canceled by X", "used by X": who does it, after a passive verb.
  if (/^by\s/i.test(after)) return /\b(be|been|is|are|was|were|get|gets)\s+\w+(ed|en)$/i.test(before);
  // A comma inside a list of names: another name follows.
  if (/^,/.test(after)) return /^,\s+(and\s+|or\s+)?`/.test(after);
  return false;
}

/** The title of an update about several changes: the first one's, "and more". */
export function severalTitle(first: string): string {
  const suffix = ' and more';
  return `${shortTitle(first, UPDATE_TITLE_LIMIT - suffix.length)}${suffix}`;
}
