import type { AiWriter, CommitFacts, WriteRequest } from '../../types';
import { storyItems, STORY_KINDS, type LeftOut, type StoryItem, type StoryKind } from './story-items';
import { storyPost } from './story-post';
import { storyThread } from './story-thread';

export type { LeftOut } from './story-items';

export interface Story {
  title: string;
  /** Markdown: a heading per group, a line per change, the thanks. */
  content: string;
  /** The same story as an X thread (numbered, each part ≤ 280 with URLs as 23). */
  thread: string[];
  /** The same story as one LinkedIn post and one Discord message, within their lengths. */
  posts: { linkedin: string; discord: string };
  /** The commits the story tells of, in its order. */
  told: string[];
  leftOut: LeftOut[];
  /** Every person credited (bots left out), in order of first appearance. */
  people: string[];
}

const HEADINGS: Record<StoryKind, string> = {
  features: 'New',
  fixes: 'Improved and fixed',
  other: 'Other changes',
};
const EMOJI: Record<StoryKind, string> = { features: '✨', fixes: '🐛', other: '🔧' };
const BOT = /\[bot\]$|^(dependabot|renovate|github-actions)\b/i;

const sentence = (line: string) => (/[.!?]$/.test(line) ? line : `${line}.`);
const names = (people: string[]) =>
  people.length <= 1 ? (people[0] ?? '') : `${people.slice(0, -1).join(', ')} and ${people.at(-1)}`;

/** "Thanks to A, B and C.", naming as many as fit in `room` characters and counting the rest. */
function thanksTo(people: string[], room: number): string {
  if (!people.length) return '';
  for (let named = people.length; named > 1; named--) {
    const rest = people.length - named;
    const text = rest
      ? `Thanks to ${people.slice(0, named).join(', ')} and ${rest} ${rest === 1 ? 'other' : 'others'}.`
      : `Thanks to ${names(people)}.`;
    if (text.length <= room) return text;
  }
  return people.length === 1 ? `Thanks to ${people[0]}.` : `Thanks to all ${people.length} contributors.`;
}

/** The title: the most significant change as a sentence about the project, within 200 characters. */
function titleOf(lead: StoryItem): string {
  if (lead.headline.length <= 200) return lead.headline;
  return `${lead.headline.slice(0, 199).replace(/\s+\S*$/, '')}…`;
}

const lineOf = (i: StoryItem) => `${i.breaking ? 'Breaking: ' : ''}${sentence(i.line)}`;

/**
 * One story about several commits: each judged and worded by the single-commit writer (junk
 * left out with its reason), told together grouped by kind, most significant first, with
 * thanks to everyone who made them (bots left out), as an update and as an X thread.
 * Null when nothing is left to tell.
 */
export async function composeStory(
  ai: AiWriter,
  commits: readonly CommitFacts[],
  request: Pick<WriteRequest, 'projectName' | 'projectUrl' | 'tone' | 'voice'> & {
    extraCredits?: string[];
    /** GitHub login → the X handle on their profile: the thread thanks them by it. */
    xHandles?: ReadonlyMap<string, string>;
  },
): Promise<Story | null> {
  const { items, leftOut } = await storyItems(ai, commits, request);
  if (!items.length) return null;
  const people = [...new Set([...items.flatMap((i) => i.people), ...(request.extraCredits ?? [])])].filter(
    (p) => !BOT.test(p),
  );
  const thanks = thanksTo(people, 1000);
  // On X an @ names an X account: a GitHub handle is written without it unless their profile gives one.
  const onX = people.map((p) => {
    const login = p.replace(/^@/, '');
    const handle = request.xHandles?.get(login);
    return handle ? `@${handle}` : login;
  });
  const lead = items[0]!;
  const title = titleOf(lead);
  const groups = STORY_KINDS.flatMap((kind) => {
    const lines = items.filter((i) => i.kind === kind).map((i) => `- ${lineOf(i)}`);
    return lines.length ? [`**${HEADINGS[kind]}**\n\n${lines.join('\n')}`] : [];
  });
  const content = [lead.lead ?? '', ...groups, thanks].filter(Boolean).join('\n\n');
  // The posts open with the headline; on X the list under it tells the other changes, on
  // LinkedIn and Discord, which have the room, every change in its group.
  const rest = items.slice(1);
  const opener = sentence(title);
  const xRoom = 280 - 23 - 2 - '4/4 '.length;
  const outro = [thanksTo(onX, xRoom), request.projectUrl].filter(Boolean).join('\n\n');
  const lines = STORY_KINDS.map((kind) =>
    rest.filter((i) => i.kind === kind).map((i) => `${EMOJI[kind]} ${lineOf(i)}`),
  );
  // A story of one kind of change may be a single post; news of several kinds is a thread.
  const oneKind = new Set(items.map((i) => i.kind)).size === 1;
  const thread = storyThread(opener, lines, outro, oneKind);
  const groupsOf = STORY_KINDS.map((kind) => ({
    heading: HEADINGS[kind],
    emoji: EMOJI[kind],
    lines: items.filter((i) => i.kind === kind).map(lineOf),
  })).filter((g) => g.lines.length);
  const intro = [opener, lead.lead ?? ''].filter(Boolean).join(' ');
  const posts = {
    linkedin: storyPost('linkedin', intro, groupsOf, thanks, request.projectUrl),
    discord: storyPost('discord', intro, groupsOf, thanks, request.projectUrl),
  };
  return { title, content, thread, posts, told: items.map((i) => i.sha), leftOut, people };
}
