import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@shiplog/contract';
import { type SmtpSink, startSmtpSink } from '@shiplog/fakes';
import { createTestApp, type TestApp } from './support';

const PUBLIC_URL = 'http://shiplog.test';
const json = { 'content-type': 'application/json' };

describe('email accounts', () => {
  let sink: SmtpSink;
  let t: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({ env: { SMTP_URL: sink.url, PUBLIC_URL } });
    await t.deps.queue.start({ workers: true, deps: t.deps });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  let ip = 0;
  /** Each call from its own address, so the per-IP limits stay out of the way. */
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: JSON.stringify(payload),
      headers: { ...json, ...headers },
      remoteAddress: `10.0.0.${++ip % 250}`,
    });
  const codeFrom = (text: string) => {
    const link = text.match(/http:\/\/shiplog\.test\/auth\/callback\?code=([\w%-]+)/);
    expect(link, text).not.toBeNull();
    return decodeURIComponent(link![1]!);
  };

  it('signs up, confirms through the mailed link once, signs in and out', async () => {
    const email = 'Ada@Example.com';
    const signup = await post('/api/auth/signup', { email, password: 'correct horse battery' });
    expect(signup.statusCode).toBe(201);
    expect(signup.json()).toEqual({ message: authMessages.checkInbox });

    const mail = await sink.waitForMail('ada@example.com', 15_000);
    expect(mail.subject).toMatch(/confirm/i);
    expect(mail.html).toContain('/auth/callback?code=');
    const code = codeFrom(mail.text);

    const early = await post('/api/auth/login', { email, password: 'correct horse battery' });
    expect(early.statusCode).toBe(403);
    expect(early.json().error.message).toBe(authMessages.emailNotConfirmed);
    // The link mailed moments ago still stands: the early sign-in queues no second mail.
    const queued = await t.deps.database.executeSql(
      'select count(*)::int as n from mail_outbox where to_address = $1',
      ['ada@example.com'],
    );
    expect(queued.rows[0]).toEqual({ n: 1 });

    const exchanged = await post('/api/auth/exchange', { code });
    expect(exchanged.statusCode).toBe(200);
    const session = exchanged.json();
    expect(session).toMatchObject({
      authenticated: true,
      user: { email: 'ada@example.com', app_metadata: { provider: 'email' } },
    });
    const cookie = String(exchanged.headers['set-cookie']);
    expect(cookie).toMatch(/^shiplog\.session_token=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    const again = await post('/api/auth/exchange', { code });
    expect(again.statusCode).toBe(401);
    expect(again.json().error.message).toBe(authMessages.codeInvalid);

    const login = await post('/api/auth/login', {
      email: 'ada@example.com',
      password: 'correct horse battery',
    });
    expect(login.statusCode).toBe(200);
    const token = login.json().access_token as string;
    const byBearer = await t.app.inject({
      url: '/api/auth/session',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(byBearer.statusCode).toBe(200);
    expect(byBearer.json().user.email).toBe('ada@example.com');
    const sessionCookie = String(login.headers['set-cookie']).split(';')[0]!;
    const byCookie = await t.app.inject({ url: '/api/auth/session', headers: { cookie: sessionCookie } });
    expect(byCookie.statusCode).toBe(200);

    const logout = await post('/api/auth/logout', {}, { authorization: `Bearer ${token}` });
    expect(logout.statusCode).toBe(204);
    const after = await t.app.inject({
      url: '/api/auth/session',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.statusCode).toBe(401);
  });

  it('answers a sign-up for a taken address the same way and tells the owner', async () => {
    const email = 'grace@example.com';
    await post('/api/auth/signup', { email, password: 'a fine long password' });
    await post('/api/auth/exchange', { code: codeFrom((await sink.waitForMail(email, 15_000)).text) });
    sink.clear();
    const second = await post('/api/auth/signup', { email, password: 'another fine password' });
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual({ message: authMessages.checkInbox });
    const notice = await sink.waitForMail(email, 15_000);
    expect(notice.subject).toBe('Someone tried to register with your address');
    expect(notice.text).not.toContain('/auth/callback?code=');
  });

  it.each([
    [{ email: '', password: '' }, authMessages.missingCredentials],
    [{ email: 'x@example.com', password: '12345' }, authMessages.passwordHint],
    [{ email: 'x@example.com', password: 'password1' }, authMessages.commonPassword],
  ])('refuses sign-up %o with a clear message', async (body, message) => {
    const res = await post('/api/auth/signup', body);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().error)).toContain(message);
  });

  it('gives one generic message for a wrong password and an unknown address', async () => {
    for (const body of [
      { email: 'ada@example.com', password: 'wrong password here' },
      { email: 'nobody@example.com', password: 'wrong password here' },
    ]) {
      const res = await post('/api/auth/login', body);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe(authMessages.invalidCredentials);
    }
  });

  it('refuses state-changing requests from another origin', async () => {
    const res = await post(
      '/api/auth/login',
      { email: 'ada@example.com', password: 'x' },
      { origin: 'https://evil.example' },
    );
    expect(res.statusCode).toBe(403);
    const fetchMeta = await post('/api/auth/logout', {}, { 'sec-fetch-site': 'cross-site' });
    expect(fetchMeta.statusCode).toBe(403);
    const same = await post(
      '/api/auth/login',
      { email: 'ada@example.com', password: 'wrong password here' },
      { origin: PUBLIC_URL },
    );
    expect(same.statusCode).toBe(401);
  });

  it('limits sign-in attempts per account, whatever the address they come from', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (await post('/api/auth/login', { email: 'target@example.com', password: 'guess number ' + i }))
          .statusCode,
      );
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('session cookie over https', () => {
  it('is __Host- prefixed and Secure', async () => {
    const sink = await startSmtpSink();
    const t = await createTestApp({ env: { SMTP_URL: sink.url, PUBLIC_URL: 'https://ship.example' } });
    await t.deps.queue.start({ workers: true, deps: t.deps });
    const headers = { ...json, origin: 'https://ship.example' };
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers,
      payload: { email: 'h@example.com', password: 'secure enough pw' },
    });
    const mail = await sink.waitForMail('h@example.com', 15_000);
    const code = decodeURIComponent(mail.text.match(/code=([\w%-]+)/)![1]!);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/exchange', headers, payload: { code } });
    expect(res.statusCode).toBe(200);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^__Host-shiplog\.session_token=/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Domain=/i);
    await t.close();
    await sink.close();
  });
});
