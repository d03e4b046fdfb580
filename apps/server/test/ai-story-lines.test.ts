import { describe, expect, it } from 'vitest';
import { commitMaker, listLines, storyOf } from './support/stories';

/** Invented weeks of commits: how a story words each line, and what it tells once or not at all. */
const commit = commitMaker('b');
const calendar = () => commit('feat: add a calendar view', 'ada', 'src/calendar.tsx', 300);
/** A week of a calendar view and these commit messages, each by its own author in a file of its own. */
const weekOf = (...messages: string[]) =>
  storyOf([calendar(), ...messages.map((m, i) => commit(m, `dev${i}`, `src/part${i}.ts`))]);

describe('a story tells its list in one tense', () => {
  it('tells a behaviour in the past beside "Added …" lines, never "Acme now …", and an optional one as the option added', async () => {
    const story = await weekOf(
      'Use compact rows in the invoice table',
      'Optionally hide archived projects in the sidebar',
      'fix: keep the draft when the upload fails',
    );
    const lines = listLines(story.content);
    expect(lines).toContain('- Made Acme use compact rows in the invoice table.');
    expect(lines).toContain('- Added an option to hide archived projects in the sidebar.');
    expect(lines).toContain('- Made Acme keep the draft when the upload fails.');
    for (const text of [story.content, ...story.thread, story.posts.linkedin])
      expect(text).not.toMatch(/^(- |• |\d\/\d )?Acme (now|can now)\b/m);
  });

  it('titles a story led by a behaviour with what the project now does, its second verb an activity', async () => {
    // Leading a story, a behaviour is what the project now does, its second verb an activity.
    const alone = await storyOf([commit('Filter the tag list rather than search', 'lee', 'src/tags.ts')]);
    expect(alone.title).toBe('Acme now filters the tag list rather than searching');
    // A full sentence gives its object the article it needs.
    const user = await storyOf([commit('Allow user to pick remote when creating a PR', 'lee', 'src/pr.ts')]);
    expect(user.title).toBe('Acme now allows the user to pick remote when creating a PR');
  });
});

/** Weeks, the lines their stories must hold, and words none of their lines may. */
const LINES: [rule: string, messages: string[], holds: string[], never: RegExp][] = [
  [
    'an order saying when or instead of what the software acts is a behaviour, not a one-off act',
    ['Clear the selected rows after exporting', 'Filter the tag list rather than search'],
    [
      '- Made Acme clear the selected rows after exporting.',
      '- Made Acme filter the tag list rather than search.',
    ],
    /Cleared|Filtered/,
  ],
  [
    'a statement in the present is what its subject was made to do, a name keeping its case',
    ['TypeScript types now work with strict mode', 'Generated forms also includes the labels when provided'],
    [
      '- Made TypeScript types work with strict mode.',
      '- Made generated forms also include the labels when provided.',
    ],
    /now work|typeScript|includes/,
  ],
  [
    'a behaviour’s object takes its article as after the verb in the past',
    ['Show confirmation dialog before deleting'],
    ['- Made Acme show a confirmation dialog before deleting.'],
    /show confirmation/,
  ],
  [
    'a function called for a purpose is told as the purpose: a fix when its branch says so',
    [
      'Merge pull request #7 from acme/fix-77\n\ncall `reload` to refresh tokens from the worker',
      'Merge pull request #8 from acme/sync\n\nuse `flushQueue()` to send drafts before closing',
    ],
    ['- Fixed refreshing tokens from the worker.', '- Made Acme send drafts before closing.'],
    /reload|flushQueue|Called|Used/,
  ],
];

describe('a story tells what shipped, in the past, not the code’s means', () => {
  it.each(LINES)('%s', async (_rule, messages, holds, never) => {
    const story = await weekOf(...messages);
    const lines = listLines(story.content);
    for (const line of holds) expect(lines).toContain(line);
    expect(story.content).not.toMatch(never);
  });
});

describe('a story leaves out what changed nothing and tells a change once', () => {
  it('leaves out a commit whose description says it is not a behaviour change', async () => {
    const story = await weekOf(
      'List hidden commands in the help menu\n\nThis is not a behavior change: they were listed already, by accident.',
      'fix: keep the week start on reload',
    );
    expect(story.content).not.toMatch(/hidden commands/);
    expect(story.leftOut.map((l) => l.reason)).toContain(
      'Its description says it changes no behaviour: nothing people using the project would notice.',
    );
  });

  it('tells one fix once when a squash log and a commit name it, in the words that say more', async () => {
    const story = await weekOf(
      'More fixes (#9)\n\n* Fix IPv4 parsing false negative\n\n* Ignore tmp files',
      'Fix ipv4 parsing - reject addresses with leading zeros',
      'Fix a leak',
      'Fix a leak in the uploader',
    );
    const lines = listLines(story.content);
    expect(lines.filter((l) => /ipv4/i.test(l))).toEqual(['- Fixed IPv4 parsing false negative.']);
    // "a leak" names too little to be the same fix as a leak in the uploader.
    expect(lines.filter((l) => /leak/.test(l))).toHaveLength(2);
  });
});

describe('a story of one change', () => {
  it('says more than the title and the thanks: the change’s description, in the update and the post', async () => {
    const widths =
      'fix: keep column widths between exports (#40)\n\nWhen a table was exported twice in one session, the second file lost the widths set by hand. The widths now live with the table, not with the export.';
    const bump = commit('chore(deps): update dependency left-pad to v2', 'renovate[bot]', 'package.json', 4);
    const story = await storyOf([bump, commit(widths, 'lee', 'src/export/widths.ts', 40)]);
    expect(story.title).toBe('Acme now keeps column widths between exports');
    expect(story.content).toMatch(
      /^When a table was exported twice in one session, .* not with the export\.\n\nThanks to lee\.$/,
    );
    expect(story.posts.linkedin).toMatch(/the second file lost the widths set by hand/);
  });
});

describe('a story’s headline', () => {
  it('leads with a change told in a short sentence before one told in a long one', async () => {
    const long =
      'feat: allow scheduled exports that have been paused by an administrator to be resumed by the project owner from the settings page';
    const story = await storyOf([
      commit(long, 'mo', 'src/exports/schedule.ts', 400),
      commit('feat: add a calendar view', 'ada', 'src/calendar.tsx', 100),
    ]);
    expect(story.title).toBe('Acme added a calendar view');
    expect(story.title.length).toBeLessThanOrEqual(100);
    expect(listLines(story.content).join('\n')).toMatch(/paused by an administrator/);
  });
});
