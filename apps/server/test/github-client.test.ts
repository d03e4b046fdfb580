import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { githubMessages } from '@shiplog/contract';
import type { FakeGithub } from '@shiplog/fakes';
import { createAuth } from '../src/integrations/better-auth/auth-instance';
import { createGithubClient, type GithubClient } from '../src/integrations/github';
import type { GithubClientOptions } from '../src/integrations/github/github-client';
import { appErrorOf, connectGithub, signUpWithGithub, startGithubApp, type TestApp } from './support';

/** The client on its own (the app's has a 10 s timeout and a real clock). */
describe('GitHub client', () => {
  let github: FakeGithub;
  let t: TestApp;
  let clock = Date.UTC(2025, 0, 1);
  beforeAll(async () => ({ github, t } = await startGithubApp()));
  afterAll(() => t?.close());

  const client = (options: GithubClientOptions = {}): GithubClient =>
    createGithubClient(t.deps, createAuth(t.deps), { now: () => clock, ...options });
  const calls = (path: string) => github.requests.filter((r) => r.path === path);

  async function connectedUser(login: string, repos: string[] = ['app']) {
    github.addUser({ login });
    for (const name of repos) github.addRepo(login, { name });
    const { user, token } = await signUpWithGithub(t, github, login);
    return { user, userId: user.userId, token };
  }

  it('gives up on a GitHub that does not answer in time: 502, not a hang', async () => {
    const { userId } = await connectedUser('slow');
    github.delayNext('/user/repos', 3_000);
    const started = Date.now();
    const error = await appErrorOf(client({ timeoutMs: 200 }).listRepos(userId));
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(error).toMatchObject({ statusCode: 502, code: 'BAD_GATEWAY', message: githubMessages.timeout });
    expect(await client({ timeoutMs: 2_000 }).listRepos(userId)).toHaveLength(1);
  });

  it('answers 502 when GitHub cannot be reached at all', async () => {
    const { userId } = await connectedUser('unreachable');
    const config = { ...t.deps.config, GITHUB_API_URL: 'http://127.0.0.1:9/api/v3' };
    const offline = createGithubClient({ ...t.deps, config }, createAuth(t.deps));
    const error = await appErrorOf(offline.listCommits(userId, 'unreachable/app', { limit: 1 }));
    expect(error).toMatchObject({ statusCode: 502, message: githubMessages.unavailable });
  });

  it('serves answers while fresh, then revalidates with If-None-Match (304 costs no rate limit)', async () => {
    const { userId } = await connectedUser('etag');
    const gh = client({ freshMs: 60_000 });
    github.clearRequests();
    const first = await gh.listRepos(userId);
    expect(calls('/user/repos')).toHaveLength(1);
    const used = github.rateLimit('etag').used;

    clock += 30_000;
    expect(await gh.listRepos(userId)).toEqual(first);
    expect(calls('/user/repos')).toHaveLength(1);

    clock += 31_000;
    expect(await gh.listRepos(userId)).toEqual(first);
    const revalidation = calls('/user/repos')[1]!;
    expect(revalidation.headers['if-none-match']).toBeTruthy();
    expect(github.rateLimit('etag').used).toBe(used);

    // refresh skips the fresh window but still sends the ETag.
    await gh.listRepos(userId, { refresh: true });
    expect(calls('/user/repos')[2]!.headers['if-none-match']).toBe(revalidation.headers['if-none-match']);
    expect(github.rateLimit('etag').used).toBe(used);
  });

  it('keeps a bounded number of answers, least recently used evicted first', async () => {
    const { userId } = await connectedUser('lru', ['a', 'b', 'c']);
    const gh = client({ maxCacheEntries: 2 });
    for (const name of ['a', 'b', 'c']) await gh.getRepo(userId, `lru/${name}`);
    github.clearRequests();
    await gh.getRepo(userId, 'lru/c');
    expect(github.requests).toHaveLength(0);
    await gh.getRepo(userId, 'lru/a');
    expect(calls('/repos/lru/a')).toHaveLength(1);
    expect(calls('/repos/lru/a')[0]!.headers['if-none-match']).toBeUndefined();
  });

  it('reads one repository, null when GitHub does not know it or the name cannot exist', async () => {
    const { userId } = await connectedUser('one');
    const repo = github.repo('one/app')!;
    repo.description = 'The app';
    repo.stargazers_count = 42;
    const gh = client();
    expect(await gh.getRepo(userId, 'one/app')).toEqual({
      id: repo.id,
      name: 'app',
      full_name: 'one/app',
      description: 'The app',
      language: null,
      stargazers_count: 42,
      private: false,
      can_push: true,
    });
    expect(await gh.getRepo(userId, 'one/missing')).toBeNull();
    github.clearRequests();
    expect(await gh.getRepo(userId, 'one/..')).toBeNull();
    expect(await gh.listCommits(userId, '../one', { limit: 3 })).toEqual([]);
    expect(await gh.getRepo(userId, 'one/app/commits')).toBeNull();
    expect(github.requests).toEqual([]);
    expect(await gh.isConnected(userId)).toBe(true);
  });

  it('does not serve a dropped token’s answers after reconnecting', async () => {
    const { user, userId, token } = await connectedUser('again');
    const gh = client();
    expect(await gh.listRepos(userId)).toHaveLength(1);
    github.revokeToken(token);
    expect(await appErrorOf(gh.listRepos(userId, { refresh: true }))).toMatchObject({
      statusCode: 403,
      message: githubMessages.notConnectedDetail,
    });
    expect(await gh.isConnected(userId)).toBe(false);
    expect(await appErrorOf(gh.getRepo(userId, 'again/app'))).toMatchObject({ statusCode: 403 });

    github.repo('again/app')!.description = 'changed meanwhile';
    await connectGithub(t, github, user, 'again');
    github.clearRequests();
    expect((await gh.listRepos(userId))[0]!.description).toBe('changed meanwhile');
    expect(calls('/user/repos')[0]!.headers['if-none-match']).toBeUndefined();
  });
});
