import { describe, expect, it } from 'vitest';
import { cleanCommit, notWorthSharing, type CommitFacts, type SkipKind } from '../src/integrations/ai';
import { writeBuiltin } from '../src/integrations/ai/builtin-writer';
import { postRequest } from './support/ai';

const SHA = '3f2a9c1d8e7b6a5f4e3d2c1b0a9f8e7d6c5b4a39';

const facts = (message: string, extra: Partial<CommitFacts> = {}): CommitFacts => ({
  sha: SHA,
  message,
  repository: 'acme/feedkit',
  author: 'Ada Lovelace',
  ...extra,
});
const clean = (message: string, extra: Partial<CommitFacts> = {}) => cleanCommit(facts(message, extra));
const src = (filename: string, additions = 10, deletions = 2) => ({ filename, additions, deletions });

describe('cleanCommit: the noise goes, the facts stay', () => {
  it('takes the conventional prefix, scope, bang, emoji and trailing period off the subject', () => {
    expect(clean('feat(auth)!: add GitHub sign-in with PKCE.')).toMatchObject({
      type: 'feat',
      scope: 'auth',
      breaking: true,
      subject: 'Add GitHub sign-in with PKCE',
    });
    expect(clean(':sparkles: add dark mode')).toMatchObject({ type: 'feat', subject: 'Add dark mode' });
    expect(clean('🐛 Fix crash when the list is empty')).toMatchObject({
      type: 'fix',
      subject: 'Fix crash when the list is empty',
    });
    expect(clean('[ui] Tweak button spacing on mobile')).toMatchObject({
      scope: 'ui',
      subject: 'Tweak button spacing on mobile',
    });
    expect(clean('fix:handle empty payloads').subject).toBe('Handle empty payloads');
  });

  it('keeps issue and pull request numbers as references, never in the subject', () => {
    const c = clean(
      'feat: add RSS feed per project (#214)\n\nCloses #210, fixes GH-12.\n\nSee https://github.com/acme/feedkit/pull/99',
    );
    expect(c.subject).toBe('Add RSS feed per project');
    expect(c.refs).toEqual([214, 210, 12, 99]);
    expect(c.body.join('\n')).not.toMatch(/#\d|GH-\d|github\.com/);
    expect(clean('Fix #123: crash on startup').subject).toBe('Fix crash on startup');
    expect(clean('Merge pull request #12 from octo/dark-mode\n\nAdd dark mode toggle').refs).toEqual([12]);
    // Another repository's issue is not this project's source.
    expect(clean('Fix crash (other/repo#5)').refs).toEqual([]);
  });

  it('drops [skip ci], trailers and shortcodes, and keeps co-authors as credits', () => {
    const c = clean(
      'docs: explain the reverse proxy setup [skip ci] :memo:\n\nThe guide now covers nginx and Caddy.\n\nSigned-off-by: Ada Lovelace <ada@example.com>\nCo-authored-by: Grace Hopper <grace@example.com>\nCo-authored-by: dependabot[bot] <bot@example.com>\nChange-Id: I8a7b6c5d',
    );
    expect(c.subject).toBe('Explain the reverse proxy setup');
    expect(c.body).toEqual(['The guide now covers nginx and Caddy.']);
    expect(c.credits).toEqual(['Grace Hopper']);
    // Only `original` keeps the line as written (to quote it in a reason).
    const { original, ...cleaned } = c;
    expect(original).toBe('docs: explain the reverse proxy setup [skip ci] :memo:');
    expect(JSON.stringify(cleaned)).not.toMatch(/skip ci|Signed-off-by|Change-Id|example\.com|:memo:/);
  });

  it('keeps meaningful list items and drops the squashed "wip", "fix" and "." ones', () => {
    const c = clean(
      'feat(feeds): add RSS feed per project (#214)\n\n* feat: add RSS route\n\n* wip\n\n* fix\n\n* .\n\n* test: cover the RSS feed\n\n* fix typo',
    );
    expect(c.body).toEqual(['- Add RSS route\n- Cover the RSS feed in the tests']);
    expect(c.squashed).toBe(true);
  });

  it('reads the whole commit: files by area, size, body and the pull request of a merge', () => {
    const c = clean('Merge pull request #42 from octo/search\n\nWIP search', {
      pullRequest: {
        number: 42,
        title: 'feat: search projects by tag',
        body: 'Adds a tag filter to the search page.',
      },
      files: [
        src('src/search.ts', 80, 4),
        src('test/search.test.ts', 40, 0),
        src('README.md', 3, 1),
        src('package-lock.json', 200, 90),
      ],
    });
    expect(c).toMatchObject({ type: 'feat', subject: 'Search projects by tag', refs: [42], size: 418 });
    expect(c.body).toEqual(['Adds a tag filter to the search page.']);
    expect(c.files).toMatchObject({
      total: 4,
      byArea: { source: 1, tests: 1, docs: 1, lockfile: 1, config: 0, ci: 0 },
    });
    expect(c.skip).toBeUndefined();
  });

  it('frames the change by what changed, not by its first word', () => {
    expect(clean('Add test for the feed parser', { files: [src('test/feed.test.ts')] }).type).toBe('test');
    expect(clean('Add support for Atom feeds', { files: [src('src/atom.ts', 120, 0)] }).type).toBe('feat');
    expect(clean('feat: a guide to feeds', { files: [src('docs/feeds.md', 40, 0)] }).type).toBe('docs');
  });
});

describe('notWorthSharing: junk is declined with a reason a person can read', () => {
  const cases: [string, string, Partial<CommitFacts>, SkipKind, RegExp][] = [
    ['bare wip', 'wip', {}, 'wip', /work-in-progress commit with no description/],
    ['wip with words', 'WIP: new importer', {}, 'wip', /work-in-progress/],
    ['keyboard mash', 'asdf', {}, 'gibberish', /does not describe a change/],
    ['too vague', 'fix stuff', {}, 'vague', /too vague/],
    ['one word', 'Improvements', {}, 'vague', /too vague/],
    ['merge of a branch', "Merge branch 'main' of github.com:acme/feedkit", {}, 'merge', /branch merge/],
    [
      'untitled pull request merge',
      'Merge pull request #7 from octo/patch-1',
      {},
      'merge',
      /pull request merge/,
    ],
    ['typo fix', 'docs: fix typo in README', { files: [src('README.md', 1, 1)] }, 'typo', /typo/],
    ['formatting', 'style: format with prettier', {}, 'formatting', /formatting/],
    ['lint only', 'fix lint warnings', {}, 'formatting', /formatting or lint/],
    [
      'lockfile only',
      'Resolve install warnings',
      { files: [src('pnpm-lock.yaml', 300, 280)] },
      'lockfile',
      /lockfile/,
    ],
    [
      'dependabot',
      'chore(deps): bump vite from 5.0.12 to 5.1.4',
      { author: 'dependabot[bot]' },
      'dependencies',
      /dependency/,
    ],
    ['renovate', 'Update dependency eslint to v9', { author: 'renovate[bot]' }, 'dependencies', /dependency/],
    ['bump', 'Bump lodash from 4.17.20 to 4.17.21', {}, 'dependencies', /dependency/],
    ['changesets', 'Version Packages', {}, 'release', /release/],
    ['release', 'Release 1.2.3', {}, 'release', /release/],
    ['version tag', 'v1.2.3', {}, 'release', /release/],
    [
      'revert',
      'Revert "feat: add confetti"\n\nThis reverts commit 3f2a9c1d.',
      {},
      'revert',
      /revert of an earlier change \(“add confetti”\)/,
    ],
    ['ci only', 'Cache node_modules', { files: [src('.github/workflows/ci.yml')] }, 'ci', /CI/],
    ['web ui default', 'Update index.ts', {}, 'default-message', /default message/],
    ['web ui create', 'Create README.md', {}, 'default-message', /default message/],
    ['tests only', 'Cover the retry path', { files: [src('test/retry.test.ts')] }, 'tests', /tests only/],
    [
      'tiny docs edit',
      'Clarify the install step',
      { files: [src('docs/install.md', 1, 1)] },
      'docs',
      /small documentation edit/,
    ],
  ];

  it.each(cases)('declines %s', (_name, message, extra, kind, reason) => {
    const c = clean(message, extra);
    expect(c.skip, message).toMatchObject({ kind });
    expect(c.skip!.reason).toMatch(reason);
    expect(c.skip!.reason).toMatch(/^\S.*[.]$/);
    expect(notWorthSharing(c)).toEqual(c.skip);
  });

  it('writes what is worth sharing, even when it is small', () => {
    for (const message of [
      'fix: prevent double submit on the login form',
      'Add support for Atom feeds',
      'docs: explain how to run the app behind a reverse proxy',
      'perf(db): batch inserts in the importer',
      'Fix typo in the config key that broke startup when the file has comments',
    ])
      expect(
        clean(message, { files: [src('src/app.ts'), src('docs/guide.md', 30, 2)] }).skip,
        message,
      ).toBeUndefined();
  });

  it('a vague subject with a real description is worth sharing', () => {
    const c = clean('fix bug\n\nThe login form submitted twice when Enter was pressed quickly.', {
      files: [src('src/login.ts')],
    });
    expect(c.skip).toBeUndefined();
  });

  it('the built-in writer declines junk, and writes it anyway when forced', () => {
    const request = postRequest([facts('wip')], 'professional', 'x');
    expect(writeBuiltin(request)).toEqual({
      declined: true,
      reason: 'A work-in-progress commit with no description: nothing to share yet.',
      writer: 'builtin',
    });
    const forced = writeBuiltin({ ...request, force: true });
    expect(forced.declined).toBeFalsy();
    expect(forced.content).toMatch(/work in progress/i);
    const bump = writeBuiltin({
      ...postRequest([facts('Bump lodash from 4.17.20 to 4.17.21')], 'casual', 'x'),
      force: true,
    });
    expect(bump.content).toMatch(/bumped lodash from 4\.17\.20 to 4\.17\.21/i);
  });

  it('declines several commits only when none of them is worth sharing', () => {
    const junk = [facts('wip'), { ...facts('Bump lodash from 4.17.20 to 4.17.21'), sha: 'b'.repeat(40) }];
    const all = writeBuiltin(postRequest(junk, 'professional', 'x', 'update'));
    expect(all).toMatchObject({
      declined: true,
      reason: expect.stringMatching(/^None of these commits is worth sharing\. /),
    });
    const mixed = writeBuiltin(
      postRequest(
        [...junk, { ...facts('fix: keep the query on reload'), sha: 'c'.repeat(40) }],
        'professional',
        'x',
        'update',
      ),
    );
    expect(mixed.declined).toBeFalsy();
    expect(mixed.title).toBe('Shiplog now keeps the query on reload');
    expect(mixed.content).not.toMatch(/lodash|wip/i);
  });
});
