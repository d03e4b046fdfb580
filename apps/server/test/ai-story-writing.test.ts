import { describe, expect, it } from 'vitest';
import { xLength } from '@shiplog/contract';
import { createBuiltinWriter } from '../src/integrations/ai/builtin-writer';
import { composeStory } from '../src/integrations/ai/compose/story/compose-story';
import type { CommitFacts } from '../src/integrations/ai';

/** Invented weeks of commits, each as a story by the built-in writer. */
let n = 0;
const commit = (message: string, author = 'ada', file = 'src/app.ts', lines = 20): CommitFacts => ({
  sha: (++n).toString(16).padStart(40, 'a'),
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

describe('a story reads like a person wrote it', () => {
  it('names its most significant change in the title and opens every post with it, no stock intro', async () => {
    const story = await storyOf([
      commit('docs: explain the webhook secret', 'grace', 'docs/webhooks.md'),
      commit('fix: keep the date filter when paging', 'linus'),
      commit('feat(reports): add CSV export', 'ada', 'src/reports/csv.ts', 120),
    ]);
    expect(story.title).toBe('Acme adds CSV export in `reports`');
    expect(story.thread[0]).toMatch(/^(1\/\d )?Acme adds CSV export in `reports`\./);
    expect(story.posts.linkedin.startsWith('Acme adds CSV export in `reports`.')).toBe(true);
    expect(story.posts.discord).toMatch(/^\*\*Acme adds CSV export in `reports`\.\*\*/);
    const all = [story.title, story.content, ...story.thread, story.posts.linkedin, story.posts.discord].join(
      '\n',
    );
    expect(all).not.toMatch(/what['’]s new|more changes?\b|this week in/i);
  });

  it('keeps each author’s phrase as a list item instead of forcing it into a wrong sentence', async () => {
    const story = await storyOf([
      commit('Context consumer unmounting perf (#4526)', 'jovi'),
      commit('fix: check whether the cached tree is still attached (#4318)', 'marvin'),
      commit('Improve startup time and reduce memory use', 'jovi', 'src/boot.ts', 80),
      commit('docs(ecosystem): add DRZL; fix the generator placement', 'omar', 'docs/ecosystem.md'),
      commit('fix: lead time in reports', 'grace', 'src/reports.ts'),
      commit('Fixes for the parser on Windows', 'linus', 'src/parser.ts'),
      commit('Support for Nano ID', 'ivo', 'src/nanoid.ts'),
      commit("Don't omit section headers when filtering the menu", 'stefan', 'src/menu.ts'),
      commit('Rebind redo from <c-z> to Z', 'cowboy', 'src/keys.ts'),
      commit('tls: allow disabling storage cleaning, avoids writing two files', 'francis', 'src/tls.ts', 5),
    ]);
    const lines = listLines(story.content);
    expect(lines).toContain('- Context consumer unmounting perf.');
    expect(lines).toContain('- Checked whether the cached tree is still attached.');
    expect(lines).toContain('- Improved startup time and reduced memory use.');
    expect(lines).toContain('- Added DRZL; fixed the generator placement in the docs.');
    // A noun is not read as a verb: no "led time", no "fixed for".
    expect(lines).toContain('- Lead time in reports.');
    expect(lines).toContain('- Fixes for the parser on Windows.');
    expect(lines).toContain('- Added support for Nano ID.');
    // No imperative left beside past-tense lines, no second clause cut loose, no tag Markdown drops.
    expect(lines).toContain('- Stopped omitting section headers when filtering the menu.');
    expect(lines).toContain('- Rebound redo from `<c-z>` to Z.');
    expect(lines).toContain('- Allowed disabling storage cleaning in `tls`.');
    expect(story.content).not.toMatch(/^- We /m);
    expect(story.title).toBe('Acme supports Nano ID');
  });

  it('tells a change once when a pull request’s merge and its commit both carry it, and leaves out clean-ups', async () => {
    const story = await storyOf([
      commit('Merge pull request #12 from acme/slim-bars\n\nUse slimmer scrollbars', 'jesse'),
      commit('Use slimmer scrollbars', 'jesse', 'src/ui/scrollbar.ts'),
      commit('Cleanup', 'aaron'),
      commit('refactor: extract a helper for the pager', 'stefan'),
      commit('Extract variables', 'stefan'),
      commit('feat: add a keyboard shortcut to squash fixups', 'stefan', 'src/keys.ts', 90),
    ]);
    const lines = listLines(story.content);
    expect(lines.filter((l) => /scrollbars/.test(l))).toEqual(['- Used slimmer scrollbars.']);
    expect(story.content).not.toMatch(/clean ?up|extract/i);
    expect(story.told).toHaveLength(2);
    expect(story.leftOut.map((l) => l.reason).join(' ')).toMatch(/refactor or clean-up/);
  });

  it('files a change by what it does: a crash fix is a fix, a docs page is not a new feature', async () => {
    const story = await storyOf([
      commit('Added a null check to avoid a segfault on rewrite query ops', 'armadi'),
      commit('docs: add a guide to self-hosting behind nginx', 'grace', 'docs/self-hosting.md', 140),
      commit('feat: support placeholders in search patterns', 'zongze'),
    ]);
    const [, fixes, other] = ['**New**', '**Improved and fixed**', '**Other changes**'].map(
      (h) => story.content.split(h)[1]?.split('**')[0],
    );
    expect(fixes).toContain('Added a null check to avoid a segfault on rewrite query ops.');
    expect(other).toContain('Added a guide to self-hosting behind nginx.');
    expect(story.title).toBe('Acme supports placeholders in search patterns');
  });

  it('thanks many contributors on X by name as far as they fit, counting the rest, never cutting a name', async () => {
    const people = Array.from({ length: 16 }, (_, i) => `contributor-with-a-long-name-${i + 1}`);
    const story = await storyOf(
      people.map((p, i) => commit(`fix: handle the empty state of panel number ${i + 1}`, p)),
    );
    const outro = story.thread.at(-1)!;
    expect(outro).toMatch(/Thanks to contributor-with-a-long-name-1, .* and \d+ others\./);
    expect(xLength(outro)).toBeLessThanOrEqual(280);
    expect(story.content).toContain('contributor-with-a-long-name-16.');
  });

  it('packs a short week into as few X posts as it fits, not a post per group', async () => {
    const story = await storyOf([
      commit('feat: add a dark theme', 'ada', 'src/theme.ts', 90),
      commit('feat: add tags to notes', 'ada', 'src/tags.ts', 60),
      commit('fix: keep the search filter after a reload', 'grace'),
      commit('docs: explain the export format', 'linus', 'docs/export.md'),
    ]);
    expect(story.thread).toHaveLength(2);
    expect(story.thread[0]).toMatch(
      /^1\/2 Acme adds a dark theme\.\n✨ Added tags to notes\.\n🐛 Kept the search filter/,
    );
    expect(story.thread[1]).toMatch(/^2\/2 .*Thanks to/s);
    story.thread.forEach((part) => expect(xLength(part)).toBeLessThanOrEqual(280));
  });
});
