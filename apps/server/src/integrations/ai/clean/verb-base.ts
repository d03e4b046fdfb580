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
  const base = nlp(`we ${lower}`).verbs().toInfinitive().text().toLowerCase() || lower;
  // "moving", known first as an adjective: read as the verb it is after "were".
  if (base === lower && /[a-z]{2}ing$/.test(lower)) {
    const verb = nlp(`we were ${lower} it`).verbs().toInfinitive().text().toLowerCase().split(' ').at(-1);
    // Its own stem, not the "were" ("thing" is no form of "be").
    if (verb && verb !== lower && /^[a-z]{3,}$/.test(verb) && lower.startsWith(verb.slice(0, 3))) return verb;
  }
  return base;
}

const ORDERS = new Map<string, boolean>();

/**
 * Whether a word at the head of a phrase reads as an order, as compromise tags "<word> the
 * thing" or "to <word> the thing": "include", "close" do; "cs", "pr", "data" (a command, a part
 * or a thing named first) do not.
 */
export function readsAsOrder(word: string): boolean {
  const lower = word.toLowerCase();
  if (!/^[a-z]+$/.test(lower)) return false;
  const known = ORDERS.get(lower);
  if (known !== undefined) return known;
  if (ORDERS.size > 2000) ORDERS.clear();
  const order = tagsAsOrder(lower);
  ORDERS.set(lower, order);
  return order;
}

function tagsAsOrder(lower: string): boolean {
  const tagsAt = (text: string, at: number) =>
    (nlp(text).json() as { terms: { tags: string[] }[] }[])[0]?.terms[at]?.tags ?? [];
  return (
    tagsAt(`${lower} the thing`, 0).includes('Verb') || tagsAt(`to ${lower} the thing`, 1).includes('Verb')
  );
}
