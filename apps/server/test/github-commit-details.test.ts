import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { githubMessages } from '@shiplog/contract';
import type { CommitInput, FakeGithub } from '@shiplog/fakes';
import { createAuth } from '../src/integrations/better-auth/auth-instance';
import { createGithubClient, type GithubClient } from '../src/integrations/github';
import { GITHUB_COMMIT_FRESH_MS, GITHUB_FRESH_MS } from '../src/integrations/github/github-client';
import { toCommitDetails, toCommitPull } from '../src/integrations/github/github-map';
import { appErrorOf, signUpWithGithub, startGithubApp, type TestApp } from './support';

const by = (message: string, extra: Partial<CommitInput> = {}): CommitInput => ({
  message,
  author: { name: 'Ada Lovelace', email: 'ada@users.test' },
  date: '2025-03-01T10:00:00Z',
  ...extra,
});

describe('a commit in full from GitHub', () => {
  let github: FakeGithub;
  let t: TestApp;
  let clock = Date.UTC(2025, 2, 1, 12);
  beforeAll(async () => ({ github, t } = await startGithubApp()));
  afterAll(() => t?.close());

  const client = (): GithubClient => createGithubClient(t.deps, createAuth(t.deps), { now: () => clock });
  const calls = (path: string) => github.requests.filter((r) => r.path === path);

  /** A GitHub user with repository `<login>/app`, signed up and connected. */
  async function connected(login: string) {
    github.addUser({ login });
    const repo = github.addRepo(login, { name: 'app' });
    const { user, token } = await signUpWithGithub(t, github, login);
    return { userId: user.userId, token, fullName: repo.full_name };
  }

  it('reads the files and totals of a commit, by its full or short SHA', async () => {
    const { userId, fullName } = await connected('ada');
    const first = github.addCommit(fullName, by('chore: start'));
    const second = github.addCommit(
      fullName,
      by('feat(search): find projects by tag\n\nAlso on the dashboard.', {
        files: [
          { filename: 'src/search.ts', additions: 40, deletions: 3, status: 'added' },
          { filename: 'src/dashboard.tsx', additions: 12, deletions: 9 },
          { filename: 'assets/logo.png', status: 'modified' },
        ],
      }),
    );
    const gh = client();
    const details = await gh.getCommit(userId, fullName, second.sha);
    expect(details).toEqual({
      sha: second.sha,
      message: 'feat(search): find projects by tag\n\nAlso on the dashboard.',
      author: 'Ada Lovelace',
      date: '2025-03-01T10:00:00Z',
      account: null,
      parents: 1,
      files: [
        { filename: 'src/search.ts', additions: 40, deletions: 3 },
        { filename: 'src/dashboard.tsx', additions: 12, deletions: 9 },
        { filename: 'assets/logo.png', additions: 0, deletions: 0 },
      ],
      additions: 52,
      deletions: 12,
    });
    expect(await gh.getCommit(userId, fullName, second.sha.slice(0, 7).toUpperCase())).toEqual(details);

    // A commit made without files has the fake's default one.
    expect(await gh.getCommit(userId, fullName, first.sha)).toMatchObject({
      parents: 0,
      files: [{ filename: 'src/index.ts', additions: 1, deletions: 0 }],
      additions: 1,
      deletions: 0,
    });
  });

  it('keeps the first 100 files, with the totals of the whole commit', async () => {
    const { userId, fullName } = await connected('bulk');
    const files = Array.from({ length: 150 }, (_, i) => ({
      filename: `src/f${i}.ts`,
      additions: 2,
      deletions: 1,
    }));
    const commit = github.addCommit(fullName, by('refactor: everything', { files }));
    const details = await client().getCommit(userId, fullName, commit.sha);
    expect(details!.files).toHaveLength(100);
    expect(details!.files[99]).toEqual({ filename: 'src/f99.ts', additions: 2, deletions: 1 });
    expect(details).toMatchObject({ additions: 300, deletions: 150 });
  });

  it('is null for a SHA GitHub does not know, an empty or unknown repository, or no SHA at all', async () => {
    const { userId, fullName } = await connected('nobody');
    const gh = client();
    expect(await gh.getCommit(userId, fullName, 'a'.repeat(40))).toBeNull(); // 409: no commits yet
    github.addCommit(fullName, by('feat: first'));
    expect(await gh.getCommit(userId, fullName, 'b'.repeat(40))).toBeNull(); // 422
    expect(await gh.getCommit(userId, 'nobody/missing', 'c'.repeat(40))).toBeNull(); // 404
    expect(await gh.pullRequestOf(userId, fullName, 'b'.repeat(40))).toBeNull();
    github.clearRequests();
    expect(await gh.getCommit(userId, fullName, 'main')).toBeNull();
    expect(await gh.getCommit(userId, fullName, '../../user')).toBeNull();
    expect(await gh.pullRequestOf(userId, fullName, 'HEAD')).toBeNull();
    expect(github.requests).toEqual([]);
  });

  it('serves a commit from the cache for a day, then revalidates it with If-None-Match', async () => {
    const { userId, fullName } = await connected('cached');
    const commit = github.addCommit(fullName, by('fix: keep the query on reload'));
    const path = `/repos/${fullName}/commits/${commit.sha}`;
    const gh = client();
    github.clearRequests();
    const first = await gh.getCommit(userId, fullName, commit.sha);
    expect(calls(path)).toHaveLength(1);
    expect(calls(path)[0]!.headers['if-none-match']).toBeUndefined();
    const used = github.rateLimit('cached').used;

    clock += 60 * 60_000;
    expect(await gh.getCommit(userId, fullName, commit.sha)).toEqual(first);
    expect(calls(path)).toHaveLength(1);

    clock += GITHUB_COMMIT_FRESH_MS;
    expect(await gh.getCommit(userId, fullName, commit.sha)).toEqual(first);
    expect(calls(path)).toHaveLength(2);
    expect(calls(path)[1]!.headers['if-none-match']).toMatch(/^W\/"/);
    // Answered 304, which costs no rate limit.
    expect(github.rateLimit('cached').used).toBe(used);

    // "No such commit" is only kept for the usual short time: it may still be pushed.
    const later = 'd'.repeat(40);
    expect(await gh.getCommit(userId, fullName, later)).toBeNull();
    github.addCommit(fullName, by('feat: pushed later', { sha: later }));
    clock += GITHUB_FRESH_MS + 1;
    expect(await gh.getCommit(userId, fullName, later)).toMatchObject({ sha: later });
  });

  it('finds the merged pull request of a commit, else the first listed, else null', async () => {
    const { userId, fullName } = await connected('pulls');
    const long = `Why: ${'x'.repeat(5000)}`;
    const merged = github.addCommit(
      fullName,
      by('feat(search): tags (#42)', {
        pullRequest: [
          { number: 41, title: 'Search by tag (first try)', merged_at: null },
          { number: 42, title: 'Search by tag', body: long },
        ],
      }),
    );
    const open = github.addCommit(
      fullName,
      by('wip: themes', { pullRequest: { title: 'Themes', body: null, merged_at: null } }),
    );
    const alone = github.addCommit(fullName, by('chore: bump'));
    const gh = client();

    const pull = await gh.pullRequestOf(userId, fullName, merged.sha.slice(0, 8));
    expect(pull).toEqual({ number: 42, title: 'Search by tag', body: long.slice(0, 4000) });
    expect(await gh.pullRequestOf(userId, fullName, open.sha)).toEqual({ number: 43, title: 'Themes' });
    expect(await gh.pullRequestOf(userId, fullName, alone.sha)).toBeNull();
    expect(calls(`/repos/${fullName}/commits/${merged.sha.slice(0, 8)}/pulls`)).toHaveLength(1);
  });

  it('keeps a merged pull request for a day, and asks again soon about a commit without one', async () => {
    const { userId, fullName } = await connected('later');
    const commit = github.addCommit(fullName, by('feat: export as CSV'));
    const path = `/repos/${fullName}/commits/${commit.sha}/pulls`;
    const gh = client();
    expect(await gh.pullRequestOf(userId, fullName, commit.sha)).toBeNull();

    github.repo(fullName)!.commits.at(-1)!.pulls.push({
      number: 7,
      title: 'Export as CSV',
      body: 'Closes #3',
      state: 'closed',
      created_at: '2025-03-01T09:00:00Z',
      updated_at: '2025-03-01T10:00:00Z',
      closed_at: '2025-03-01T10:00:00Z',
      merged_at: '2025-03-01T10:00:00Z',
    });
    clock += GITHUB_FRESH_MS + 1;
    const pull = { number: 7, title: 'Export as CSV', body: 'Closes #3' };
    expect(await gh.pullRequestOf(userId, fullName, commit.sha)).toEqual(pull);
    expect(calls(path)).toHaveLength(2);

    clock += 60 * 60_000;
    expect(await gh.pullRequestOf(userId, fullName, commit.sha)).toEqual(pull);
    expect(calls(path)).toHaveLength(2);
  });

  it('reads as not connected once GitHub refuses the token, which is dropped', async () => {
    const { userId, fullName, token } = await connected('revoked');
    const commit = github.addCommit(fullName, by('feat: first'));
    const gh = client();
    github.revokeToken(token);
    const notConnected = { statusCode: 403, message: githubMessages.notConnectedDetail };
    expect(await appErrorOf(gh.getCommit(userId, fullName, commit.sha))).toMatchObject(notConnected);
    expect(await gh.isConnected(userId)).toBe(false);
    expect(await appErrorOf(gh.pullRequestOf(userId, fullName, commit.sha))).toMatchObject(notConnected);
  });

  it('serves both in GitHub’s shapes, with ETags, from the fake', async () => {
    const { fullName } = await connected('shapes');
    const commit = github.addCommit(
      fullName,
      by('feat: lamp', { pullRequest: { number: 5, title: 'Lamp', body: 'Light.' } }),
    );
    const token = github.createToken('shapes', 'repo');
    const api = (path: string, headers: Record<string, string> = {}) =>
      fetch(`${github.apiUrl}/repos/${fullName}${path}`, {
        headers: { authorization: `token ${token}`, 'user-agent': 'test', ...headers },
      });
    const res = await api(`/commits/${commit.sha.slice(0, 7)}/pulls`);
    expect(res.status).toBe(200);
    const [pull] = (await res.json()) as Record<string, unknown>[];
    expect(pull).toMatchObject({
      number: 5,
      state: 'closed',
      title: 'Lamp',
      body: 'Light.',
      merged_at: '2025-03-01T10:00:00Z',
      merge_commit_sha: commit.sha,
      html_url: `${github.webUrl}/${fullName}/pull/5`,
      user: { login: expect.any(String) },
      head: { sha: commit.sha, ref: 'pull-5' },
      base: { ref: 'main' },
    });
    const etag = res.headers.get('etag')!;
    expect((await api(`/commits/${commit.sha.slice(0, 7)}/pulls`, { 'if-none-match': etag })).status).toBe(
      304,
    );

    const unknown = await api(`/commits/${'e'.repeat(40)}/pulls`);
    expect(unknown.status).toBe(422);
    expect(await unknown.json()).toMatchObject({ message: `No commit found for SHA: ${'e'.repeat(40)}` });
    const missing = await fetch(`${github.apiUrl}/repos/shapes/none/commits/${commit.sha}/pulls`, {
      headers: { authorization: `token ${token}`, 'user-agent': 'test' },
    });
    expect(missing.status).toBe(404);
  });
});

describe('reading GitHub’s commit answers', () => {
  const commit = {
    sha: 'abc1234',
    commit: { message: 'fix: x', author: { name: 'Ada' } },
    parents: [{}, {}],
  };

  it('sums the files when GitHub gives no stats, and skips what is not a file', () => {
    expect(
      toCommitDetails({
        ...commit,
        files: [
          { filename: 'a.ts', additions: 3, deletions: 1 },
          { filename: 'b.ts', additions: 'many' },
          { additions: 9 },
          null,
        ],
      }),
    ).toEqual({
      sha: 'abc1234',
      message: 'fix: x',
      author: 'Ada',
      date: null,
      account: null,
      parents: 2,
      files: [
        { filename: 'a.ts', additions: 3, deletions: 1 },
        { filename: 'b.ts', additions: 0, deletions: 0 },
      ],
      additions: 3,
      deletions: 1,
    });
    expect(toCommitDetails({ sha: 'abc', commit: {} })).toEqual({
      sha: 'abc',
      message: '',
      author: '',
      date: null,
      account: null,
      parents: 0,
      files: [],
      additions: 0,
      deletions: 0,
    });
    expect(() => toCommitDetails({ message: 'Not Found' })).toThrow(/other than a commit/);
  });

  it('reads the author’s GitHub account, a bot by its type or its login', () => {
    const account = (author: unknown) => toCommitDetails({ ...commit, author }).account;
    expect(
      account({
        login: 'ada',
        type: 'User',
        avatar_url: 'https://avatars.example/u/1',
        html_url: 'https://github.com/ada',
      }),
    ).toEqual({
      login: 'ada',
      avatarUrl: 'https://avatars.example/u/1',
      profileUrl: 'https://github.com/ada',
      bot: false,
    });
    expect(account({ login: 'renovate', type: 'Bot' })).toMatchObject({ bot: true });
    expect(account({ login: 'dependabot[bot]', type: 'User' })).toMatchObject({ bot: true });
    expect(account(null)).toBeNull();
  });

  it('prefers the merged pull request and drops an empty body', () => {
    expect(
      toCommitPull([
        { number: 1, title: 'Open', body: 'b', merged_at: null },
        { number: 2, title: 'Merged', body: '', merged_at: '2025-01-01T00:00:00Z' },
      ]),
    ).toEqual({ pull: { number: 2, title: 'Merged' }, merged: true, author: null, firstTime: false });
    expect(
      toCommitPull([
        { title: 'no number' },
        { number: 3, title: 'Open', user: { login: 'grace' }, author_association: 'FIRST_TIME_CONTRIBUTOR' },
      ]),
    ).toEqual({
      pull: { number: 3, title: 'Open' },
      merged: false,
      author: { login: 'grace', avatarUrl: null, profileUrl: null, bot: false },
      firstTime: true,
    });
    expect(toCommitPull([])).toBeNull();
    expect(() => toCommitPull({ message: 'Not Found' })).toThrow();
  });
});
