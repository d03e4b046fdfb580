import { xLength, X_MAX_LENGTH } from '@shiplog/contract';

export const MAX_THREAD_PARTS = 4;

/** Room for a part's text once "n/m " is put before it. */
const ROOM = X_MAX_LENGTH - `${MAX_THREAD_PARTS}/${MAX_THREAD_PARTS} `.length;

const fits = (lines: string[]) => xLength(lines.join('\n')) <= ROOM;
const cut = (text: string) =>
  xLength(text) <= ROOM ? text : `${text.slice(0, ROOM - 1).replace(/\s+\S*$/, '')}…`;

/**
 * The intro and the lines packed into at most `max` parts, in order, as many lines to a part as
 * fit; the lines left over are said as "…and N more" at the end of the last part.
 */
function pack(intro: string, lines: string[], max: number): string[][] {
  const parts: string[][] = [[cut(intro)]];
  let told = 0;
  for (const line of lines.map(cut)) {
    const last = parts.at(-1)!;
    if (fits([...last, line])) last.push(line);
    else if (parts.length < max) parts.push([line]);
    else break;
    told++;
  }
  const last = parts.at(-1)!;
  const more = () => `…and ${lines.length - told} more`;
  if (told < lines.length) {
    while (last.length > 1 && !fits([...last, more()])) {
      last.pop();
      told--;
    }
    last.push(more());
  }
  return parts;
}

/**
 * A story as an X thread: the intro (the story's headline) and its lines packed in order into
 * as few parts as they fit, the thanks and the link at the end, numbered "1/3"; at most four
 * parts, each ≤ 280 weighted characters (a URL counts 23). Lines that do not fit give way to
 * "…and N more". A story of one kind of change (`oneKind`) that fits in one post is a single
 * post; news of several kinds is a thread of at least two parts. The thanks never make a part
 * of their own.
 */
export function storyThread(intro: string, groups: string[][], outro: string, oneKind = true): string[] {
  const lines = groups.flat();
  const single = [intro, ...lines, '', outro].join('\n').trim();
  if (oneKind && xLength(single) <= X_MAX_LENGTH) return [single];
  const parts = pack(intro, lines, MAX_THREAD_PARTS - 1);
  const last = parts.at(-1)!;
  if (outro && parts.length > 1 && fits([...last, '', outro])) last.push('', outro);
  else if (outro) {
    // The thanks never stand alone in a part: the last change (and its "…and N more") go with them.
    const take = /^…and \d+ more$/.test(last.at(-1) ?? '') ? 2 : 1;
    const moved = last.length > take ? last.slice(-take) : [];
    if (moved.length && fits([...moved, '', outro])) {
      last.splice(-take);
      parts.push([...moved, '', outro]);
    } else parts.push([cut(outro)]);
  }
  return parts.map((p, i) => `${i + 1}/${parts.length} ${p.join('\n')}`);
}
