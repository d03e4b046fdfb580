import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeGithub } from '@shiplog/fakes';
import { call, type SignedIn, signUpWithGithub, startGithubApp, type TestApp, walkList } from './support';

describe('repositories and commits from GitHub', () => {
  let github: FakeGithub;
  let t: TestApp;
  beforeAll(async () => ({ github, t } = await startGithubApp()));
  afterAll(() => t?.close());

  const get = (url: string, user?: SignedIn) => call(t, 'GET', url, { as: user });
  const githubCalls = (path: string) => github.requests.filter((r) => r.path === path);
  const connected = (login: string, scopes?: string) => signUpWithGithub(t, github, login, scopes);
  const minutesAgo = (n: number) => new Date(Date.UTC(2025, 5, 1, 12, 0) - n * 60_000).toISOString();

  it('lists every page of owned and collaborated repositories, most recently pushed first', async () => {
    github.addUser({ login: 'lin' });
    const order = Array.from({ length: 128 }, (_, i) => (i * 37) % 128);
    for (const i of order) {
      github.addRepo('lin', {
        name: `repo-${String(i).padStart(3, '0')}`,
        pushed_at: minutesAgo(2 * i + 2),
        description: i % 2 ? `Repository ${i}` : null,
        language: i % 3 ? 'TypeScript' : null,
        stargazers_count: i,
        private: i % 5 === 0,
      });
    }
    github.addUser({ login: 'kim' });
    const shared = github.addRepo('kim', {
      name: 'shared',
      private: true,
      pushed_at: minutesAgo(5),
      collaborators: ['lin'],
    });
    github.addRepo('kim', { name: 'not-lins', pushed_at: minutesAgo(0) });
    const { user } = await connected('lin');
    github.clearRequests();

    // A page of 100 at most; its Link names the next page.
    const walked = await walkList<{ full_name: string }>(t, '/api/github/repos', { as: user });
    expect(walked.pages.map((page) => page.length)).toEqual([100, 29]);
    expect(walked.urls).toEqual(['/api/github/repos', '/api/github/repos?page=2']);
    const repos = walked.pages.flat();
    expect(repos).toHaveLength(129);
    expect(repos.slice(0, 4).map((r) => r.full_name)).toEqual([
      'lin/repo-000',
      'lin/repo-001',
      'kim/shared',
      'lin/repo-002',
    ]);
    expect(repos.at(-1)!.full_name).toBe('lin/repo-127');
    expect(repos.find((r) => r.full_name === 'lin/repo-007')).toEqual({
      id: github.repo('lin/repo-007')!.id,
      name: 'repo-007',
      full_name: 'lin/repo-007',
      description: 'Repository 7',
      language: 'TypeScript',
      stargazers_count: 7,
      private: false,
    });
    expect(repos.find((r) => r.full_name === 'kim/shared')).toMatchObject({ id: shared.id, private: true });
    expect(repos.find((r) => r.full_name === 'lin/repo-000')).toMatchObject({
      description: null,
      language: null,
      private: true,
    });

    const pages = githubCalls('/user/repos');
    expect(pages.map((p) => p.query.page ?? '1')).toEqual(['1', '2']);
    expect(pages[0]!.query).toMatchObject({
      affiliation: 'owner,collaborator',
      sort: 'pushed',
      per_page: '100',
    });

    // The other path family answers the same, from the short-lived cache.
    const again = await walkList<{ full_name: string }>(t, '/api/repos', { as: user });
    expect(again.pages.flat()).toEqual(repos);
    expect(githubCalls('/user/repos')).toHaveLength(2);
  });

  it('sees only public repositories through a token without the repo scope', async () => {
    github.addUser({ login: 'pia' });
    github.addRepo('pia', { name: 'open' });
    github.addRepo('pia', { name: 'closed', private: true });
    const { user } = await connected('pia', 'read:user user:email');
    const res = await get('/api/repos', user);
    expect(res.json().map((r: { name: string }) => r.name)).toEqual(['open']);
    expect((await get('/api/repos/pia/closed/commits', user)).json()).toEqual([]);
  });

  it('lists recent commits in the repository view shape, 10 unless asked otherwise', async () => {
    github.addUser({ login: 'cy' });
    github.addRepo('cy', { name: 'app' });
    for (let i = 1; i <= 12; i++) {
      github.addCommit('cy/app', {
        message: `feat: step ${i}\n\nDetails of step ${i}`,
        author: {
          name: i === 12 ? 'Someone Else' : 'Cy Dev',
          email: 'cy@dev.test',
          login: i === 12 ? null : 'cy',
        },
        date: `2025-03-${String(i).padStart(2, '0')}T10:00:00Z`,
      });
    }
    const { user } = await connected('cy');
    github.clearRequests();

    const res = await get('/api/github/commits/cy/app', user);
    expect(res.statusCode).toBe(200);
    const commits = res.json();
    expect(commits).toHaveLength(10);
    const newest = github.repo('cy/app')!.commits.at(-1)!;
    expect(commits[0]).toEqual({
      sha: newest.sha,
      commit: {
        message: 'feat: step 12\n\nDetails of step 12',
        author: { name: 'Someone Else', date: '2025-03-12T10:00:00Z' },
      },
    });
    expect(commits[1]).toMatchObject({ commit: { author: { name: 'Cy Dev' } }, author: { login: 'cy' } });
    expect(githubCalls('/repos/cy/app/commits')[0]!.query.per_page).toBe('10');

    const three = await get('/api/repos/cy/app/commits?limit=3', user);
    expect(three.json().map((c: { sha: string }) => c.sha)).toEqual(
      commits.slice(0, 3).map((c: { sha: string }) => c.sha),
    );
    expect(githubCalls('/repos/cy/app/commits')[1]!.query.per_page).toBe('3');
    // The full name as one encoded segment reaches the same routes.
    for (const path of [
      '/api/github/commits/cy%2Fapp',
      '/api/repos/cy%2Fapp/commits?limit=3',
      '/api/repos/cy%2fapp/commits?limit=3',
    ]) {
      const encoded = await get(path, user);
      expect(encoded.statusCode, path).toBe(200);
      expect(encoded.json()[0].sha, path).toBe(commits[0].sha);
    }
    expect((await get('/api/repos/cy/app/commits?limit=0', user)).statusCode).toBe(400);
    expect((await get('/api/repos/cy/app/commits?limit=101', user)).statusCode).toBe(400);
  });

  it('answers an empty list for a repository GitHub does not know or that is empty', async () => {
    github.addUser({ login: 'dee' });
    github.addRepo('dee', { name: 'empty' });
    const { user } = await connected('dee');
    for (const path of ['/api/repos/dee/nothing/commits', '/api/github/commits/dee/empty']) {
      const res = await get(path, user);
      expect(res.statusCode, path).toBe(200);
      expect(res.json()).toEqual([]);
    }
    expect(githubCalls('/repos/dee/nothing/commits')).toHaveLength(1);
    expect(githubCalls('/repos/dee/empty/commits')).toHaveLength(1);
  });

  it('revalidates with the ETag on refresh, so an unchanged list costs no rate limit', async () => {
    github.addUser({ login: 'hal' });
    github.addRepo('hal', { name: 'first', pushed_at: minutesAgo(10) });
    const { user } = await connected('hal');
    github.clearRequests();
    const first = await get('/api/repos', user);
    const used = github.rateLimit('hal').used;
    const etag = githubCalls('/user/repos')[0]!;
    expect(etag.headers['if-none-match']).toBeUndefined();

    const refreshed = await get('/api/repos?refresh=1', user);
    expect(refreshed.json()).toEqual(first.json());
    const conditional = githubCalls('/user/repos')[1]!;
    expect(conditional.headers['if-none-match']).toMatch(/^W\/"/);
    expect(github.rateLimit('hal').used).toBe(used);

    github.addRepo('hal', { name: 'second', pushed_at: minutesAgo(1) });
    expect((await get('/api/repos', user)).json()).toHaveLength(1);
    const changed = await get('/api/repos?refresh=true', user);
    expect(changed.json().map((r: { name: string }) => r.name)).toEqual(['second', 'first']);
    expect(github.rateLimit('hal').used).toBe(used + 1);
  });

  it("never answers one user's request from another user's cache", async () => {
    github.addUser({ login: 'ivy' });
    github.addRepo('ivy', { name: 'ivys-repo' });
    github.addUser({ login: 'jon' });
    github.addRepo('jon', { name: 'jons-repo' });
    const ivy = await connected('ivy');
    const jon = await connected('jon');
    expect((await get('/api/repos', ivy.user)).json()[0].name).toBe('ivys-repo');
    github.clearRequests();
    expect((await get('/api/repos', jon.user)).json()[0].name).toBe('jons-repo');
    expect(githubCalls('/user/repos')[0]!.headers.authorization).toBe(`token ${jon.token}`);
  });
});
