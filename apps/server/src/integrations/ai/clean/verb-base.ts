import nlp from 'compromise';

/**
 * The base form of a word read as a verb ("added" → "add", "fixes" → "fix", "led" → "lead"),
 * as compromise conjugates it; the word itself when it is not a verb. A word alone reads as an
 * adjective ("fixed"): after "we" it is read as a verb.
 */
export function baseOf(word: string): string {
  const lower = word.toLowerCase().replace(/’/g, "'");
  // "re-organizing" is a form of "organize" as far as the kind of change goes.
  const hyphen = lower.lastIndexOf('-');
  if (hyphen > 0) return baseOf(lower.slice(hyphen + 1));
  if (!/^[a-z]+$/.test(lower)) return lower;
  return nlp(`we ${lower}`).verbs().toInfinitive().text().toLowerCase() || lower;
}
