import { describe, expect, it } from 'vitest';
import type { Significance } from '@shiplog/contract';
import { filteredOut } from '../src/modules/auto-updates/auto-update-filters';
import { readDelivery } from '../src/modules/auto-updates/candidate';
import { plainReleaseNotes } from '../src/modules/auto-updates/release-notes';
import { scoreSignificance, type ChangeFacts } from '../src/domain/significance';
import { mergedPullRequestPayload, pushPayload, releasePayload } from './support/auto-updates';

const push = (messages: string[], more: Partial<ChangeFacts> = {}): ChangeFacts => ({
  source: 'push',
  messages,
  authors: messages.map(() => 'mona'),
  files: ['src/app.ts'],
  filesChanged: 1,
  lines: null,
  commits: messages.length,
  ...more,
});
const merge = (title: string, more: Partial<ChangeFacts> = {}): ChangeFacts => ({
  source: 'merge',
  messages: [title],
  authors: ['mona'],
  files: null,
  filesChanged: 3,
  lines: 40,
  commits: 1,
  ...more,
});
const release = (tag: string, notes = '', prerelease = false): ChangeFacts => ({
  source: 'release',
  messages: [notes],
  authors: ['mona'],
  files: null,
  filesChanged: null,
  lines: null,
  commits: 0,
  tag,
  prerelease,
});

const cases: [string, ChangeFacts, Significance, RegExp][] = [
  ['a feat commit', push(['feat: dark mode']), 'medium', /feat commit: medium/],
  ['a scoped feat commit', push(['feat(ui): dark mode']), 'medium', /feat commit/],
  ['a fix commit', push(['fix: crash on empty input']), 'minor', /fix commit: minor/],
  ['a perf commit', push(['perf: halve the parse time']), 'minor', /perf commit: minor/],
  ...['chore', 'docs', 'test', 'ci', 'style', 'refactor', 'build'].map(
    (type): [string, ChangeFacts, Significance, RegExp] => [
      `a ${type} commit`,
      push([`${type}: tidy up`]),
      'minor',
      new RegExp(`${type} commit: minor`),
    ],
  ),
  ['the highest type of several', push(['fix: a', 'feat: b', 'chore: c']), 'medium', /feat commit/],
  ['commits without a type', push(['Tidy the parser']), 'minor', /without a conventional type: minor/],
  ['`!` after the type', push(['feat!: drop Node 18']), 'major', /breaking-change marker \(feat!\): major/],
  ['`!` after a scope', push(['fix(api)!: rename the field']), 'major', /marker \(fix!\)/],
  [
    'a BREAKING CHANGE footer',
    push(['refactor: new config\n\nBREAKING CHANGE: `port` is now `listen`']),
    'major',
    /BREAKING CHANGE noted: major/,
  ],
  ['a large push (files)', push(['fix: many'], { filesChanged: 25 }), 'medium', /large change \(25 files/],
  [
    'a large push (commits)',
    push(Array.from({ length: 10 }, (_, i) => `fix: ${i}`)),
    'medium',
    /large change \(10 commits\): medium/,
  ],
  ['a large merge (lines)', merge('fix: rewrite', { lines: 900 }), 'medium', /900 lines changed/],
  ['size never makes a change major', merge('feat: huge', { lines: 9_000 }), 'medium', /feat commit/],
  [
    'docs only',
    push(['feat: new guide'], { files: ['README.md', 'docs/guide.md'] }),
    'minor',
    /only documentation/,
  ],
  [
    'tests only',
    push(['feat: cover it'], { files: ['test/app.test.ts', 'src/__tests__/x.ts'] }),
    'minor',
    /only tests changed/,
  ],
  [
    'docs and tests only',
    push(['feat: both'], { files: ['CHANGELOG.md', 'e2e/flow.spec.ts'] }),
    'minor',
    /documentation and tests/,
  ],
  ['code and docs', push(['feat: both'], { files: ['src/readme-parser.ts', 'README.md'] }), 'medium', /feat/],
  [
    'dependabot',
    merge('Bump vite from 8.2 to 8.3', { authors: ['dependabot[bot]'] }),
    'minor',
    /dependabot\[bot\]/,
  ],
  ['renovate', push(['fix(deps)!: update x to v2'], { authors: ['renovate[bot]'] }), 'minor', /renovate/],
  [
    'a bot among people',
    push(['feat: a', 'chore: b'], { authors: ['mona', 'dependabot[bot]'] }),
    'medium',
    /feat/,
  ],
  ['a merged pull request without a type', merge('Update the README'), 'medium', /merged pull request/],
  // A word every object answers to is no conventional type.
  [
    '"constructor:" is not a type',
    push(['constructor: read options once']),
    'minor',
    /without a conventional type/,
  ],
  ['"toString:" is not a type', merge('toString: quote names'), 'medium', /merged pull request/],
  ['a fix pull request', merge('fix: typo'), 'minor', /fix commit/],
  ['a release', release('v1.4.0'), 'medium', /a release is at least medium/],
  ['a patch release', release('1.4.1'), 'medium', /at least medium/],
  ['a major release', release('v2.0.0'), 'major', /v2\.0\.0 is a new major version: major/],
  ['a major pre-release', release('v2.0.0', '', true), 'medium', /at least medium/],
  ['0.0.0 is not a major bump', release('0.0.0'), 'medium', /at least medium/],
  ['release notes with breaking changes', release('1.5.0', '## BREAKING CHANGES\n- x'), 'major', /BREAKING/],
];

describe('significance rules', () => {
  it.each(cases)('%s', (_name, facts, expected, reason) => {
    const scored = scoreSignificance(facts);
    expect(scored.significance).toBe(expected);
    expect(scored.reasons.join('; ')).toMatch(reason);
  });
});

describe('filters', () => {
  const settings = {
    enabled: true,
    tone: 'professional' as const,
    commit_types: ['push' as const, 'release' as const],
    min_significance: 'medium' as const,
    weekly_story: false,
  };
  it('says which filter decided', () => {
    expect(filteredOut({ ...settings, enabled: false }, 'push', 'major')).toBe(
      'major push: automatic updates are turned off',
    );
    expect(filteredOut(settings, 'merge', 'major')).toBe('major merge: merges are not selected');
    expect(filteredOut(settings, 'push', 'minor')).toBe('minor push below the medium threshold');
    expect(filteredOut(settings, 'push', 'medium')).toBeNull();
    expect(filteredOut({ ...settings, min_significance: 'major' }, 'release', 'medium')).toBe(
      'medium release below the major threshold',
    );
    expect(filteredOut({ ...settings, min_significance: 'minor' }, 'push', 'minor')).toBeNull();
  });
});

describe('reading deliveries (GitHub example payloads)', () => {
  const repo = 'mona/engine';
  const skipOf = (event: string, payload: unknown) => readDelivery(event, JSON.stringify(payload));

  it('takes every distinct commit of a push to the default branch', () => {
    const payload = pushPayload(repo, [
      { message: 'feat: a', files: ['src/a.ts'] },
      { message: 'fix: b', files: ['src/b.ts'] },
    ]);
    payload.commits.push({ ...payload.commits[0], id: 'f'.repeat(40), distinct: false });
    const reading = skipOf('push', payload);
    expect('candidate' in reading && reading.candidate).toMatchObject({
      source: 'push',
      commits: [{ message: 'feat: a' }, { message: 'fix: b' }],
      facts: { files: ['src/a.ts', 'src/b.ts'], commits: 2 },
    });
  });

  it('skips other branches, tags, deletions and empty pushes', () => {
    const other = { ...pushPayload(repo, [{ message: 'feat: a' }]), ref: 'refs/heads/dev' };
    expect(skipOf('push', other)).toEqual({ skip: 'push to refs/heads/dev, not the default branch main' });
    const deleted = { ...pushPayload(repo, [{ message: 'feat: a' }]), deleted: true };
    expect(skipOf('push', deleted)).toEqual({ skip: 'branch deletion (refs/heads/main)' });
    expect(skipOf('push', pushPayload(repo, []))).toEqual({ skip: 'push without new commits' });
  });

  it('takes merged pull requests into the default branch only', () => {
    const merged = mergedPullRequestPayload(repo, { title: 'feat: search', additions: 30, deletions: 5 });
    const reading = skipOf('pull_request', merged);
    expect('candidate' in reading && reading.candidate).toMatchObject({
      source: 'merge',
      title: 'feat: search',
      commits: [{ sha: merged.pull_request.merge_commit_sha, additions: 30, deletions: 5 }],
      facts: { lines: 35, filesChanged: merged.pull_request.changed_files },
    });
    const closed = structuredClone(merged);
    closed.pull_request.merged = false;
    expect(skipOf('pull_request', closed)).toEqual({ skip: 'pull request #2 closed without merging' });
    expect(skipOf('pull_request', { ...merged, action: 'opened' })).toMatchObject({
      skip: expect.stringMatching(/^pull request opened/),
    });
    const elsewhere = structuredClone(merged);
    elsewhere.pull_request.base.ref = 'dev';
    expect(skipOf('pull_request', elsewhere)).toMatchObject({ skip: expect.stringMatching(/into dev/) });
  });

  it('takes published releases that are not drafts', () => {
    const published = releasePayload(repo, { tag: 'v1.2.0', name: null, body: 'Notes' });
    const reading = skipOf('release', published);
    expect('candidate' in reading && reading.candidate).toMatchObject({ title: 'v1.2.0', notes: 'Notes' });
    const draft = structuredClone(published);
    draft.release.draft = true;
    expect(skipOf('release', draft)).toEqual({ skip: 'release v1.2.0 is a draft' });
    expect(skipOf('release', { ...published, action: 'created' })).toMatchObject({
      skip: /^release created/,
    });
  });

  it('skips other events and fails on payloads it cannot read', () => {
    expect(skipOf('ping', { zen: 'hi' })).toEqual({ skip: 'ping events do not make updates' });
    expect(readDelivery('push', '{not json')).toEqual({ invalid: 'the push payload is not JSON' });
    expect(skipOf('push', { ref: 'x' })).toEqual({ invalid: 'the push payload is missing fields we need' });
  });
});

describe('release notes as update content', () => {
  it('keeps Markdown and code, drops tags, comments and scripts', () => {
    const notes =
      '## Fixes\r\n\r\n<!-- generated -->\r\n- a < b & c\r\n- <b>bold</b> <script>alert(1)</script>`Array<string>`\r\n\r\n\r\n\r\n```\n<div>kept</div>\n```';
    expect(plainReleaseNotes(notes)).toBe(
      '## Fixes\n\n- a < b & c\n- bold `Array<string>`\n\n```\n<div>kept</div>\n```',
    );
    expect(plainReleaseNotes('<img src=x onerror=alert(1)>Hi<br>there')).toBe('Hi\nthere');
    expect(plainReleaseNotes('x'.repeat(30_000))).toHaveLength(20_000);
  });
});
