import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_POST_LENGTH, postMessages, type DashboardCommit, type Post } from '@shiplog/contract';
import { type FakeGithub } from '@shiplog/fakes';
import { posts } from '../src/db/schema';
import { call, createProject, signUpConfirmed, signUpWithGithub, startGithubApp } from './support';
import type { SignedIn, TestApp } from './support';
import { commitBy, fetchCommits, generateFromCommit, listPosts, repoWithCommits } from './support/posts';

describe('posts written from commits', () => {
  let github: FakeGithub;
  let t: TestApp;
  let mona: SignedIn;
  let bob: SignedIn;
  let projectId: string;
  let fetched: DashboardCommit[];
  beforeAll(async () => {
    ({ github, t } = await startGithubApp());
    ({ user: mona } = await signUpWithGithub(t, github, 'mona'));
    bob = await signUpConfirmed(t, 'bob@posts.test');
    const repo = repoWithCommits(github, 'mona', 'app', [
      commitBy('mona', 'feat(api): add a health endpoint', 30),
      commitBy('mona', 'fix: typo', 20),
      commitBy('mona', 'perf: cache the project page', 10),
    ]);
    ({ id: projectId } = await createProject(t, mona, { repository_name: repo, is_private: false }));
    fetched = await fetchCommits(t, mona);
  });
  afterAll(() => t?.close());

  const countPosts = () => t.deps.database.db.$count(posts);

  it('generates a post from a stored commit and keeps it with the commit and project, newest first', async () => {
    const [perf, typo] = fetched;
    const post = await generateFromCommit(t, mona, perf!.id);
    expect(post).toMatchObject({
      commit_id: perf!.id,
      commit_sha: perf!.sha,
      project_id: projectId,
      repo_name: 'mona/app',
      target: 'x',
      tone: 'professional',
      writer: 'builtin',
    });
    expect(post.content.trim()).not.toBe('');
    expect(post.created_at).toBe(post.updated_at);

    // A typo fix is not worth sharing: "Write anyway" (force) writes it all the same.
    const casual = await generateFromCommit(t, mona, typo!.id, {
      target: 'linkedin',
      tone: 'casual',
      force: true,
    });
    expect(casual).toMatchObject({ commit_id: typo!.id, target: 'linkedin', tone: 'casual' });
    const listed = await listPosts(t, mona);
    expect(listed.map((p) => p.id)).toEqual([casual.id, post.id]);
    expect(listed[1]).toEqual(post);
  });

  it('says when a commit is not worth sharing, with the reason, and stores nothing', async () => {
    const typo = fetched.find((c) => c.message === 'fix: typo')!;
    const before = await countPosts();
    const res = await call(t, 'POST', '/api/posts/generate', { as: mona, payload: { commit_id: typo.id } });
    expect(res.statusCode, res.body).toBe(422);
    const { error } = res.json();
    expect(error.code).toBe('NOT_WORTH_SHARING');
    expect(error.message).toMatch(/typo/i);
    expect(await countPosts()).toBe(before);
  });

  it('writes another wording on Regenerate, without spending the paid limit', async () => {
    const perf = fetched.find((c) => c.message.startsWith('perf:'))!;
    const texts: string[] = [];
    for (const variant of [0, 1, 2, 3])
      texts.push((await generateFromCommit(t, mona, perf.id, { variant })).content);
    // Each wording differs from the one it replaces.
    for (let i = 1; i < texts.length; i++) expect(texts[i], `regeneration ${i}`).not.toBe(texts[i - 1]);
  });

  it("refuses someone else's commit or an unknown one with 404, storing nothing", async () => {
    const before = await countPosts();
    for (const commitId of [fetched[0]!.id, 'no-such-commit']) {
      const res = await call(t, 'POST', '/api/posts/generate', { as: bob, payload: { commit_id: commitId } });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(postMessages.commitNotFound);
    }
    const bad = await call(t, 'POST', '/api/posts/generate', {
      as: mona,
      payload: { commit_id: fetched[0]!.id, target: 'myspace' },
    });
    expect(bad.statusCode).toBe(400);
    expect(await countPosts()).toBe(before);
  });

  it('lets only the author read, edit and delete a post', async () => {
    const post = await generateFromCommit(t, mona, fetched[2]!.id);
    const url = `/api/posts/${post.id}`;
    expect(await listPosts(t, bob)).toEqual([]);
    const theirEdit = await call(t, 'PUT', url, { as: bob, payload: { content: 'Hijacked' } });
    expect(theirEdit.statusCode).toBe(404);
    expect(theirEdit.json().error.message).toBe(postMessages.notFound);
    expect((await call(t, 'DELETE', url, { as: bob })).statusCode).toBe(404);

    const edit = await call(t, 'PUT', url, { as: mona, payload: { content: '  Shipped a health check.  ' } });
    expect(edit.statusCode, edit.body).toBe(200);
    const edited = edit.json<Post>();
    expect(edited).toMatchObject({
      id: post.id,
      content: 'Shipped a health check.',
      created_at: post.created_at,
    });
    expect(Date.parse(edited.updated_at!)).toBeGreaterThanOrEqual(Date.parse(post.updated_at!));
    expect((await listPosts(t, mona)).find((p) => p.id === post.id)?.content).toBe('Shipped a health check.');

    const empty = await call(t, 'PUT', url, { as: mona, payload: { content: '   ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.issues[0].message).toBe(postMessages.contentRequired);
    const long = await call(t, 'PUT', url, {
      as: mona,
      payload: { content: 'x'.repeat(MAX_POST_LENGTH + 1) },
    });
    expect(long.statusCode).toBe(400);

    expect((await call(t, 'DELETE', url, { as: mona })).statusCode).toBe(204);
    expect((await call(t, 'DELETE', url, { as: mona })).statusCode).toBe(404);
    expect((await listPosts(t, mona)).some((p) => p.id === post.id)).toBe(false);
  });

  it("names its project's short address, for a share that points at the project's canonical page", async () => {
    const repo = repoWithCommits(github, 'mona', 'lamp', [
      commitBy('mona', 'feat: dim the lamp at night', 1),
    ]);
    const { id: lamp } = await createProject(t, mona, { repository_name: repo, is_private: false });
    const named = await call(t, 'PUT', `/api/projects/${lamp}`, { as: mona, payload: { slug: 'lamp-app' } });
    expect(named.statusCode, named.body).toBe(200);
    const commit = (await fetchCommits(t, mona)).find((c) => c.repo_name === repo)!;
    const post = await generateFromCommit(t, mona, commit.id);
    expect(post).toMatchObject({ project_id: lamp, project_slug: 'lamp-app' });
    expect((await listPosts(t, mona)).find((p) => p.id === post.id)?.project_slug).toBe('lamp-app');
    const edit = await call(t, 'PUT', `/api/posts/${post.id}`, { as: mona, payload: { content: 'Dimmer.' } });
    expect(edit.json<Post>().project_slug).toBe('lamp-app');
    // A project without a short address names none: its page is at /projects/{id}.
    expect((await listPosts(t, mona)).find((p) => p.id !== post.id)?.project_slug).toBeNull();
  });

  it('keeps posts when their project is deleted', async () => {
    const repo = repoWithCommits(github, 'mona', 'side', [commitBy('mona', 'feat: side quest', 1)]);
    const { id: sideProject } = await createProject(t, mona, { repository_name: repo, is_private: false });
    const commit = (await fetchCommits(t, mona)).find((c) => c.repo_name === repo)!;
    const post = await generateFromCommit(t, mona, commit.id);
    expect(post.project_id).toBe(sideProject);
    expect((await call(t, 'DELETE', `/api/projects/${sideProject}`, { as: mona })).statusCode).toBe(204);
    const kept = (await listPosts(t, mona)).find((p) => p.id === post.id);
    expect(kept).toMatchObject({ content: post.content, project_id: null, commit_id: commit.id });
  });

  it('needs a session for every posts route', async () => {
    const requests = [
      call(t, 'GET', '/api/posts'),
      call(t, 'POST', '/api/posts/generate', { payload: { commit_id: fetched[0]!.id } }),
      call(t, 'PUT', '/api/posts/x', { payload: { content: 'x' } }),
      call(t, 'DELETE', '/api/posts/x'),
    ];
    for (const res of await Promise.all(requests)) expect(res.statusCode).toBe(401);
  });
});
