import { expect } from 'vitest';
import type { DashboardCommit, Post } from '@shiplog/contract';
import { freePort, type CommitInput, type FakeGithub } from '@shiplog/fakes';
import type { SignedIn } from './accounts';
import { call } from './api';
import type { TestApp } from './app';

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
  return `http://127.0.0.1:${await freePort()}/v1`;
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
