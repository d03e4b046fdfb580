import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEXT_CURSOR_HEADER, type DashboardCommit, type RepoCommit } from '@shiplog/contract';
import { commitHistory, type FakeGithub } from '@shiplog/fakes';
import { call, createProject, signUpWithGithub, startGithubApp } from './support';
import type { SignedIn, TestApp } from './support';

/** Any commit can be found: GitHub's list-commits filters, a sha, text, and pages past the newest ten. */
describe('finding any commit of a repository', () => {
  let github: FakeGithub;
  let t: TestApp;
  let ada: SignedIn;
  const repo = 'ada/ferry';
  const newest = new Date(Date.UTC(2025, 8, 30, 17));
  const history = commitHistory({
    author: { name: 'Ada Lind', email: 'ada@ferry.example', login: 'ada' },
    newest,
  });

  beforeAll(async () => {
    ({ github, t } = await startGithubApp());
    ({ user: ada } = await signUpWithGithub(t, github, 'ada'));
    github.addRepo('ada', { name: 'ferry' });
    for (const commit of history) github.addCommit(repo, commit);
    await createProject(t, ada, { repository_name: repo, is_private: false });
  });
  afterAll(() => t?.close());

  const list = async (query: string, path = `/api/github/commits/${repo}`) => {
    const res = await call(t, 'GET', `${path}${query}`, { as: ada });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<RepoCommit[]>().map((c) => c.commit.message);
  };
  const subjects = (from: number, to: number) =>
    history
      .slice(from, to)
      .map((c) => c.message)
      .reverse();
  const commitsAsked = () => github.requests.filter((r) => r.path === `/repos/${repo}/commits`);

  it('keeps the first view: the newest ten, on both path families, asking GitHub for ten', async () => {
    github.clearRequests();
    expect(await list('')).toEqual(subjects(25, 35));
    expect(await list('?limit=10', `/api/repos/${repo}/commits`)).toEqual(subjects(25, 35));
    expect(commitsAsked().map((r) => r.query)).toEqual([{ per_page: '10' }]);
  });

  it('pages past the newest ten with GitHub pages, the last one short', async () => {
    github.clearRequests();
    expect(await list('?page=2')).toEqual(subjects(15, 25));
    expect(await list('?page=4')).toEqual(subjects(0, 5));
    expect(await list('?page=5')).toEqual([]);
    expect(commitsAsked()[0]!.query).toEqual({ per_page: '10', page: '2' });
  });

  it('passes a date range to GitHub as since and until', async () => {
    github.clearRequests();
    // The oldest commit is 34 × 19 hours before the newest; its first week only.
    const since = history[0]!.date!;
    const until = new Date(Date.parse(since) + 7 * 24 * 3600_000).toISOString();
    const found = await list(`?since=${since}&until=${until}`);
    expect(found).toEqual(subjects(0, 9));
    expect(commitsAsked()[0]!.query).toMatchObject({ since, until, per_page: '10' });
    const bad = await call(t, 'GET', `/api/github/commits/${repo}?since=last-week`, { as: ada });
    expect(bad.statusCode).toBe(400);
  });

  it('looks a sha up directly, full or abbreviated', async () => {
    const oldest = github.repo(repo)!.commits[1]!;
    github.clearRequests();
    expect(await list(`?q=${oldest.sha.slice(0, 7)}`)).toEqual([history[1]!.message]);
    expect(await list(`?q=${oldest.sha.toUpperCase()}`)).toEqual([history[1]!.message]);
    expect(commitsAsked()[0]!.query).toEqual({ per_page: '1', sha: oldest.sha.slice(0, 7) });
    expect(await list('?q=0000000')).toEqual([]);
  });

  it('finds text in messages and authors, past the newest ten, in pages', async () => {
    github.clearRequests();
    expect(await list('?q=ical&refresh=1')).toEqual([
      'fix(export): keep the local time zone in iCal files',
      'test: cover the iCal export with two time zones',
      'feat(export): export a timetable as an iCal file',
    ]);
    // GitHub is read 100 at a time: one short page holds the whole history.
    expect(commitsAsked().map((r) => r.query)).toEqual([{ per_page: '100' }]);
    const byRavi = history
      .filter((c) => c.author.name === 'Ravi Menon')
      .map((c) => c.message)
      .reverse();
    expect(byRavi).toHaveLength(11);
    expect(await list('?q=ravi')).toEqual(byRavi.slice(0, 10));
    expect(await list('?q=ravi&page=2')).toEqual(byRavi.slice(10));
    expect(await list('?q=no such words')).toEqual([]);
  });

  it("uses GitHub's author filter for a login or an email", async () => {
    github.clearRequests();
    const found = await list('?author=ravi@ferry.example&limit=20');
    expect(found).toHaveLength(11);
    expect(commitsAsked()[0]!.query).toEqual({ per_page: '20', author: 'ravi@ferry.example' });
  });

  it('answers the dashboard a searched page of stored commits, which can be written about', async () => {
    const first = await call(t, 'POST', '/api/commits/fetch', { as: ada });
    expect(first.json<DashboardCommit[]>()).toHaveLength(10);
    const found = await call(t, 'POST', '/api/commits/fetch?q=magic%20link', { as: ada });
    expect(found.statusCode, found.body).toBe(200);
    const rows = found.json<DashboardCommit[]>();
    expect(rows.map((c) => c.message)).toEqual([
      'fix(accounts): magic link expired after one minute',
      'feat(accounts): sign in with a magic link',
    ]);
    expect(rows[0]).toMatchObject({ id: expect.any(String), repo_name: repo, author_login: 'ada' });
    const older = await call(t, 'POST', '/api/commits/fetch?page=3', { as: ada });
    expect(older.json<DashboardCommit[]>().map((c) => c.message)).toEqual(subjects(5, 15));
    const post = await call(t, 'POST', '/api/posts/generate', {
      as: ada,
      payload: { commit_id: rows[1]!.id },
    });
    expect(post.statusCode, post.body).toBe(201);
  });

  it('says whether another page follows, from what GitHub says, never from a full page', async () => {
    const next = async (query: string, path = `/api/github/commits/${repo}`) => {
      const res = await call(t, 'GET', `${path}${query}`, { as: ada });
      expect(res.statusCode, res.body).toBe(200);
      return [res.headers[NEXT_CURSOR_HEADER] ?? null, res.headers.link ?? null];
    };
    expect(await next('')).toEqual(['2', `</api/github/commits/${repo}?page=2&limit=10>; rel="next"`]);
    expect(await next('?limit=5&page=6', `/api/repos/${repo}/commits`)).toEqual([
      '7',
      `</api/repos/${repo}/commits?page=7&limit=5>; rel="next"`,
    ]);
    // 35 commits: the seventh page of five is full, and the last.
    expect(await list('?limit=5&page=7')).toHaveLength(5);
    expect(await next('?limit=5&page=7')).toEqual([null, null]);
    // A text search knows how many it found: 11 by Ravi.
    expect((await next('?q=ravi'))[0]).toBe('2');
    expect(await next('?q=ravi&page=2')).toEqual([null, null]);
    expect(await next('?q=ravi&limit=11')).toEqual([null, null]);
    expect(await next(`?q=${github.repo(repo)!.commits[1]!.sha}`)).toEqual([null, null]);

    // The dashboard's list of every project's commits, likewise.
    const fetched = async (query: string) => {
      const res = await call(t, 'POST', `/api/commits/fetch${query}`, { as: ada });
      expect(res.statusCode, res.body).toBe(200);
      return [res.json<DashboardCommit[]>().length, res.headers[NEXT_CURSOR_HEADER] ?? null];
    };
    // The first view is what is stored (up to 50); GitHub has more than its first page.
    expect((await fetched(''))[1]).toBe('2');
    expect(await fetched('?page=3')).toEqual([10, '4']);
    expect(await fetched('?page=4')).toEqual([5, null]);
    expect(await fetched('?q=ravi')).toEqual([10, '2']);
    expect(await fetched('?q=ravi&page=2')).toEqual([1, null]);
  });

  it('documents the search parameters in the OpenAPI description of all three lists', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json<{
      paths: Record<
        string,
        Record<string, { parameters?: { name: string; in: string; description?: string }[] }>
      >;
    }>();
    for (const [path, method] of [
      ['/api/github/commits/{owner}/{repo}', 'get'],
      ['/api/repos/{owner}/{repo}/commits', 'get'],
      ['/api/commits/fetch', 'post'],
    ] as const) {
      const query = doc.paths[path]![method]!.parameters!.filter((p) => p.in === 'query');
      expect(
        query.map((p) => p.name),
        path,
      ).toEqual(expect.arrayContaining(['q', 'author', 'since', 'until', 'page']));
      expect(query.find((p) => p.name === 'q')?.description, path).toMatch(/message, sha or author/);
    }
  });

  it('writes an update from a commit older than the newest hundred, looked up by its sha', async () => {
    github.addRepo('ada', { name: 'long-history' });
    const author = { name: 'Ada Lind', email: 'ada@ferry.example', login: 'ada' };
    const start = Date.UTC(2025, 0, 1);
    github.addCommit('ada/long-history', {
      message: 'feat(sync): sync timetables between devices',
      author,
      date: new Date(start).toISOString(),
    });
    for (let i = 1; i <= 105; i++)
      github.addCommit('ada/long-history', {
        message: `chore: routine change ${i}`,
        author,
        date: new Date(start + i * 3600_000).toISOString(),
      });
    const project = await createProject(t, ada, { repository_name: 'ada/long-history', is_private: false });
    const oldest = github.repo('ada/long-history')!.commits[0]!;
    const res = await call(t, 'POST', `/api/projects/${project.id}/updates/generate`, {
      as: ada,
      payload: { commit_sha: oldest.sha.slice(0, 7) },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<{ commit_hash: string }>().commit_hash).toBe(oldest.sha);
  });
});
