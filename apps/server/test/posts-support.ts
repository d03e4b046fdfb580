import { createServer } from 'node:net';
import { expect } from 'vitest';
import type { DashboardCommit, Post } from '@shiplog/contract';
import type { FakeGithub, CommitInput } from '@shiplog/fakes';
import type { SignedIn } from './support/accounts';
import type { TestApp } from './support/test-app';
import { call } from './support/update-fixtures';

export { call };

/** A commit input by `login`, dated `minutesAgo` minutes before now (newest = smallest). */
export const commitBy = (login: string, message: string, minutesAgo: number): CommitInput => ({
  message,
  author: { name: `${login} Person`, email: `${login}@users.test`, login },
  date: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
});

/** Adds `name` to the fake GitHub for `login` with these commits (oldest first). */
export function repoWithCommits(github: FakeGithub, login: string, name: string, commits: CommitInput[]) {
  const repo = github.addRepo(login, { name });
  for (const commit of commits) github.addCommit(repo.full_name, commit);
  return repo.full_name;
}

/** A project on `repository` through POST /api/projects; its id. */
export async function projectOn(t: TestApp, as: SignedIn, repository: string, isPrivate = false) {
  const res = await call(t, 'POST', '/api/projects', {
    as,
    payload: { repository_name: repository, is_private: isPrivate },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

/** POST /api/commits/fetch, which must answer 200; the dashboard view. */
export async function fetchCommits(t: TestApp, as: SignedIn): Promise<DashboardCommit[]> {
  const res = await call(t, 'POST', '/api/commits/fetch', { as });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** GET /api/posts as `as`. */
export async function listPosts(t: TestApp, as: SignedIn): Promise<Post[]> {
  const res = await call(t, 'GET', '/api/posts', { as });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** POST /api/posts/generate, which must answer 201; the post. */
export async function generateFromCommit(
  t: TestApp,
  as: SignedIn,
  commitId: string,
  extra = {},
): Promise<Post> {
  const res = await call(t, 'POST', '/api/posts/generate', {
    as,
    payload: { commit_id: commitId, ...extra },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().post;
}

/** An http URL on loopback where nothing listens (a provider that is down). */
export async function closedUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/v1`;
}

/** The environment of an app whose AI provider cannot be reached. */
export async function unreachableAiEnv(): Promise<Record<string, string>> {
  return {
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: await closedUrl(),
    AI_API_KEY: 'test-key',
    AI_MODEL: 'test-model',
  };
}
