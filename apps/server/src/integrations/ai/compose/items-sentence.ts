/**
 * A few list items said as one sentence, for a target with no room for a list (X): "We also
 * fixed unthrown errors and updated pglite." Items that share their verb share it once
 * ("optimized the zod and valibot types"); when every item does what the opening did, they
 * finish its sentence instead ("We optimized validator types: zod, valibot and typebox.").
 * Only items that open with a verb in the past tense can be said this way.
 */

const PAST =
  /^([A-Z][a-z]+ed|Kept|Made|Hid|Sped|Reset|Rebound|Built|Set|Let|Put|Cut|Split|Wrote|Ran|Gave|Took)\b/;

export const joinAnd = (parts: string[]) =>
  parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;

const lastWord = (text: string) => text.split(' ').at(-1);
const sameLast = (rests: string[]) =>
  rests.every((r) => r.includes(' ')) && rests.every((r) => lastWord(r) === lastWord(rests[0]!));

/** The objects of one verb, a last word they all share said once: "the zod and valibot types". */
function objects(rests: string[]): string {
  const shared = rests.length > 1 && sameLast(rests);
  return shared
    ? `${joinAnd(rests.map((r) => r.slice(0, r.lastIndexOf(' '))))} ${lastWord(rests[0]!)}`
    : joinAnd(rests);
}

/**
 * The opening with the items said after it (or finishing it): as many of the items' verbs as
 * `fits` allows, at most three; undefined when none can be said.
 */
export function withItems(
  opening: string,
  items: string[],
  fits: (text: string) => boolean = () => true,
): string | undefined {
  const groups: { verb: string; rests: string[] }[] = [];
  for (const item of items.filter((i) => PAST.test(i))) {
    const verb = item.split(' ')[0]!.toLowerCase();
    const rest = item.slice(verb.length + 1);
    // One verb for several objects only when they name the same kind of thing ("X types, Y types").
    const group = groups.find((g) => g.verb === verb && sameLast([...g.rests, rest]));
    if (group) group.rests.push(rest);
    else groups.push({ verb, rests: [rest] });
  }
  // "We optimized X" and "We've optimized X" alike: the verb's past and participle agree for most verbs.
  const lead = /^We(?:'ve)? (\S+) (.+?)[.!]?$/.exec(opening);
  const only = groups.length === 1 ? groups[0]! : undefined;
  if (only && lead && lead[1] === only.verb && only.rests.length > 1) {
    const tail = lead[2]!.split(' ').at(-1);
    const list = objects(only.rests);
    const trimmed = tail && list.endsWith(` ${tail}`) ? list.slice(0, -tail.length - 1) : list;
    const text = `${opening.replace(/[.!]$/, '')}: ${trimmed}.`;
    if (fits(text)) return text;
  }
  for (let n = Math.min(3, groups.length); n > 0; n--) {
    const said = joinAnd(groups.slice(0, n).map((g) => `${g.verb} ${objects(g.rests)}`));
    const text = `${opening} We also ${said}.`.trim();
    if (fits(text)) return text;
  }
  return undefined;
}
