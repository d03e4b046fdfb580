import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeGithub } from '@shiplog/fakes';
import { posts, updates } from '../src/db/schema';
import { call, createProject, signUpWithGithub, startGithubApp } from './support';
import type { SignedIn, TestApp } from './support';
import { commitBy, fetchCommits, repoWithCommits, unreachableAiEnv } from './support/posts';

describe('when the AI provider fails', { timeout: 90_000 }, () => {
  let github: FakeGithub;
  let t: TestApp;
  let mona: SignedIn;
  let projectId: string;
  beforeAll(async () => {
    ({ github, t } = await startGithubApp(await unreachableAiEnv()));
    ({ user: mona } = await signUpWithGithub(t, github, 'mona'));
    ({ id: projectId } = await createProject(t, mona, {
      repository_name: repoWithCommits(github, 'mona', 'app', [commitBy('mona', 'feat: add search', 5)]),
      is_private: false,
    }));
  });
  afterAll(() => t?.close());

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
