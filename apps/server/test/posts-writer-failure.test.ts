import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts, updates } from '../src/db/schema';
import { createGithubServer, type FakeGithub } from '@shiplog/fakes';
import { call, commitBy, fetchCommits, projectOn, repoWithCommits, unreachableAiEnv } from './posts-support';
import type { SignedIn } from './support/accounts';
import { githubEnv, signUpWithGithub } from './support/github';
import { createTestApp, type TestApp } from './support/test-app';

describe('when the AI provider fails', { timeout: 90_000 }, () => {
  let github: FakeGithub;
  let t: TestApp;
  let mona: SignedIn;
  let projectId: string;
  beforeAll(async () => {
    github = await createGithubServer();
    t = await createTestApp({ env: { ...githubEnv(github), ...(await unreachableAiEnv()) } });
    ({ user: mona } = await signUpWithGithub(t, github, 'mona'));
    projectId = await projectOn(
      t,
      mona,
      repoWithCommits(github, 'mona', 'app', [commitBy('mona', 'feat: add search', 5)]),
    );
  });
  afterAll(async () => {
    await t?.close();
    await github?.close();
  });

  it('answers an error without internals and stores no post or update', async () => {
    const [commit] = await fetchCommits(t, mona);
    const attempts = [
      call(t, 'POST', '/api/posts/generate', { as: mona, payload: { commit_id: commit!.id } }),
      call(t, 'POST', '/api/ai/generate-post', {
        as: mona,
        payload: { project_id: projectId, commit_message: commit!.message, commit_sha: commit!.sha },
      }),
      call(t, 'POST', `/api/projects/${projectId}/updates/generate`, {
        as: mona,
        payload: { commit_sha: commit!.sha },
      }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(500);
      const { error } = res.json();
      expect(error.message).toEqual(expect.any(String));
      expect(error.message).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|at .+\.ts:\d+/);
    }
    expect(await t.deps.database.db.$count(posts)).toBe(0);
    expect(await t.deps.database.db.$count(updates)).toBe(0);
  });
});
