import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BLUESKY_MAX_LENGTH,
  GENERATIONS_PER_WINDOW,
  MASTODON_DEFAULT_MAX_LENGTH,
  blueskyLength,
  mastodonLength,
  generationLimitMessage,
  projectMessages,
  type GeneratePostBody,
  type Post,
} from '@shiplog/contract';
import { createOpenAiServer, type FakeGithub, type FakeLlm } from '@shiplog/fakes';
import { posts } from '../src/db/schema';
import { call, createProject, signUpConfirmed, signUpWithGithub, startGithubApp } from './support';
import type { SignedIn, TestApp } from './support';
import { commitBy, fetchCommits, listPosts, repoWithCommits } from './support/posts';

describe('POST /api/ai/generate-post', () => {
  let github: FakeGithub;
  let t: TestApp;
  let mona: SignedIn;
  let stranger: SignedIn;
  let publicId: string;
  let privateId: string;
  beforeAll(async () => {
    ({ github, t } = await startGithubApp());
    ({ user: mona } = await signUpWithGithub(t, github, 'mona'));
    stranger = await signUpConfirmed(t, 'stranger@generate-post.test');
    const repo = repoWithCommits(github, 'mona', 'lamp', [
      commitBy('mona', 'feat: dim the lamp at night', 5),
    ]);
    ({ id: publicId } = await createProject(t, mona, { repository_name: repo, is_private: false }));
    ({ id: privateId } = await createProject(t, mona, { repository_name: repo, is_private: true }));
  });
  afterAll(() => t?.close());

  const body = (projectId: string, extra: Partial<GeneratePostBody> = {}): GeneratePostBody => ({
    project_id: projectId,
    commit_message: 'feat: dim the lamp at night\n\nThe lamp follows the sunset now.',
    commit_sha: 'ABCDEF1234567',
    author: 'Mona Person',
    ...extra,
  });
  const generate = (as: SignedIn | null, payload: unknown) =>
    call(t, 'POST', '/api/ai/generate-post', { as, payload });
  const countPosts = () => t.deps.database.db.$count(posts);

  it("writes a post for the owner's public and private projects and stores it", async () => {
    for (const projectId of [publicId, privateId]) {
      const res = await generate(mona, body(projectId, { target: 'discord', tone: 'technical' }));
      expect(res.statusCode, res.body).toBe(201);
      const { post } = res.json<{ post: Post }>();
      expect(post).toMatchObject({
        project_id: projectId,
        commit_sha: 'abcdef1234567',
        commit_id: null,
        repo_name: 'mona/lamp',
        target: 'discord',
        tone: 'technical',
      });
      expect(post.content.trim()).not.toBe('');
      expect((await listPosts(t, mona))[0]).toEqual(post);
    }
  });

  it('writes for Bluesky and Mastodon within their limits, the project page linked', async () => {
    for (const [target, measure, limit] of [
      ['bluesky', blueskyLength, BLUESKY_MAX_LENGTH],
      ['mastodon', mastodonLength, MASTODON_DEFAULT_MAX_LENGTH],
    ] as const) {
      const res = await generate(
        mona,
        body(publicId, { target, commit_sha: `${target === 'bluesky' ? 'b' : 'c'}1234567` }),
      );
      expect(res.statusCode, res.body).toBe(201);
      const { post } = res.json<{ post: Post }>();
      expect(post.target).toBe(target);
      expect(measure(post.content), post.content).toBeLessThanOrEqual(limit);
      expect(post.content).toMatch(new RegExp(`/projects/${publicId}$`));
      expect(post.content).not.toContain('**');
    }
  });

  it('links the post to the stored commit the sha names', async () => {
    const [commit] = await fetchCommits(t, mona);
    const res = await generate(mona, body(publicId, { commit_sha: commit!.sha!.slice(0, 7) }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().post).toMatchObject({ commit_id: commit!.id, commit_sha: commit!.sha, target: 'x' });
  });

  it("refuses others' projects (private 404, public 403) and unknown ones, storing nothing", async () => {
    const before = await countPosts();
    const cases = [
      { as: stranger, projectId: privateId, status: 404, message: projectMessages.notFound },
      { as: stranger, projectId: publicId, status: 403, message: projectMessages.notOwner },
      { as: mona, projectId: 'no-such-project', status: 404, message: projectMessages.notFound },
    ];
    for (const c of cases) {
      const res = await generate(c.as, body(c.projectId));
      expect(res.statusCode, `${c.projectId}: ${res.body}`).toBe(c.status);
      expect(res.json().error.message).toBe(c.message);
    }
    expect((await generate(null, body(publicId))).statusCode).toBe(401);
    for (const bad of [{ commit_sha: 'not-a-sha' }, { commit_message: '  ' }, { tone: 'angry' }]) {
      const res = await generate(mona, body(publicId, bad as Partial<GeneratePostBody>));
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(await countPosts()).toBe(before);
  });

  it("does not hold the free built-in writer to the paid providers' limit", async () => {
    const busy = await signUpConfirmed(t, 'busy@generate-post.test');
    const { id: projectId } = await createProject(t, busy, { is_private: false });
    for (let i = 0; i < GENERATIONS_PER_WINDOW + 5; i++) {
      const res = await generate(busy, body(projectId, { variant: i }));
      expect(res.statusCode, `generation ${i + 1}: ${res.body}`).toBe(201);
    }
  });
});

describe('the generation limit with a paid provider', () => {
  let llm: FakeLlm;
  let t: TestApp;
  beforeAll(async () => {
    llm = await createOpenAiServer();
    llm.answerWith('Search results now load as you type, so finding a project takes a moment.');
    ({ t } = await startGithubApp({
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: llm.baseUrl,
      AI_API_KEY: 'test-key',
      AI_MODEL: 'test-model',
    }));
  });
  afterAll(async () => {
    await t.close();
    await llm.close();
  });

  it('allows 20 generations per 10 minutes, then answers one 429 message with the wait in minutes', async () => {
    const busy = await signUpConfirmed(t, 'busy@paid-limit.test');
    const { id: projectId } = await createProject(t, busy, { is_private: false });
    const payload = {
      project_id: projectId,
      commit_message: 'feat: search as you type',
      commit_sha: 'abcdef1234567',
    };
    for (let i = 0; i < GENERATIONS_PER_WINDOW; i++) {
      const res = await call(t, 'POST', '/api/ai/generate-post', { as: busy, payload });
      expect(res.statusCode, `generation ${i + 1}: ${res.body}`).toBe(201);
    }
    const before = await t.deps.database.db.$count(posts);
    const attempts = [
      call(t, 'POST', '/api/ai/generate-post', { as: busy, payload }),
      call(t, 'POST', '/api/posts/generate', { as: busy, payload: { commit_id: 'any' } }),
      call(t, 'POST', `/api/projects/${projectId}/updates/generate`, {
        as: busy,
        payload: { commit_sha: 'abcdef1' },
      }),
      call(t, 'POST', `/api/projects/${projectId}/updates/story`, {
        as: busy,
        payload: { commit_shas: ['abcdef1', 'bcdef12'] },
      }),
    ];
    for (const limited of await Promise.all(attempts)) {
      expect(limited.statusCode).toBe(429);
      const { message } = limited.json().error;
      expect(message).toBe(
        generationLimitMessage(GENERATIONS_PER_WINDOW, Number(limited.headers['retry-after'])),
      );
      expect(message).toMatch(
        /^You have used all 20 generations of the last 10 minutes\. Try again in (1 minute|\d+ minutes)\.$/,
      );
      expect(message).not.toMatch(/Failed|seconds/);
    }
    expect(await t.deps.database.db.$count(posts)).toBe(before);
    // Someone else is not held back.
    const other = await signUpConfirmed(t, 'other@paid-limit.test');
    const { id: otherProject } = await createProject(t, other, { is_private: false });
    const res = await call(t, 'POST', '/api/ai/generate-post', {
      as: other,
      payload: { ...payload, project_id: otherProject },
    });
    expect(res.statusCode, res.body).toBe(201);
  });
});
