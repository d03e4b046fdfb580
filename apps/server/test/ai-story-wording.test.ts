import { describe, expect, it } from 'vitest';
import type { CommitFacts } from '../src/integrations/ai';
import { commitMaker, listLines, storyOf } from './support/stories';

/** Invented weeks of commits: how a story's lines and headline read to someone outside the code. */
const commit = commitMaker('d');
const calendar = () => commit('feat: add a calendar view', 'ada', 'src/calendar.tsx', 300);
/** A commit whose files are the given paths. */
const inFiles = (message: string, ...files: string[]): CommitFacts => ({
  ...commit(message, 'mo'),
  files: files.map((filename) => ({ filename, additions: 10, deletions: 1 })),
});
const postsOf = (story: Awaited<ReturnType<typeof storyOf>>) => [
  ...story.thread,
  story.posts.linkedin,
  story.posts.discord,
];

describe('a story names what a commit names in code', () => {
  it('names a language given by its code, and writes a slug as words', async () => {
    const story = await storyOf([
      commit('feat: add hr translation', 'ada', 'src/locales/hr.ts', 200),
      commit('feat: support the new-line-mode setting', 'mo', 'src/sync.ts', 10),
    ]);
    expect(story.title).toBe('Acme added a Croatian (hr) translation');
    expect(story.content).toMatch(/new line mode setting/);
    expect(story.content).not.toMatch(/\ban hr\b|new-line-mode/);
  });
});

describe('a story leaves a line that tells too little out of its posts', () => {
  it('keeps a hedged, asked, two-word-bug or reworked line in the update only, and never leads with it', async () => {
    const story = await storyOf([
      commit('Fix range select bug', 'lee', 'src/select.ts', 900),
      commit('fix bad inference with an overload?', 'lee', 'src/types.ts', 800),
      commit('Add apparently-missing error message', 'lee', 'src/errors.ts', 700),
      commit('Generalize numeric key handling', 'lee', 'src/keys.ts', 600),
      calendar(),
      commit('fix: keep the draft when the upload fails', 'joan', 'src/upload.ts', 10),
    ]);
    expect(story.title).toBe('Acme added a calendar view');
    const lines = listLines(story.content).join('\n');
    for (const words of ['range select bug', 'bad inference', 'apparently-missing', 'numeric key handling']) {
      expect(lines).toContain(words);
      for (const post of postsOf(story)) expect(post).not.toContain(words);
    }
    for (const post of [story.thread.join('\n'), story.posts.linkedin, story.posts.discord])
      expect(post).toMatch(/keep the draft when the upload fails/);
  });
});

describe('a story cuts a long line to its core', () => {
  it('drops a "based on …" tail and asides in parentheses from a line over 100 characters', async () => {
    const story = await storyOf([
      calendar(),
      commit(
        'Added a setting to pick the export format of reports based on the file extension given in the output path of the job',
        'mo',
        'src/export.ts',
      ),
      commit(
        'Show the shortcut for opening the command palette ("ctrl+k" by default) in the title bar of the main window',
        'lee',
        'src/palette.ts',
      ),
    ]);
    const lines = listLines(story.content);
    expect(lines).toContain('- Added a setting to pick the export format of reports.');
    expect(lines).toContain(
      '- Made Acme show the shortcut for opening the command palette in the title bar of the main window.',
    );
  });
});

describe('a story keeps the area a change is in', () => {
  it('names the package or top folder all of its files are in, never the project’s own core', async () => {
    const story = await storyOf([
      calendar(),
      inFiles(
        'Improve performance and reduce memory allocation',
        'compat/src/ref.js',
        'jsx-runtime/src/index.js',
      ),
      inFiles(
        'Added a config property to toggle file extensions',
        'packages/acme-codegen/src/generate.ts',
        'packages/acme-codegen/test/a.test.ts',
      ),
      inFiles('feat: show the error cause', 'cli/logging.ts', 'test/cli/cause.js'),
      inFiles('fix: keep the cursor on reload', 'src/cursor.ts', 'compat/src/cursor.js'),
      inFiles('fix: keep the theme on reload', 'packages/acme/src/theme.ts'),
    ]);
    const lines = listLines(story.content);
    expect(lines).toContain(
      '- Improved performance and reduced memory allocation in `compat` and `jsx-runtime`.',
    );
    expect(lines).toContain('- Added a config property to toggle file extensions in `acme-codegen`.');
    expect(lines).toContain('- Made Acme show the error cause in the CLI.');
    expect(lines).toContain('- Made Acme keep the cursor on reload.');
    expect(lines).toContain('- Made Acme keep the theme on reload.');
  });
});

describe('a story files a change by what users get', () => {
  it('lists a new option, a rebound key or a new behaviour as news after the features proper, a stricter check as a fix', async () => {
    const story = await storyOf([
      calendar(),
      commit('Configurable retry delay for webhooks', 'mo', 'src/retry.ts', 400),
      commit('Rebind the undo from ctrl-z to u', 'lee', 'src/keys.ts', 300),
      commit('Filter the tag list rather than search', 'lee', 'src/tags.ts', 200),
      commit('feat: add recurring invoices', 'ada', 'src/invoices.ts', 10),
      commit('Make the date parser only accept valid dates', 'joan', 'src/dates.ts', 10),
      commit('Raise the retry limit for the webhooks', 'joan', 'src/limits.ts', 10),
    ]);
    const [news = '', fixes = '', other = ''] = story.content.split(/\*\*[^*]+\*\*/).slice(1);
    expect(story.content).toMatch(/\*\*New\*\*[\s\S]*\*\*Improved and fixed\*\*[\s\S]*\*\*Other changes\*\*/);
    expect(listLines(news)).toEqual([
      '- Added recurring invoices.',
      '- Made retry delay for webhooks configurable.',
      '- Rebound the undo from ctrl-z to u.',
      '- Made Acme filter the tag list rather than search.',
    ]);
    expect(fixes).toMatch(/only accept valid dates/);
    expect(other).toMatch(/Raised the retry limit/);
  });
});

describe('a story’s headline and opening paragraph', () => {
  it('never leads with a negated code value', async () => {
    const story = await storyOf([
      commit('fix(types): ensure non-undefined `data` on success', 'ada', 'src/types.ts', 900),
      commit('fix: keep the draft when the upload fails', 'joan', 'src/upload.ts', 10),
    ]);
    expect(story.title).toBe('Acme now keeps the draft when the upload fails');
  });

  it('of changes told only in long sentences, leads with the shortest', async () => {
    const story = await storyOf([
      commit(
        'feat: allow scheduled exports that have been paused by an administrator to be resumed by the project owner later on',
        'mo',
        'src/exports.ts',
        500,
      ),
      commit(
        'feat: add a setting to toggle the extensions of the generated files in the export folder of every project',
        'lee',
        'src/ext.ts',
        10,
      ),
    ]);
    expect(story.title).toBe(
      'Acme added a setting to toggle the extensions of the generated files in the export folder of every project',
    );
  });

  it('does not open with a description that orders the code about', async () => {
    const story = await storyOf([
      commit(
        'feat: filter the file list rather than search\n\nChange the file panels to use filtering instead of search. This matches the other views.',
        'ada',
        'src/files.ts',
        200,
      ),
      commit('fix: keep the draft when the upload fails', 'joan', 'src/upload.ts', 10),
    ]);
    expect(story.content).not.toMatch(/Change the file panels/);
    expect(story.posts.linkedin).not.toMatch(/Change the file panels/);
  });
});

describe('a story tells a new feature working', () => {
  it('leaves out a fix to a feature new in the same week, never one that only shares its scope', async () => {
    const story = await storyOf([
      commit('rewrite: `uri query` replace operation', 'ada', 'src/rewrite/query.go', 300),
      commit('Added a null check to avoid segfault on rewrite query ops', 'mo', 'src/rewrite/query.go', 5),
      commit('feat(locales): add Lithuanian locale', 'lee', 'src/locales/lt.ts', 200),
      commit('fix(locales): add type names to the Spanish locale', 'joan', 'src/locales/es.ts', 20),
    ]);
    expect(story.content).not.toMatch(/segfault/);
    expect(story.leftOut.map((l) => l.reason)).toContain(
      'A fix to a feature new in this story: the feature is told, working.',
    );
    expect(story.content).toMatch(/Spanish locale/);
  });
});
