import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { githubMessages } from '@shiplog/contract';
import type { FakeGithub } from '@shiplog/fakes';
import { accounts } from '../src/db/schema';
import { GITHUB_ROUTES_PER_MINUTE } from '../src/modules/github/github.routes';
import { call, connectGithub, signUpConfirmed, signUpWithGithub, startGithubApp } from './support';
import type { SignedIn, TestApp } from './support';

describe('GitHub repositories and commits when things go wrong', () => {
  let github: FakeGithub;
  let t: TestApp;
  beforeAll(async () => ({ github, t } = await startGithubApp()));
  afterAll(() => t?.close());

  const get = (url: string, user?: SignedIn) => call(t, 'GET', url, { as: user });
  const connected = (login: string, scopes?: string) => signUpWithGithub(t, github, login, scopes);

  it('asks for a session, then for a GitHub connection (403 naming it), without calling GitHub', async () => {
    const paths = ['/api/github/repos', '/api/repos', '/api/github/commits/a/b', '/api/repos/a/b/commits'];
    for (const path of paths) expect((await get(path)).statusCode, path).toBe(401);
    const ada = await signUpConfirmed(t, 'ada@not-connected.test');
    github.clearRequests();
    for (const path of paths) {
      const res = await get(path, ada);
      expect(res.statusCode, path).toBe(403);
      expect(res.json().error).toEqual({ code: 'FORBIDDEN', message: githubMessages.notConnectedDetail });
      expect(res.json().error.message).toContain('GitHub account not connected');
    }
    expect(github.requests).toEqual([]);
  });

  it('drops a token GitHub no longer accepts and then says GitHub is not connected', async () => {
    github.addUser({ login: 'eve' });
    github.addRepo('eve', { name: 'one' });
    const { user, token } = await connected('eve');
    const githubIdentity = async () =>
      (await get('/api/auth/session', user))
        .json()
        .user.identities.find((i: { provider: string }) => i.provider === 'github');
    expect(await githubIdentity()).toMatchObject({ username: 'eve', reconnect_needed: false });
    github.revokeToken(token);
    const res = await get('/api/repos', user);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toContain(githubMessages.notConnected);

    const rows = await t.deps.database.db
      .select({ accessToken: accounts.accessToken, scope: accounts.scope })
      .from(accounts)
      .where(and(eq(accounts.userId, user.userId), eq(accounts.providerId, 'github')));
    expect(rows).toEqual([{ accessToken: null, scope: null }]);
    // The account's own state says so: /settings offers Reconnect.
    expect(await githubIdentity()).toMatchObject({ username: 'eve', reconnect_needed: true });

    github.clearRequests();
    const again = await get('/api/github/commits/eve/one', user);
    expect(again.statusCode).toBe(403);
    expect(again.json().error.message).toContain(githubMessages.notConnected);
    expect(github.requests).toEqual([]);

    // Connecting again works at once, with a fresh token.
    await connectGithub(t, github, user, 'eve');
    expect((await get('/api/repos', user)).json().map((r: { name: string }) => r.name)).toEqual(['one']);
    expect(await githubIdentity()).toMatchObject({ reconnect_needed: false });
  });

  it('answers 502 with a clear message when GitHub fails, and recovers', async () => {
    github.addUser({ login: 'fay' });
    github.addRepo('fay', { name: 'app' });
    const { user } = await connected('fay');
    github.failNext('/user/repos', { status: 500 });
    const res = await get('/api/repos', user);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ error: { code: 'BAD_GATEWAY', message: githubMessages.unavailable } });
    // Operators see what failed; nobody sees the token.
    const logged = JSON.stringify(t.logs);
    expect(logged).toContain('GitHub GET /api/v3/user/repos answered 500');
    expect(logged).not.toMatch(/gho_/);
    github.failNext('/repos/fay/app/commits', { status: 503, body: 'upstream <html>' });
    expect((await get('/api/repos/fay/app/commits', user)).json().error.message).toBe(
      githubMessages.unavailable,
    );
    expect((await get('/api/repos', user)).json()).toHaveLength(1);
  });

  it('answers 503 with Retry-After when GitHub rate-limits the user', async () => {
    github.addUser({ login: 'gus' });
    const { user } = await connected('gus');
    const reset = Math.floor(Date.now() / 1000) + 120;
    github.failNext('/user/repos', {
      status: 403,
      body: { message: 'API rate limit exceeded for user ID 1.', status: '403' },
      headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(reset) },
    });
    const res = await get('/api/repos', user);
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toEqual({ code: 'SERVICE_UNAVAILABLE', message: githubMessages.rateLimited });
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(115);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(121);

    github.failNext('/user/repos', { status: 429, headers: { 'retry-after': '30' } });
    const secondary = await get('/api/github/repos', user);
    expect(secondary.statusCode).toBe(503);
    expect(secondary.headers['retry-after']).toBe('30');
  });

  it('limits how often one user may call these routes', async () => {
    github.addUser({ login: 'kai' });
    const { user } = await connected('kai');
    const statuses: number[] = [];
    for (let i = 0; i <= GITHUB_ROUTES_PER_MINUTE; i++)
      statuses.push((await get('/api/repos', user)).statusCode);
    expect(statuses.slice(0, GITHUB_ROUTES_PER_MINUTE).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const limited = await get('/api/github/commits/kai/x', user);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    // Another user is not affected.
    const other = await signUpConfirmed(t, 'other@limits.test');
    expect((await get('/api/repos', other)).statusCode).toBe(403);
  });
});
