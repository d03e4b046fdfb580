// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '@/lib/api-client';
import { avatarUrl, displayName } from '@shiplog/contract';
import { getSession, readSession } from './get-session';

/** The session endpoint answers whatever the test put in `next`. */
let next: { status: number; body: unknown } = { status: 401, body: {} };
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url !== '/api/auth/session') return res.writeHead(404).end();
    res.writeHead(next.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(next.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

const session = {
  access_token: 'abc',
  authenticated: true,
  user: {
    id: '7',
    email: 'grace@example.com',
    user_metadata: {
      name: null,
      full_name: 'Grace Hopper',
      avatar_url: 'https://example.com/g.png',
      user_name: 'grace',
      bio: null,
      website: null,
      x_handle: null,
      bluesky_handle: null,
      mastodon_handle: null,
    },
    app_metadata: { provider: 'github', providers: ['github'] },
    provider_id: '1001',
    identities: [
      {
        provider: 'github',
        id: '1001',
        username: 'grace',
        created_at: '2025-01-01T00:00:00Z',
        reconnect_needed: false,
      },
    ],
    created_at: '2025-01-01T00:00:00Z',
  },
};

describe('getSession', () => {
  it('returns the session when the server answers 200', async () => {
    next = { status: 200, body: session };
    const result = await getSession(createApiClient({ baseUrl: base }));
    expect(result?.authenticated).toBe(true);
    expect(result?.user.id).toBe('7');
    expect(result && displayName(result.user)).toBe('Grace Hopper');
    expect(result && avatarUrl(result.user)).toBe('https://example.com/g.png');
    expect(result?.user.identities[0]?.username).toBe('grace');
  });

  it.each([
    ['401', { status: 401, body: { error: { code: 'UNAUTHORIZED', message: 'Not signed in' } } }],
    ['500', { status: 500, body: { error: { code: 'INTERNAL', message: 'Boom' } } }],
    ['a body that is not a session', { status: 200, body: { authenticated: false } }],
  ])('treats %s as signed out', async (_name, answer) => {
    next = answer;
    await expect(getSession(createApiClient({ baseUrl: base }))).resolves.toBeNull();
  });

  it('treats an unreachable server as signed out', async () => {
    await expect(getSession(createApiClient({ baseUrl: 'http://127.0.0.1:1/api' }))).resolves.toBeNull();
  });
});

describe('readSession', () => {
  it('is null on 401 but rejects on other failures, for screens that must tell them apart', async () => {
    next = { status: 401, body: { error: { code: 'UNAUTHORIZED', message: 'Not signed in' } } };
    await expect(readSession(createApiClient({ baseUrl: base }))).resolves.toBeNull();
    next = { status: 500, body: { error: { code: 'INTERNAL', message: 'Boom' } } };
    await expect(readSession(createApiClient({ baseUrl: base }))).rejects.toMatchObject({ status: 500 });
  });
});
