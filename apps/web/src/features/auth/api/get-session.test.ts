// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '@/lib/api-client';
import { getSession } from './get-session';
import { describeUser } from './session';

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
    id: 7,
    email: 'grace@example.com',
    user_metadata: { name: 'grace', full_name: 'Grace Hopper', avatar_url: 'https://example.com/g.png' },
    app_metadata: { provider: 'github' },
    identities: [],
  },
};

describe('getSession', () => {
  it('returns the session when the server answers 200', async () => {
    next = { status: 200, body: session };
    const result = await getSession(createApiClient({ baseUrl: base }));
    expect(result?.authenticated).toBe(true);
    expect(result?.user.id).toBe('7');
    expect(result && describeUser(result.user)).toEqual({
      name: 'Grace Hopper',
      email: 'grace@example.com',
      avatarUrl: 'https://example.com/g.png',
    });
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

describe('describeUser', () => {
  it('falls back to the name, then the email, for the display name', () => {
    expect(describeUser({ id: '1', email: 'x@y.z', user_metadata: { name: 'xy' } }).name).toBe('xy');
    expect(describeUser({ id: '1', email: 'linus@example.com' }).name).toBe('linus');
  });
});
