import { describe, expect, it } from 'vitest';
import { createBuiltinWriter } from '../src/integrations/ai/builtin-writer';
import { composeStory } from '../src/integrations/ai/compose/story/compose-story';
import type { CommitFacts } from '../src/integrations/ai';

/** Invented weeks of commits: how a story words each line, and what it tells once or not at all. */
let n = 0;
const commit = (message: string, author = 'ada', file = 'src/app.ts', lines = 20): CommitFacts => ({
  sha: (++n).toString(16).padStart(40, 'b'),
  message,
  author,
  repository: 'acme/acme',
  files: [{ filename: file, additions: lines, deletions: 2 }],
  additions: lines,
  deletions: 2,
});
const storyOf = async (commits: CommitFacts[]) => {
  const story = await composeStory(createBuiltinWriter(), commits, {
    projectName: 'Acme',
    projectUrl: 'https://shiplog.example/p/acme',
  });
  expect(story).not.toBeNull();
  return story!;
};
const listLines = (content: string) => content.split('\n').filter((l) => l.startsWith('- '));
const calendar = () => commit('feat: add a calendar view', 'ada', 'src/calendar.tsx', 300);

describe('a story tells its list in one tense', () => {
  it('tells a behaviour in the past beside "Added …" lines, never "Acme now …", and an optional one as the option added', async () => {
    const story = await storyOf([
      calendar(),
      commit('Use compact rows in the invoice table', 'mo', 'src/table.tsx'),
      commit('Optionally hide archived projects in the sidebar', 'mo', 'src/sidebar.tsx'),
      commit('fix: keep the draft when the upload fails', 'lee', 'src/draft.ts'),
    ]);
    const lines = listLines(story.content);
    expect(lines).toContain('- Made Acme use compact rows in the invoice table.');
    expect(lines).toContain('- Added an option to hide archived projects in the sidebar.');
    expect(lines).toContain('- Made Acme keep the draft when the upload fails.');
    for (const text of [story.content, ...story.thread, story.posts.linkedin])
      expect(text).not.toMatch(/^(- |• |\d\/\d )?Acme (now|can now)\b/m);
  });

  it('reads an order that says when or instead of what the software acts as a behaviour, not a one-off act', async () => {
    const story = await storyOf([
      calendar(),
      commit('Clear the selected rows after exporting', 'mo', 'src/export.ts'),
      commit('Filter the tag list rather than search', 'lee', 'src/tags.ts'),
    ]);
    const lines = listLines(story.content);
    expect(lines).toContain('- Made Acme clear the selected rows after exporting.');
    expect(lines).toContain('- Made Acme filter the tag list rather than search.');
    expect(story.content).not.toMatch(/Cleared|Filtered/);
    // Leading a story, a behaviour is what the project now does, its second verb an activity.
    const alone = await storyOf([commit('Filter the tag list rather than search', 'lee', 'src/tags.ts')]);
    expect(alone.title).toBe('Acme now filters the tag list rather than searching');
  });
});

describe('a story leaves out what changed nothing and tells a change once', () => {
  it('leaves out a commit whose description says it is not a behaviour change', async () => {
    const story = await storyOf([
      calendar(),
      commit(
        'List hidden commands in the help menu\n\nThis is not a behavior change: they were listed already, by accident.',
        'mo',
        'src/help.ts',
      ),
      commit('fix: keep the week start on reload', 'lee', 'src/week.ts'),
    ]);
    expect(story.content).not.toMatch(/hidden commands/);
    expect(story.leftOut.map((l) => l.reason)).toContain(
      'Its description says it changes no behaviour: nothing people using the project would notice.',
    );
  });

  it('tells one fix once when a squash log and a commit name it, in the words that say more', async () => {
    const story = await storyOf([
      calendar(),
      commit('More fixes (#9)\n\n* Fix IPv4 parsing false negative\n\n* Ignore tmp files', 'mo', 'src/net.ts'),
      commit('Fix ipv4 parsing - reject addresses with leading zeros', 'lee', 'src/net.ts'),
      commit('Fix a leak', 'lee', 'src/save.ts'),
      commit('Fix a leak in the uploader', 'mo', 'src/upload.ts'),
    ]);
    const lines = listLines(story.content);
    expect(lines.filter((l) => /ipv4/i.test(l))).toEqual(['- Fixed IPv4 parsing false negative.']);
    // "a leak" names too little to be the same fix as a leak in the uploader.
    expect(lines.filter((l) => /leak/.test(l))).toHaveLength(2);
  });
});

describe('a story tells what shipped, not the code’s means', () => {
  it('tells a function called for a purpose as the purpose: a fix when its branch says so', async () => {
    const story = await storyOf([
      calendar(),
      commit('Merge pull request #7 from acme/fix-77\n\ncall `reload` to refresh tokens from the worker', 'mo'),
      commit('Merge pull request #8 from acme/sync\n\nuse `flushQueue()` to send drafts before closing', 'lee'),
    ]);
    const lines = listLines(story.content);
    expect(lines).toContain('- Fixed refreshing tokens from the worker.');
    expect(lines).toContain('- Made Acme send drafts before closing.');
    expect(story.content).not.toMatch(/reload|flushQueue|Called|Used/);
  });
});

describe('a story of one change', () => {
  it('says more than the title and the thanks: the change’s description, in the update and the post', async () => {
    const story = await storyOf([
      commit('chore(deps): update dependency left-pad to v2', 'renovate[bot]', 'package.json', 4),
      commit(
        'fix: keep column widths between exports (#40)\n\nWhen a table was exported twice in one session, the second file lost the widths set by hand. The widths now live with the table, not with the export.',
        'lee',
        'src/export/widths.ts',
        40,
      ),
    ]);
    expect(story.title).toBe('Acme now keeps column widths between exports');
    expect(story.content).toMatch(/^When a table was exported twice in one session, .* not with the export\.\n\nThanks to lee\.$/);
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
