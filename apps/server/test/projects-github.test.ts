import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { projectMessages, STARS_REFRESH_MS, type Project } from '@shiplog/contract';
import { type FakeGithub } from '@shiplog/fakes';
import { projects } from '../src/db/schema';
import { call, connectGithub, createProject, signUpConfirmed, startGithubApp } from './support';
import type { SignedIn, TestApp } from './support';

describe('projects made from GitHub repositories', () => {
  let github: FakeGithub;
  let t: TestApp;
  let mona: SignedIn;
  beforeAll(async () => {
    ({ github, t } = await startGithubApp());
    mona = await signUpConfirmed(t, 'mona@projects-github.test');
    await connectGithub(t, github, mona, 'mona');
  });
  afterAll(() => t?.close());

  const read = async (id: string) =>
    (await call(t, 'GET', `/api/projects/${id}`, { headers: mona.bearer })).json<Project>();
  const ageStars = (id: string) =>
    t.deps.database.db
      .update(projects)
      .set({ starsCheckedAt: new Date(Date.now() - STARS_REFRESH_MS - 1_000) })
      .where(eq(projects.id, id));

  it('takes the repository id, description, stars and full name from GitHub', async () => {
    const repo = github.addRepo('mona', {
      name: 'Octo-Lamp',
      id: 9_876_543_210,
      description: 'A lamp that lights up on every push',
      stargazers_count: 321,
    });
    const project = await createProject(t, mona, {
      repository_name: 'mona/octo-lamp',
      is_private: false,
    });
    expect(project).toMatchObject({
      name: 'Octo-Lamp',
      description: 'A lamp that lights up on every push',
      repository_name: 'mona/Octo-Lamp',
      repository_id: repo.id,
      github_stars: 321,
      is_private: false,
      user: { username: 'mona' },
    });
    // A second project for the same repository: asked first (409), made once confirmed.
    const second = { repository_name: 'mona/Octo-Lamp', name: 'My lamp', description: 'My words' };
    const asked = await call(t, 'POST', '/api/projects', { headers: mona.bearer, payload: second });
    expect(asked.statusCode).toBe(409);
    expect(asked.json().error).toEqual({
      code: 'CONFLICT',
      message: projectMessages.repositoryInUse('mona/Octo-Lamp'),
    });
    const own = await createProject(t, mona, { ...second, confirm_duplicate: true });
    expect(own).toMatchObject({ name: 'My lamp', description: 'My words', github_stars: 321 });
  });

  it("refuses a stranger's public repository: only one the user can push to is theirs to show", async () => {
    github.addUser({ login: 'torvalds' });
    github.addRepo('torvalds', { name: 'linux', private: false });
    const before = await t.deps.database.db.$count(projects);
    const res = await call(t, 'POST', '/api/projects', {
      headers: mona.bearer,
      payload: { repository_name: 'torvalds/linux', is_private: false },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toEqual({
      code: 'UNPROCESSABLE',
      message: projectMessages.repositoryNoPush('torvalds/linux'),
    });
    // Nor can an existing project be moved onto it.
    const mine = await createProject(t, mona, { repository_name: 'mona/Octo-Lamp', confirm_duplicate: true });
    const moved = await call(t, 'PUT', `/api/projects/${mine.id}`, {
      headers: mona.bearer,
      payload: { repository_name: 'torvalds/linux' },
    });
    expect(moved.statusCode).toBe(422);
    expect(
      (await call(t, 'GET', `/api/projects/${mine.id}`, { headers: mona.bearer })).json().repository_name,
    ).toBe('mona/Octo-Lamp');
    expect(await t.deps.database.db.$count(projects)).toBe(before + 1);
  });

  it('refuses a repository GitHub does not show the user', async () => {
    const before = await t.deps.database.db.$count(projects);
    const res = await call(t, 'POST', '/api/projects', {
      headers: mona.bearer,
      payload: { repository_name: 'mona/does-not-exist' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(projectMessages.repositoryNotFound);
    github.addUser({ login: 'someone' });
    github.addRepo('someone', { name: 'secret', private: true });
    const hidden = await call(t, 'POST', '/api/projects', {
      headers: mona.bearer,
      payload: { repository_name: 'someone/secret' },
    });
    expect(hidden.json().error.message).toBe(projectMessages.repositoryNotFound);
    expect(await t.deps.database.db.$count(projects)).toBe(before);
  });

  it('keeps what the user sent when GitHub fails, and refreshes the stars on a later read', async () => {
    github.addRepo('mona', { name: 'flaky', description: 'From GitHub', stargazers_count: 12 });
    github.failNext('/repos/mona/flaky', { status: 502 });
    const project = await createProject(t, mona, {
      repository_name: 'mona/flaky',
      repository_id: 55,
      description: 'Typed by Mona',
    });
    expect(project).toMatchObject({
      name: 'flaky',
      description: 'Typed by Mona',
      repository_id: 55,
      github_stars: 0,
    });

    // Never checked: the first read answers at once and asks GitHub in the background.
    expect((await read(project.id)).github_stars).toBe(0);
    await vi.waitFor(async () => expect((await read(project.id)).github_stars).toBe(12));
  });

  it('never fails a read because of GitHub, and asks GitHub at most once per period', async () => {
    github.addRepo('mona', { name: 'steady', stargazers_count: 5 });
    github.failNext('/repos/mona/steady', { status: 503 });
    const project = await createProject(t, mona, { repository_name: 'mona/steady' });
    const asked = () => github.requests.filter((r) => r.path === '/repos/mona/steady').length;

    github.clearRequests();
    github.failNext('/repos/mona/steady', { status: 500 });
    const res = await call(t, 'GET', `/api/projects/${project.id}`, { headers: mona.bearer });
    expect(res.statusCode).toBe(200);
    expect(res.json().github_stars).toBe(0);
    await vi.waitFor(() => expect(asked()).toBe(1));
    // The failed attempt counts as the period's check: later reads do not ask again.
    for (let i = 0; i < 3; i++) expect((await read(project.id)).github_stars).toBe(0);
    expect(asked()).toBe(1);

    await ageStars(project.id);
    await read(project.id);
    await vi.waitFor(async () => expect((await read(project.id)).github_stars).toBe(5));
    expect(asked()).toBe(2);
  });

  it('creates from what was sent when the user has no GitHub connection', async () => {
    const eve = await signUpConfirmed(t, 'eve@projects-github.test');
    github.clearRequests();
    const project = await createProject(t, eve, { repository_name: 'mona/Octo-Lamp' });
    expect(project).toMatchObject({
      name: 'Octo-Lamp',
      description: '',
      repository_id: null,
      github_stars: 0,
    });
    expect(github.requests).toEqual([]);
  });
});
