import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { githubMessages, type DashboardCommit } from '@shiplog/contract';
import { type FakeGithub } from '@shiplog/fakes';
import { commits, projects } from '../src/db/schema';
import { call, createProject, signUpConfirmed, signUpWithGithub, startGithubApp } from './support';
import type { SignedIn, TestApp } from './support';
import { commitBy, fetchCommits, repoWithCommits } from './support/posts';

describe('POST /api/commits/fetch', () => {
  let github: FakeGithub;
  let t: TestApp;
  let mona: SignedIn;
  let alphaProject: string;
  let betaProject: string;
  beforeAll(async () => {
    ({ github, t } = await startGithubApp());
    ({ user: mona } = await signUpWithGithub(t, github, 'mona'));
    const alpha = repoWithCommits(github, 'mona', 'alpha', [
      commitBy('mona', 'feat: first', 50),
      commitBy('mona', 'fix: second', 30),
      commitBy('mona', 'docs: third', 10),
    ]);
    const beta = repoWithCommits(github, 'mona', 'beta', [
      commitBy('mona', 'chore: b1', 40),
      commitBy('mona', 'feat: b2', 20),
    ]);
    ({ id: alphaProject } = await createProject(t, mona, { repository_name: alpha, is_private: false }));
    ({ id: betaProject } = await createProject(t, mona, { repository_name: beta, is_private: true }));
  });
  afterAll(() => t?.close());

  const stored = (userId: string) => t.deps.database.db.$count(commits, eq(commits.userId, userId));
  const fetchFresh = (as: SignedIn) => call(t, 'POST', '/api/commits/fetch?refresh=1', { as });
  const messagesOf = (list: DashboardCommit[]) => list.map((c) => c.message);

  it("stores every project repository's commits once and answers them newest first", async () => {
    const first = await fetchCommits(t, mona);
    expect(messagesOf(first)).toEqual(['docs: third', 'feat: b2', 'fix: second', 'chore: b1', 'feat: first']);
    const newest = github.repo('mona/alpha')!.commits.at(-1)!;
    expect(first[0]).toEqual({
      id: expect.any(String),
      repo_name: 'mona/alpha',
      message: 'docs: third',
      committed_at: new Date(newest.author.date).toISOString(),
      sha: newest.sha,
      author_name: 'mona Person',
      author_login: 'mona',
      project_id: alphaProject,
    });
    expect(first.find((c) => c.message === 'feat: b2')?.project_id).toBe(betaProject);
    const times = first.map((c) => Date.parse(c.committed_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    // Fetching again (GitHub asked anew) inserts nothing and answers the same rows.
    const again = await fetchFresh(mona);
    expect(again.statusCode).toBe(200);
    expect(again.json<DashboardCommit[]>().map((c) => c.id)).toEqual(first.map((c) => c.id));
    expect(await stored(mona.userId)).toBe(5);
  });

  it('takes the 10 newest commits of a repository and adds new ones on the next fetch', async () => {
    const many = repoWithCommits(
      github,
      'mona',
      'many',
      Array.from({ length: 12 }, (_, i) => commitBy('mona', `many ${i + 1}`, 200 - i)),
    );
    await createProject(t, mona, { repository_name: many, is_private: false });
    const listed = await fetchCommits(t, mona);
    const fromMany = listed.filter((c) => c.repo_name === 'mona/many').map((c) => c.message);
    expect(fromMany).toEqual(Array.from({ length: 10 }, (_, i) => `many ${12 - i}`));

    github.addCommit('mona/alpha', commitBy('mona', 'feat: fourth', 1));
    const later = (await fetchFresh(mona)).json<DashboardCommit[]>();
    expect(later[0]!.message).toBe('feat: fourth');
    expect(later.slice(1).map((c) => c.id)).toEqual(listed.map((c) => c.id));
  });

  it('skips a repository GitHub does not know and one that fails, keeping the others', async () => {
    await t.deps.database.db
      .insert(projects)
      .values({ userId: mona.userId, name: 'vanished', repositoryName: 'mona/vanished' });
    github.addCommit('mona/alpha', commitBy('mona', 'feat: fifth', 0.5));
    github.addCommit('mona/beta', commitBy('mona', 'feat: b3', 0.5));
    github.failNext('/repos/mona/beta/commits', { status: 502 });
    const res = await fetchFresh(mona);
    expect(res.statusCode, res.body).toBe(200);
    const messages = messagesOf(res.json());
    expect(messages[0]).toBe('feat: fifth');
    // beta's new commit waits for the next fetch; what was stored before still shows.
    expect(messages).not.toContain('feat: b3');
    expect(messages).toContain('feat: b2');
    expect(messagesOf(await fetchFresh(mona).then((r) => r.json()))).toContain('feat: b3');
  });

  it("answers GitHub's error when every repository fails", async () => {
    const before = await stored(mona.userId);
    github.failNext('/repos/mona/', { status: 500, times: 4 });
    const res = await fetchFresh(mona);
    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toBe(githubMessages.unavailable);
    expect(await stored(mona.userId)).toBe(before);
  });

  it("drops a deleted project's commits from the view", async () => {
    const del = await call(t, 'DELETE', `/api/projects/${betaProject}`, { as: mona });
    expect(del.statusCode).toBe(204);
    const listed = await fetchCommits(t, mona);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.filter((c) => c.repo_name === 'mona/beta')).toEqual([]);
  });

  it('shows each user only their own commits', async () => {
    const { user: bob } = await signUpWithGithub(t, github, 'bob');
    await createProject(t, bob, {
      repository_name: repoWithCommits(github, 'bob', 'gamma', [commitBy('bob', 'feat: g1', 5)]),
      is_private: false,
    });
    const monas = new Set((await fetchCommits(t, mona)).map((c) => c.id));
    const bobs = await fetchCommits(t, bob);
    expect(bobs.map((c) => [c.repo_name, c.message])).toEqual([['bob/gamma', 'feat: g1']]);
    expect(bobs.some((c) => monas.has(c.id))).toBe(false);
  });

  it('answers 403 "GitHub account not connected" without a connection or after the token is revoked', async () => {
    const eve = await signUpConfirmed(t, 'eve@commits.test');
    const res = await call(t, 'POST', '/api/commits/fetch', { as: eve });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toContain(githubMessages.notConnected);

    const { user: carol } = await signUpWithGithub(t, github, 'carol');
    await createProject(t, carol, {
      repository_name: repoWithCommits(github, 'carol', 'delta', [commitBy('carol', 'x', 1)]),
      is_private: false,
    });
    github.revokeAllTokens('carol');
    const revoked = await fetchFresh(carol);
    expect(revoked.statusCode).toBe(403);
    expect(revoked.json().error.message).toContain(githubMessages.notConnected);
  });

  it('needs a session', async () => {
    const res = await call(t, 'POST', '/api/commits/fetch');
    expect(res.statusCode).toBe(401);
  });
});
