import type { AiWriter, CommitFacts, WriteRequest } from '../../types';
import { storyItems, STORY_KINDS, type LeftOut, type StoryItem, type StoryKind } from './story-items';
import { namesCode } from './story-line';
import { storyPost } from './story-post';
import { storyThread, type ThreadGroup } from './story-thread';

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
/**
 * How an X post says a group in words where it starts (after a lead change of its kind, or
 * not) and where a later part goes on with it.
 */
const LEAD_INS: Record<StoryKind, (afterLead: boolean) => Omit<ThreadGroup, 'lines'>> = {
  features: (afterLead) => ({ leadIn: afterLead ? 'Also new:' : 'New:', more: 'More new features:' }),
  fixes: (afterLead) => ({
    leadIn: afterLead ? 'More fixes and improvements:' : 'Fixes and improvements:',
    more: 'More fixes and improvements:',
  }),
  other: () => ({ leadIn: 'Other changes:', more: 'More changes:' }),
};
const BOT = /\[bot\]$|^(dependabot|renovate|github-actions)\b/i;

const sentence = (line: string) => (/[.!?]$/.test(line) ? line : `${line}.`);
/** A person's name or login as the words it starts with: "Lukas Taegert-Atkinson" → lukas, lukastaegert, … */
const starts = (person: string) =>
  person
    .toLowerCase()
    .split(/[\s\-_.]+/)
    .filter(Boolean)
    .map((_, i, words) => words.slice(0, i + 1).join(''));

/** "lukastaegert" beside "Lukas Taegert-Atkinson": one person, by their login and their name. */
function samePerson(a: string, b: string): boolean {
  const [login, name] = /\s/.test(a) ? [b, a] : [a, b];
  if (/\s/.test(login) || !/\s/.test(name)) return false;
  const key = login.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  return key.length >= 5 && starts(name).includes(key);
}

/** Everyone once: a login beside its owner's name gives way to the name. */
function distinctPeople(people: string[]): string[] {
  const kept: string[] = [];
  for (const person of people) {
    const same = kept.findIndex((p) => samePerson(p, person));
    if (same === -1) kept.push(person);
    else if (/\s/.test(person)) kept[same] = person;
  }
  return kept;
}

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

/** The title: the lead change as a sentence about the project, within 200 characters. */
function titleOf(lead: StoryItem): string {
  const said = `${lead.breaking ? 'Breaking: ' : ''}${lead.headline}`;
  if (said.length <= 200) return said;
  return `${said.slice(0, 199).replace(/\s+\S*$/, '')}…`;
}

const lineOf = (i: StoryItem) => `${i.breaking ? 'Breaking: ' : ''}${sentence(i.line)}`;

/** "Exported the `Meta` type": one act on one named thing, which a week may repeat for several. */
const ONE_NAMED = /^([A-Z][a-z]+) the (`[^`]+`) ([a-z]+)$/;
const plural = (noun: string) =>
  /(s|x|ch|sh)$/.test(noun) ? `${noun}es` : /[^aeiou]y$/.test(noun) ? `${noun.slice(0, -1)}ies` : `${noun}s`;
const listed = (names: string[]) => `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/**
 * A group's lines, the same act on several named things told once ("Exported the `Meta`,
 * `Error` and `Arg` types") instead of a line each, where the first of them stood.
 */
function together(items: StoryItem[]): string[] {
  const shape = (i: StoryItem) => (i.breaking ? null : ONE_NAMED.exec(i.line));
  const key = (m: RegExpExecArray) => `${m[1]} ${m[3]}`;
  const alike = new Map<string, string[]>();
  for (const m of items.map(shape)) if (m) alike.set(key(m), [...(alike.get(key(m)) ?? []), m[2]!]);
  const said = new Set<string>();
  return items.flatMap((i) => {
    const m = shape(i);
    const names = m ? alike.get(key(m))! : [];
    if (!m || names.length < 2) return [lineOf(i)];
    if (said.has(key(m))) return [];
    said.add(key(m));
    return [`${m[1]} the ${listed(names)} ${plural(m[3]!)}.`];
  });
}

/** A story not written: every commit was left out, or what is left tells a reader nothing. */
export interface StoryDeclined {
  declined: true;
  reason: string;
  leftOut: LeftOut[];
}

/** Why a week with nothing worth telling is declined. */
function declineReason(items: StoryItem[], leftOut: LeftOut[]): string | undefined {
  if (!items.length && leftOut.length && leftOut.every((l) => /^A documentation change/.test(l.reason)))
    return 'Only documentation changed: nothing people using the project would notice.';
  if (!items.length) return 'None of these commits is worth telling: each was left out with its reason.';
  if (items.some((i) => !i.docs && !i.vague)) return undefined;
  return items.some((i) => i.vague)
    ? 'Only changes whose words name nothing a reader could use ("Fix bug") and documentation: nothing worth a story.'
    : 'Only documentation changed: nothing people using the project would notice.';
}

/** The longest headline a story leads with when another change can lead in fewer words. */
const HEADLINE_LENGTH = 100;

/**
 * A name in the code's own case outside backticks ("replace SetVar hack") or a code value negated
 * ("ensure non-undefined `data`"): jargon for a headline.
 */
const jargon = (i: StoryItem) => namesCode(i.line) || /\bnon-[a-z]/i.test(i.line.replace(/`[^`]*`/g, ''));

const shortest = (items: StoryItem[]) =>
  items.reduce<StoryItem | undefined>(
    (a, i) => (!a || i.headline.length < a.headline.length ? i : a),
    undefined,
  );

/**
 * The change a story leads with: the first that names what changed in a sentence in words a
 * reader knows, else in its author's phrase; a vague change ("Fix bug") or a docs edit never
 * leads when anything else is told.
 */
function leadOf(items: StoryItem[]): StoryItem {
  // A line that tells too little for a post ("Fix range select bug") never leads either.
  const named = items.filter((i) => !i.vague && !i.docs && !i.weak);
  // A headline a reader takes in at a glance: a change told in a long sentence goes in the list.
  const short = named.filter((i) => i.headline.length <= HEADLINE_LENGTH);
  return (
    short.find((i) => i.sentence && !jargon(i)) ??
    // When every such sentence is long, the shortest reads best as a title.
    shortest(named.filter((i) => i.sentence && !jargon(i))) ??
    named.find((i) => i.sentence) ??
    named[0] ??
    items[0]!
  );
}

/**
 * One story about several commits: each judged and worded by the single-commit writer (junk
 * left out with its reason), told together grouped by kind, most significant first, with
 * thanks to everyone who made them (bots left out), as an update and as an X thread. The
 * title names the lead change; the lists tell the others, vague ones last. Declined (with its
 * reason) when nothing is left to tell, or only documentation and vague fixes.
 */
export async function storyOrDecline(
  ai: AiWriter,
  commits: readonly CommitFacts[],
  request: StoryRequest,
): Promise<Story | StoryDeclined> {
  const judged = await storyItems(ai, commits, request);
  const reason = declineReason(judged.items, judged.leftOut);
  if (reason) return { declined: true, reason, leftOut: judged.leftOut };
  // "Fix bug" tells a reader nothing: beside changes that name something, it is left out.
  const items = judged.items.filter((i) => !i.vague);
  const leftOut = [
    ...judged.leftOut,
    ...judged.items
      .filter((i) => i.vague && !items.some((t) => t.sha === i.sha))
      .map((i) => ({ sha: i.sha, reason: 'Its words name no change a reader could use ("Fix bug").' })),
  ];
  const people = distinctPeople(
    [...new Set([...items.flatMap((i) => i.people), ...(request.extraCredits ?? [])])].filter(
      (p) => !BOT.test(p),
    ),
  );
  const thanks = thanksTo(people, 1000);
  // On X an @ names an X account: a GitHub handle is written without it unless their profile gives one.
  const onX = people.map((p) => {
    const login = p.replace(/^@/, '');
    const handle = request.xHandles?.get(login);
    return handle ? `@${handle}` : login;
  });
  const lead = leadOf(items);
  const title = titleOf(lead);
  // The title tells the lead change: the lists tell the others, a vague one last in its group.
  const rest = items.filter((i) => i !== lead);
  const inGroup = (kind: StoryKind) =>
    rest.filter((i) => i.kind === kind).sort((a, b) => Number(a.vague) - Number(b.vague));
  const groups = STORY_KINDS.map((kind) => ({ kind, lines: together(inGroup(kind)) })).filter(
    (g) => g.lines.length,
  );
  // The posts leave out a line whose words tell too little ("Fixed the range select bug"): the update lists it.
  const posted = STORY_KINDS.map((kind) => ({
    kind,
    lines: together(inGroup(kind).filter((i) => !i.weak)),
  })).filter((g) => g.lines.length);
  // A story of one change says more of it than its title, never only the thanks.
  const about = groups.length ? lead.lead : (lead.about ?? lead.lead);
  const markdown = groups.map((g) => `**${HEADINGS[g.kind]}**\n\n${g.lines.map((l) => `- ${l}`).join('\n')}`);
  const content = [about ?? '', ...markdown, thanks].filter(Boolean).join('\n\n');
  // The posts open with the lead change as a sentence; the lists say what else shipped.
  const opener = sentence(title);
  const thread = storyThread({
    opener,
    groups: posted.map((g) => ({ ...LEAD_INS[g.kind](g.kind === lead.kind), lines: g.lines })),
    // A single change's description goes in its X post as far as whole sentences fit.
    about,
    thanks: (room) => thanksTo(onX, room),
    url: request.projectUrl,
    // A story of one kind of change may be a single post; news of several kinds is a thread.
    severalKinds: new Set([lead.kind, ...posted.map((g) => g.kind)]).size > 1,
  });
  // After the opener, the lead change's own first sentence (or a single change's description).
  const headed = posted.map((g) => ({ heading: HEADINGS[g.kind], emoji: EMOJI[g.kind], lines: g.lines }));
  const posts = {
    linkedin: storyPost('linkedin', opener, headed, thanks, request.projectUrl, about),
    discord: storyPost('discord', opener, headed, thanks, request.projectUrl, about),
  };
  const told = [...new Set([lead, ...STORY_KINDS.flatMap(inGroup)].map((i) => i.sha))];
  return { title, content, thread, posts, told, leftOut, people };
}

type StoryRequest = Pick<WriteRequest, 'projectName' | 'projectUrl' | 'tone' | 'voice'> & {
  extraCredits?: string[];
  /** GitHub login → the X handle on their profile: the thread thanks them by it. */
  xHandles?: ReadonlyMap<string, string>;
};

/** The story, or null when it is declined (`storyOrDecline` says why). */
export async function composeStory(
  ai: AiWriter,
  commits: readonly CommitFacts[],
  request: StoryRequest,
): Promise<Story | null> {
  const story = await storyOrDecline(ai, commits, request);
  return 'declined' in story ? null : story;
}
