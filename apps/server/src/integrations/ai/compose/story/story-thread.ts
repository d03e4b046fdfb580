import { xLength, X_MAX_LENGTH } from '@shiplog/contract';
import { ending } from './story-post';

export const MAX_THREAD_PARTS = 4;

/** Room for a part's text once "n/m " is put before it. */
const ROOM = X_MAX_LENGTH - `${MAX_THREAD_PARTS}/${MAX_THREAD_PARTS} `.length;
/** The least room the thanks keep in the last part: a few names, the others counted. */
const THANKS_ROOM = 100;

/** One group of changes as a thread tells it: the words that start it, then a line per change. */
export interface ThreadGroup {
  /** The group said in words where it starts ("Fixes and improvements:"). */
  leadIn: string;
  /** The words a later part goes on with it in ("More fixes and improvements:"). */
  more: string;
  /** Its changes, each a sentence. */
  lines: string[];
}

export interface ThreadStory {
  /** The lead change as a sentence: the thread opens with it. */
  opener: string;
  groups: ThreadGroup[];
  /** A story of one change: its description, as far as whole sentences fit. */
  about?: string | undefined;
  /** The thanks, naming as many people as fit in `room` ("" when nobody is thanked). */
  thanks: (room: number) => string;
  url?: string | undefined;
  /** News of several kinds is a thread of at least two parts, even when it would fit in one. */
  severalKinds: boolean;
}

const cut = (text: string, room: number) =>
  xLength(text) <= room ? text : `${text.slice(0, room - 1).replace(/\s+\S*$/, '')}…`;

/** The opening sentences of `text` that fit in `room` characters ("" when not even the first does). */
function fitting(text: string | undefined, room: number): string {
  let said = '';
  for (const sentence of (text ?? '').split(/(?<=[.!?])\s+(?=[A-Z])/)) {
    const more = said ? `${said} ${sentence}` : sentence;
    if (xLength(more) > room) break;
    said = more;
  }
  return said;
}

interface Item {
  group: number;
  /** Whether it is its group's first change. */
  first: boolean;
  line: string;
}

/** A part's changes, each run of one group after the words that say it, a list a line each. */
function listed(groups: ThreadGroup[], items: Item[]): string[] {
  const runs: string[] = [];
  items.forEach((item, i) => {
    const bullet = `• ${item.line}`;
    if (i > 0 && items[i - 1]!.group === item.group) runs[runs.length - 1] += `\n${bullet}`;
    else runs.push(`${item.first ? groups[item.group]!.leadIn : groups[item.group]!.more}\n${bullet}`);
  });
  return runs;
}

/**
 * A part's text: the opener (first part), its changes, and (last part) the thanks with the link,
 * or with how many changes did not fit and where to read them. Null when it does not fit.
 */
function partText(
  story: ThreadStory,
  items: Item[],
  first: boolean,
  last: boolean,
  untold: number,
  room: number,
) {
  const body = [...(first ? [story.opener] : []), ...listed(story.groups, items)];
  if (!last) return xLength(body.join('\n\n')) <= room ? body.join('\n\n') : null;
  const end = ending(story.url ?? '', untold);
  const rest = [...body, end].filter(Boolean).join('\n\n');
  const left = room - xLength(rest) - 2;
  // The thanks keep room to name people: a change more is not worth a name less.
  if (left < Math.min(THANKS_ROOM, xLength(story.thanks(Infinity)))) return null;
  const thanks = story.thanks(left);
  const text = [...body, thanks, end].filter(Boolean).join('\n\n');
  return xLength(text) <= room ? text : null;
}

/** Lower is better, in order: cuts inside a group, an opener alone in the first part, the longest part. */
type Score = [number, number, number];
const better = (a: Score, b: Score) => {
  const i = a.findIndex((n, k) => n !== b[k]);
  return i !== -1 && a[i]! < b[i]!;
};
interface Way {
  texts: string[];
  score: Score;
}

/**
 * The best ways to tell the first changes in parts before the last, by how many parts and where
 * they end (`ways[p][end]`, p parts): cut between groups, the first part telling more than the
 * opener, as even as can be. The parts before the last never change with how many are told.
 */
function leadingParts(story: ThreadStory, items: Item[]): Map<number, Way>[] {
  const ways: Map<number, Way>[] = [new Map()];
  const first = new Map<number, Way>();
  for (let end = 0; end <= items.length; end++) {
    const text = partText(story, items.slice(0, end), true, false, 0, ROOM);
    if (text === null) break;
    first.set(end, { texts: [text], score: [0, end === 0 ? 1 : 0, xLength(text)] });
  }
  ways.push(first);
  for (let p = 2; p < MAX_THREAD_PARTS; p++) {
    const next = new Map<number, Way>();
    for (const [from, way] of ways[p - 1]!)
      for (let to = from + 1; to <= items.length; to++) {
        const text = partText(story, items.slice(from, to), false, false, 0, ROOM);
        if (text === null) break;
        const score: Score = [
          way.score[0] + (items[from]!.first ? 0 : 1),
          way.score[1],
          Math.max(way.score[2], xLength(text)),
        ];
        const known = next.get(to);
        if (!known || better(score, known.score)) next.set(to, { texts: [...way.texts, text], score });
      }
    ways.push(next);
  }
  return ways;
}

/**
 * The best thread telling the first `told` changes, in as few parts as it fits, unless one part
 * more lets the thanks name everyone. Null when they do not fit in four parts.
 */
function bestThread(story: ThreadStory, items: Item[], leading: Map<number, Way>[], told: number) {
  const everyone = story.thanks(Infinity);
  const best: (Way & { named: boolean })[] = [];
  for (let from = told - 1; from >= 0; from--) {
    const last = partText(story, items.slice(from, told), false, true, items.length - told, ROOM);
    if (last === null) break;
    for (let parts = 2; parts <= MAX_THREAD_PARTS; parts++) {
      const before = leading[parts - 1]!.get(from);
      if (!before) continue;
      const score: Score = [
        before.score[0] + (items[from]!.first ? 0 : 1),
        before.score[1],
        Math.max(before.score[2], xLength(last)),
      ];
      const named = last.includes(everyone);
      const known = best[parts];
      if (!known || (named && !known.named) || (named === known.named && better(score, known.score)))
        best[parts] = { texts: [...before.texts, last], score, named };
    }
  }
  const ways = best.filter(Boolean);
  return (ways.find((w) => w.named) ?? ways[0])?.texts ?? null;
}

/**
 * A story as an X post or thread, each part a post a person would write: the opener, then each
 * group of changes after the words that say it ("Fixes and improvements:"), a line to a
 * change, the thanks and the link last. A story of one kind that fits in 280 weighted
 * characters (a URL counts 23) is one post; otherwise a thread of at most four parts numbered
 * "1/3", cut only between changes (between groups where it can, a group going on in the next
 * part says so: "More fixes and improvements:"), in as few parts as it fits and as even as can
 * be. The thanks never stand alone. Changes that do not fit in four parts are counted at the
 * end, with the link to the update that lists them.
 */
export function storyThread(story: ThreadStory): string[] {
  if (!story.groups.length) {
    const outro = [story.thanks(X_MAX_LENGTH - xLength(`${story.opener}\n\n\n\n`) - 23), story.url];
    const end = outro.filter(Boolean).join('\n\n');
    const about = fitting(story.about, X_MAX_LENGTH - xLength([story.opener, '', end].join('\n')) - 2);
    return [[cut(story.opener, X_MAX_LENGTH), about, end].filter(Boolean).join('\n\n')];
  }
  const widest = Math.max(...story.groups.flatMap((g) => [g.leadIn, g.more].map(xLength)));
  const items = story.groups.flatMap((g, group) =>
    g.lines.map((line, i) => ({ group, first: i === 0, line: cut(line, ROOM - widest - 3) })),
  );
  const opened = { ...story, opener: cut(story.opener, ROOM) };
  if (!story.severalKinds) {
    const single = partText(opened, items, true, true, 0, X_MAX_LENGTH);
    if (single !== null) return [single];
  }
  // As many changes as four parts hold: no more than their text could fill.
  let most = 0;
  for (let room = MAX_THREAD_PARTS * ROOM; most < items.length; most++) {
    room -= xLength(items[most]!.line) + 3;
    if (room < 0) break;
  }
  const leading = leadingParts(opened, items);
  for (let told = most; told > 0; told--) {
    const texts = bestThread(opened, items, leading, told);
    if (texts) return texts.map((text, i) => `${i + 1}/${texts.length} ${text}`);
  }
  // Not even one change fits beside the thanks: the opener says where to read them all.
  return [partText(opened, [], true, true, items.length, X_MAX_LENGTH) ?? opened.opener];
}
