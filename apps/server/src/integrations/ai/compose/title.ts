import { fitTitle } from './fit-text';
import { UPDATE_TITLE_LIMIT } from './limits';

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
    .filter((i) => i > 0 && (clause === undefined || clause < 1 || i <= clause));
  const best = ends.filter((i) => [...bare.slice(0, i)].length <= limit).at(-1);
  if (best !== undefined && best >= Math.min(24, limit / 3)) return fitTitle(bare.slice(0, best), limit);
  return fitTitle(bare, limit);
}

/** The title of an update about several changes: the first one's, "and more". */
export function severalTitle(first: string): string {
  const suffix = ' and more';
  return `${shortTitle(first, UPDATE_TITLE_LIMIT - suffix.length)}${suffix}`;
}
