import { xLength, X_MAX_LENGTH } from '@shiplog/contract';

export const MAX_THREAD_PARTS = 4;

/** Room for a part's text once "n/m " is put before it. */
const ROOM = X_MAX_LENGTH - `${MAX_THREAD_PARTS}/${MAX_THREAD_PARTS} `.length;

/** A head and as many lines as fit under it, the rest said as "…and N more". */
function fitPart(head: string, lines: string[]): string {
  for (let kept = lines.length; kept >= 0; kept--) {
    const more = lines.length - kept;
    const text = [head, ...lines.slice(0, kept), ...(more ? [`…and ${more} more`] : [])]
      .filter(Boolean)
      .join('\n');
    if (xLength(text) <= ROOM) return text;
  }
  return head.slice(0, ROOM);
}

/**
 * A story as an X thread: the intro with the first group, a part per other group, the thanks
 * and the link last, numbered "1/3"; at most four parts, each ≤ 280 weighted characters (a URL
 * counts 23). Lines that do not fit their part give way to "…and N more". A story of one kind
 * of change (`oneKind`) that fits in one part is a single post.
 */
export function storyThread(intro: string, groups: string[][], outro: string, oneKind = true): string[] {
  const filled = groups.filter((g) => g.length).slice(0, MAX_THREAD_PARTS - 1);
  const single = [intro, ...(filled[0] ?? []), '', outro].join('\n').trim();
  if (oneKind && filled.length <= 1 && xLength(single) <= X_MAX_LENGTH) return [single];
  const parts = filled.map((lines, i) => fitPart(i === 0 ? intro : '', lines));
  // A headline too long to leave room for a line under it is a part of its own, when there is room.
  const roomUnder = filled.length && xLength(`${intro}\n${filled[0]![0]}`) <= ROOM;
  if (filled.length && !roomUnder && filled.length < MAX_THREAD_PARTS - 1)
    parts.splice(0, 1, intro, fitPart('', filled[0]!));
  if (outro) parts.push(xLength(outro) <= ROOM ? outro : outro.slice(0, ROOM));
  return parts.map((p, i) => `${i + 1}/${parts.length} ${p}`);
}
