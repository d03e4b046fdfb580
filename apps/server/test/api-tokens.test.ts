import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_TOKEN_PATTERN,
  API_TOKEN_REQUESTS_PER_MINUTE,
  MAX_API_TOKENS,
  allEndpoints,
  apiTokenMessages,
  endpointPath,
  type ApiToken,
  type CreateApiTokenBody,
  type CreatedApiToken,
} from '@shiplog/contract';
import { apiTokens, users } from '../src/db/schema';
import {
  call,
  createProject,
  createTestApp,
  signUpConfirmed,
  type Method,
  type SignedIn,
  type TestApp,
} from './support';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

describe('personal API tokens', () => {
  let t: TestApp;
  let ada: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    ada = await signUpConfirmed(t, 'ada@api-tokens.test');
  });
  afterAll(async () => t?.close());

  async function createToken(as: SignedIn, body: Partial<CreateApiTokenBody> = {}): Promise<CreatedApiToken> {
    const res = await call(t, 'POST', '/api/account/tokens', {
      as,
      payload: { name: 'Laptop', scope: 'write', expires_in_days: 90, ...body },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<CreatedApiToken>();
  }
  /** One request with `Authorization: Bearer <token>`. */
  const withToken = (token: string, method: Method, url: string, payload?: unknown) =>
    call(t, method, url, { headers: { authorization: `Bearer ${token}` }, payload });
  const rowOf = async (id: string) =>
    (await t.deps.database.db.select().from(apiTokens).where(eq(apiTokens.id, id)))[0]!;

  it('shows a new token once, stores only its SHA-256, and lists it without its value', async () => {
    const created = await createToken(ada, { name: '  CI deploys  ', scope: 'read', expires_in_days: 30 });
    expect(created.token).toMatch(API_TOKEN_PATTERN);
    expect(created.api_token).toMatchObject({
      name: 'CI deploys',
      scope: 'read',
      hint: created.token.slice(-4),
      last_used_at: null,
    });
    const days =
      (Date.parse(created.api_token.expires_at!) - Date.parse(created.api_token.created_at)) / 864e5;
    expect(days).toBe(30);

    const row = await rowOf(created.api_token.id);
    expect(row.tokenHash).toBe(sha256(created.token));
    expect(JSON.stringify(row)).not.toContain(created.token.slice(4, 20));

    const list = await call(t, 'GET', '/api/account/tokens', { as: ada });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.json<ApiToken[]>()).toContainEqual(created.api_token);
    expect(list.body).not.toContain(created.token.slice(4));
    // Two tokens are never the same.
    expect((await createToken(ada)).token).not.toBe(created.token);
  });

  it('acts as its user on the API, says who it is, and never expires when asked so', async () => {
    const project = await createProject(t, ada, { name: 'Token project' });
    const { token, api_token } = await createToken(ada, { scope: 'read', expires_in_days: null });
    expect(api_token.expires_at).toBeNull();
    const mine = await withToken(token, 'GET', '/api/projects');
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().map((p: { id: string }) => p.id)).toContain(project.id);
    const who = await withToken(token, 'GET', '/api/whoami');
    expect(who.statusCode, who.body).toBe(200);
    expect(who.json()).toMatchObject({
      user: { id: ada.userId, email: 'ada@api-tokens.test' },
      api_token: { id: api_token.id, scope: 'read', expires_at: null },
    });
    // A session says who it is too, without a token.
    expect((await call(t, 'GET', '/api/whoami', { as: ada })).json().api_token).toBeNull();
  });

  it('lets a read token only read: every write is 403 and changes nothing', async () => {
    const project = await createProject(t, ada, { name: 'Read only' });
    const { token } = await createToken(ada, { scope: 'read' });
    const edit = await withToken(token, 'PUT', `/api/projects/${project.id}`, { description: 'Changed' });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().error.message).toBe(apiTokenMessages.readOnly);
    const created = await withToken(token, 'POST', '/api/projects', { repository_name: 'ada/new-one' });
    expect(created.statusCode).toBe(403);
    const removed = await withToken(token, 'DELETE', `/api/projects/${project.id}`);
    expect(removed.statusCode).toBe(403);
    const still = await call(t, 'GET', `/api/projects/${project.id}`, { as: ada });
    expect(still.json().description).not.toBe('Changed');
    expect((await withToken(token, 'GET', `/api/projects/${project.id}`)).statusCode).toBe(200);
  });

  it('lets a write token write', async () => {
    const project = await createProject(t, ada, { name: 'Writable' });
    const { token } = await createToken(ada, { scope: 'write' });
    const edit = await withToken(token, 'PUT', `/api/projects/${project.id}`, {
      description: 'From a script',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().description).toBe('From a script');
  });

  it('is never accepted on the account, sessions or API tokens: 403 on every such operation, even with write scope', async () => {
    const { token, api_token } = await createToken(ada, { scope: 'write' });
    const params = { id: api_token.id };
    const guarded = allEndpoints.filter((e) => e.auth !== 'none' && /^\/(account|auth)(\/|$)/.test(e.path));
    expect(guarded.map((e) => e.id)).toEqual(
      expect.arrayContaining([
        'updateAccount',
        'changePassword',
        'deleteAccount',
        'getSession',
        'signOut',
        'listApiTokens',
        'createApiToken',
        'revokeApiToken',
        'getNotificationSettings',
      ]),
    );
    const wrong: string[] = [];
    for (const endpoint of guarded) {
      const res = await withToken(
        token,
        endpoint.method,
        `/api${endpointPath(endpoint, params)}`,
        endpoint.body ? {} : undefined,
      );
      if (res.statusCode !== 403 || res.json().error.message !== apiTokenMessages.accountOnly)
        wrong.push(`${endpoint.id}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
    // Nothing happened: the account, its name and the token are all still there.
    const [user] = await t.deps.database.db.select().from(users).where(eq(users.id, ada.userId));
    expect(user).toBeDefined();
    expect((await rowOf(api_token.id)).revokedAt).toBeNull();
    // The session still manages tokens.
    expect((await call(t, 'GET', '/api/account/tokens', { as: ada })).statusCode).toBe(200);
  });

  it('is refused with 401 once revoked, expired, or when unknown or malformed', async () => {
    const revoked = await createToken(ada);
    const ok = await withToken(revoked.token, 'GET', '/api/projects');
    expect(ok.statusCode).toBe(200);
    const revoke = await call(t, 'DELETE', `/api/account/tokens/${revoked.api_token.id}`, { as: ada });
    expect(revoke.statusCode).toBe(204);
    const afterRevoke = await withToken(revoked.token, 'GET', '/api/projects');
    expect([afterRevoke.statusCode, afterRevoke.json().error.message]).toEqual([
      401,
      apiTokenMessages.revoked,
    ]);
    const list = await call(t, 'GET', '/api/account/tokens', { as: ada });
    expect(list.json<ApiToken[]>().map((x) => x.id)).not.toContain(revoked.api_token.id);
    // Revoking twice: not found.
    expect(
      (await call(t, 'DELETE', `/api/account/tokens/${revoked.api_token.id}`, { as: ada })).statusCode,
    ).toBe(404);

    const expired = await createToken(ada, { expires_in_days: 30 });
    await t.deps.database.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, expired.api_token.id));
    const afterExpiry = await withToken(expired.token, 'GET', '/api/projects');
    expect([afterExpiry.statusCode, afterExpiry.json().error.message]).toEqual([
      401,
      apiTokenMessages.expired,
    ]);

    const unknown = `shp_${'A'.repeat(43)}`;
    for (const value of [unknown, 'shp_short', `${revoked.token}x`]) {
      const res = await withToken(value, 'GET', '/api/projects');
      expect([value, res.statusCode, res.json().error.message]).toEqual([
        value,
        401,
        apiTokenMessages.invalid,
      ]);
    }
    // An optional operation does not quietly treat a bad token as a visitor.
    expect((await withToken(unknown, 'GET', `/api/users/${ada.userId}`)).statusCode).toBe(401);
    // Operations that read no session ignore it.
    expect((await withToken(unknown, 'GET', '/api/projects/public')).statusCode).toBe(200);
  });

  it("revokes only the user's own tokens, and lists only theirs", async () => {
    const bob = await signUpConfirmed(t, 'bob@api-tokens.test');
    const adas = await createToken(ada);
    const res = await call(t, 'DELETE', `/api/account/tokens/${adas.api_token.id}`, { as: bob });
    expect(res.statusCode).toBe(404);
    expect((await withToken(adas.token, 'GET', '/api/projects')).statusCode).toBe(200);
    expect((await call(t, 'GET', '/api/account/tokens', { as: bob })).json()).toEqual([]);
  });

  it('records the last use at most once a minute', async () => {
    const { token, api_token } = await createToken(ada);
    await withToken(token, 'GET', '/api/projects');
    const first = (await rowOf(api_token.id)).lastUsedAt!;
    expect(Date.now() - first.getTime()).toBeLessThan(10_000);
    await withToken(token, 'GET', '/api/projects');
    expect((await rowOf(api_token.id)).lastUsedAt).toEqual(first);
    // 30 seconds ago: not yet; two minutes ago: recorded again.
    const setLastUse = (at: Date) =>
      t.deps.database.db.update(apiTokens).set({ lastUsedAt: at }).where(eq(apiTokens.id, api_token.id));
    const halfMinute = new Date(Date.now() - 30_000);
    await setLastUse(halfMinute);
    await withToken(token, 'GET', '/api/projects');
    expect((await rowOf(api_token.id)).lastUsedAt).toEqual(halfMinute);
    await setLastUse(new Date(Date.now() - 120_000));
    await withToken(token, 'GET', '/api/projects');
    expect(Date.now() - (await rowOf(api_token.id)).lastUsedAt!.getTime()).toBeLessThan(10_000);
    const listed = (await call(t, 'GET', '/api/account/tokens', { as: ada })).json<ApiToken[]>();
    expect(listed.find((x) => x.id === api_token.id)!.last_used_at).not.toBeNull();
  });

  it('limits each token, whatever address it comes from, and not its sibling', async () => {
    const carol = await signUpConfirmed(t, 'carol@api-tokens.test');
    const busy = await createToken(carol, { scope: 'read' });
    const other = await createToken(carol, { scope: 'read' });
    // Each call comes from a new client address (support/api.ts).
    for (let i = 0; i < API_TOKEN_REQUESTS_PER_MINUTE; i++) {
      const res = await withToken(busy.token, 'GET', '/api/drafts');
      if (res.statusCode !== 200) expect.fail(`request ${i + 1}: ${res.statusCode} ${res.body}`);
    }
    const limited = await withToken(busy.token, 'GET', '/api/drafts');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await withToken(other.token, 'GET', '/api/drafts')).statusCode).toBe(200);
    expect((await call(t, 'GET', '/api/drafts', { as: carol })).statusCode).toBe(200);
  }, 60_000);

  it('refuses a bad name or lifetime, and more than the allowed number of active tokens', async () => {
    const blank = await call(t, 'POST', '/api/account/tokens', {
      as: ada,
      payload: { name: '   ', scope: 'read', expires_in_days: 30 },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toContain(apiTokenMessages.nameRequired);
    for (const payload of [
      { name: 'x', scope: 'admin', expires_in_days: 30 },
      { name: 'x', scope: 'read', expires_in_days: 7 },
      { name: 'x', scope: 'read' },
    ])
      expect((await call(t, 'POST', '/api/account/tokens', { as: ada, payload })).statusCode).toBe(400);
    expect(
      (
        await call(t, 'POST', '/api/account/tokens', {
          payload: { name: 'x', scope: 'read', expires_in_days: 30 },
        })
      ).statusCode,
    ).toBe(401);

    const dan = await signUpConfirmed(t, 'dan@api-tokens.test');
    for (let i = 0; i < MAX_API_TOKENS; i++) await createToken(dan, { name: `Token ${i}` });
    const over = await call(t, 'POST', '/api/account/tokens', {
      as: dan,
      payload: { name: 'One more', scope: 'read', expires_in_days: 30 },
    });
    expect([over.statusCode, over.json().error.message]).toEqual([400, apiTokenMessages.tooMany]);
  });

  it('goes with the account: a deleted account leaves no token that works', async () => {
    const erin = await signUpConfirmed(t, 'erin@api-tokens.test');
    const { token } = await createToken(erin);
    const removed = await call(t, 'DELETE', '/api/account', {
      as: erin,
      payload: { confirm: 'erin@api-tokens.test' },
    });
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await withToken(token, 'GET', '/api/projects')).statusCode).toBe(401);
  });
});
