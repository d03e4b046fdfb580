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

const HEADINGS: Record<StoryKind, string> = { features: 'New', fixes: 'Improved and fixed', other: 'Also' };
const EMOJI: Record<StoryKind, string> = { features: '✨', fixes: '🐛', other: '🔧' };
const BOT = /\[bot\]$|^(dependabot|renovate|github-actions)\b/i;

const sentence = (line: string) => `${line}.`;
const names = (people: string[]) =>
  people.length <= 1 ? (people[0] ?? '') : `${people.slice(0, -1).join(', ')} and ${people.at(-1)}`;

function titleOf(items: StoryItem[]): string {
  const lead = items[0]!;
  const more = items.length - 1;
  if (!more) return lead.line;
  return `${lead.line}, and ${more} more ${more === 1 ? 'change' : 'changes'}`;
}

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
  const thanks = people.length ? `Thanks to ${names(people)}.` : '';
  // On X an @ names an X account: a GitHub handle is written without it unless their profile gives one.
  const onX = people.map((p) => {
    const login = p.replace(/^@/, '');
    const handle = request.xHandles?.get(login);
    return handle ? `@${handle}` : login;
  });
  const xThanks = people.length ? `Thanks to ${names(onX)}.` : '';
  const groups = STORY_KINDS.flatMap((kind) => {
    const lines = items
      .filter((i) => i.kind === kind)
      .map((i) => `- ${i.breaking ? 'Breaking: ' : ''}${sentence(i.line)}`);
    return lines.length ? [`**${HEADINGS[kind]}**\n\n${lines.join('\n')}`] : [];
  });
  const content = [...groups, thanks].filter(Boolean).join('\n\n');
  const intro = `What's new in ${request.projectName}:`;
  const outro = [xThanks, request.projectUrl].filter(Boolean).join('\n\n');
  const lines = STORY_KINDS.map((kind) =>
    items.filter((i) => i.kind === kind).map((i) => `${EMOJI[kind]} ${sentence(i.line)}`),
  );
  const thread = storyThread(intro, lines, outro);
  const groupsOf = STORY_KINDS.map((kind) => ({
    heading: HEADINGS[kind],
    emoji: EMOJI[kind],
    lines: items
      .filter((i) => i.kind === kind)
      .map((i) => `${i.breaking ? 'Breaking: ' : ''}${sentence(i.line)}`),
  })).filter((g) => g.lines.length);
  const posts = {
    linkedin: storyPost('linkedin', intro, groupsOf, thanks, request.projectUrl),
    discord: storyPost('discord', intro, groupsOf, thanks, request.projectUrl),
  };
  return { title: titleOf(items), content, thread, posts, told: items.map((i) => i.sha), leftOut, people };
}
