import { describe, expect, it } from 'vitest';
import { xLength } from '@shiplog/contract';
import { commitMaker, listLines, storyOf } from './support/stories';

/** Invented weeks of commits, each as a story by the built-in writer, told on X. */
const commit = commitMaker('c');

/** The words that start a group in a part, where it starts and where a later part goes on with it. */
const LEAD_IN =
  /^(New|Also new|More new features|Fixes and improvements|More fixes and improvements|Other changes|More changes):$/;

/** A part's paragraphs, its "n/m " number taken off. */
const paragraphs = (part: string) => part.replace(/^\d\/\d /, '').split('\n\n');
/** A part's list lines, without their bullets. */
const bullets = (part: string) =>
  part
    .split('\n')
    .filter((l) => l.startsWith('• '))
    .map((l) => l.slice(2));

/** Each part a post a person would write: numbered in order, within 280, each list after the words that say its group. */
function expectReadableThread(thread: string[]) {
  expect(thread.length).toBeGreaterThan(1);
  expect(thread.length).toBeLessThanOrEqual(4);
  thread.forEach((part, i) => {
    expect(part.startsWith(`${i + 1}/${thread.length} `), part).toBe(true);
    expect(xLength(part)).toBeLessThanOrEqual(280);
    expect(part, 'no Markdown heading or dash bullet').not.toMatch(/\*\*|^#|^- |\n- /m);
    for (const [k, paragraph] of paragraphs(part).entries()) {
      const [first, ...rest] = paragraph.split('\n');
      if (i === 0 && k === 0) continue; // the opener
      if (!rest.length) continue; // the thanks, the link
      // A list: the group in words, then at least one change, each a whole sentence.
      expect(first, paragraph).toMatch(LEAD_IN);
      for (const line of rest) expect(line, paragraph).toMatch(/^• [A-Z`].*[.]$/);
    }
    // Every part after the first starts with the words of a group, never a bullet or the thanks.
    if (i > 0) expect(paragraphs(part)[0]!.split('\n')[0]).toMatch(LEAD_IN);
  });
}

const week = () => [
  commit('feat: add a calendar view', 'ada', 'src/calendar.tsx', 300),
  commit('feat: add recurring invoices', 'ada', 'src/invoices.ts', 200),
  commit('feat: add a compact density to the tables', 'mo', 'src/density.ts', 120),
  commit('feat: add keyboard shortcuts to the board', 'lee', 'src/board.ts', 90),
  commit('fix: keep the search filter after a reload of the page', 'grace', 'src/search.ts', 40),
  commit('fix: show the right currency on receipts sent by mail', 'linus', 'src/receipts.ts', 30),
  commit('fix: round the tax total to cents on every invoice', 'grace', 'src/tax.ts', 20),
  commit('fix: keep the scroll position when a modal closes', 'joan', 'src/modal.ts', 10),
  // Changes that stay under "Other changes" (an option or a behaviour would be news).
  commit('Raise the retry limit for the webhooks', 'mo', 'src/retry.ts', 40),
  commit('Rename the Billing tab of the settings to Invoices', 'lee', 'src/list.ts', 30),
];

describe('a story as an X thread a person would post', () => {
  it('starts every group with its words, lists whole changes under them, numbered in order, nothing lost', async () => {
    const story = await storyOf(week());
    expectReadableThread(story.thread);
    // Every change the update lists is told once, whole, in the thread.
    const told = story.thread.flatMap(bullets);
    expect(told.toSorted()).toEqual(
      listLines(story.content)
        .map((l) => l.slice(2))
        .toSorted(),
    );
    expect(story.thread[0]).toMatch(/^1\/\d Acme added a calendar view\.\n\nAlso new:\n• /);
    expect(story.thread.at(-1)).toMatch(
      /\n\nThanks to ada, mo, lee, grace, linus and joan\.\n\nhttps:\/\/shiplog\.example\/p\/acme$/,
    );
  });

  it('cuts between groups where they fit, and a group going on in the next part says so', async () => {
    const story = await storyOf(week());
    const starts = story.thread.slice(1).map((part) => paragraphs(part)[0]!.split('\n')[0]);
    // This week's three groups fit in three parts: no part starts in the middle of one.
    expect(starts).toEqual(['Fixes and improvements:', 'Other changes:']);
    const fixes = await storyOf(
      Array.from({ length: 9 }, (_, i) =>
        commit(`fix: keep the filter of saved search number ${i + 1} after a reload of the page`, `dev${i}`),
      ),
    );
    expectReadableThread(fixes.thread);
    for (const part of fixes.thread.slice(1))
      expect(part).toMatch(/^\d\/\d More fixes and improvements:\n• /);
  });

  it('counts the changes four parts cannot hold and links the update that lists them, still naming people', async () => {
    const people = Array.from({ length: 12 }, (_, i) => `contributor-number-${i + 1}`);
    const story = await storyOf(
      Array.from({ length: 30 }, (_, i) =>
        commit(`fix: keep the layout of dashboard widget number ${i + 1} when resizing`, people[i % 12]),
      ),
    );
    expectReadableThread(story.thread);
    expect(story.thread).toHaveLength(4);
    const last = story.thread.at(-1)!;
    const untold = Number(
      /The full update lists (\d+) more changes: https:\/\/shiplog\.example\/p\/acme$/.exec(last)?.[1],
    );
    expect(untold).toBeGreaterThan(0);
    expect(story.thread.flatMap(bullets).length + untold).toBe(listLines(story.content).length);
    expect(last).toMatch(/\n\nThanks to contributor-number-1, contributor-number-2, .* and \d+ others\.\n\n/);
  });

  it('tells a week of one kind that fits as one post, its list after the words that say it', async () => {
    const story = await storyOf([
      commit('feat: add a dark theme', 'ada', 'src/theme.ts', 90),
      commit('feat: add tags to notes', 'grace', 'src/tags.ts', 60),
    ]);
    expect(story.thread).toEqual([
      'Acme added a dark theme.\n\nAlso new:\n• Added tags to notes.\n\nThanks to ada and grace.\n\nhttps://shiplog.example/p/acme',
    ]);
  });
});
