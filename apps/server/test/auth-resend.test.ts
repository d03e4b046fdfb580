import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages, RESEND_CONFIRMATION_AFTER_MS } from '@shiplog/contract';
import { authCodes } from '../src/db/schema';
import { call, createTestApp, latestCode, outboxTo, signUpConfirmed, type TestApp } from './support';

describe('a new confirmation link after sign-up', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  let ip = 0;
  /** Each call from its own address, so only the per-account limit applies. */
  const resend = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/signup/resend',
      payload: { email },
      remoteAddress: `10.1.0.${++ip % 250}`,
    });
  const confirmMails = async (email: string) => (await outboxTo(t, email, 'confirm-signup')).length;
  /** The last link went out longer ago than the wait (the sign-up page's; a sign-in waits longer). */
  const ageLinks = (byMs = RESEND_CONFIRMATION_AFTER_MS + 1000) =>
    t.deps.database.db.update(authCodes).set({ createdAt: sql`now() - ${`${byMs} milliseconds`}::interval` });

  it('mails a fresh link that confirms the account, but not twice within a minute', async () => {
    const email = 'waiting@resend.test';
    const signup = await call(t, 'POST', '/api/auth/signup', {
      payload: { email, password: 'a long password' },
    });
    expect(signup.statusCode).toBe(201);
    expect(await confirmMails(email)).toBe(1);

    const early = await resend(email);
    expect(early.statusCode).toBe(200);
    expect(early.json()).toEqual({ message: authMessages.resent });
    expect(await confirmMails(email)).toBe(1);

    await ageLinks();
    expect((await resend('Waiting@Resend.test')).json()).toEqual({ message: authMessages.resent });
    expect(await confirmMails(email)).toBe(2);
    const exchange = await call(t, 'POST', '/api/auth/exchange', {
      payload: { code: await latestCode(t, email) },
    });
    expect(exchange.statusCode).toBe(200);
  });

  it('answers the same for an unknown or a confirmed address, and mails nothing', async () => {
    await signUpConfirmed(t, 'done@resend.test');
    await ageLinks();
    for (const email of ['nobody@resend.test', 'done@resend.test']) {
      const res = await resend(email);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: authMessages.resent });
    }
    expect(await confirmMails('nobody@resend.test')).toBe(0);
    expect(await confirmMails('done@resend.test')).toBe(1);
  });

  it('brings a reader who signs up to like or comment back to the page: every link carries `next`', async () => {
    const back = '/p/lamp/updates/u-1?view=all#comments';
    const linkOf = async (email: string) => {
      const [mail] = await outboxTo(t, email, 'confirm-signup');
      const link = mail?.textBody.match(/http\S+\/auth\/callback\?\S+/)?.[0];
      expect(link, mail?.textBody).toBeDefined();
      return new URL(link!);
    };
    const email = 'reader@resend.test';
    const signup = await call(t, 'POST', '/api/auth/signup', {
      payload: { email, password: 'a long password', next: back },
    });
    expect(signup.statusCode, signup.body).toBe(201);
    const link = await linkOf(email);
    expect(link.searchParams.get('next')).toBe(back);
    expect(link.searchParams.get('code')).toBe(await latestCode(t, email));

    // Asked again (the sign-up page's Resend, or a sign-in before confirming): the new link too.
    await ageLinks();
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup/resend',
      payload: { email, next: back },
      remoteAddress: '10.1.1.1',
    });
    expect(again.statusCode).toBe(200);
    expect((await linkOf(email)).searchParams.get('next')).toBe(back);
    await ageLinks(5 * 60_000);
    const early = await call(t, 'POST', '/api/auth/login', {
      payload: { email, password: 'a long password', next: '/p/lamp' },
    });
    expect(early.statusCode).toBe(403);
    expect((await linkOf(email)).searchParams.get('next')).toBe('/p/lamp');

    // Confirming signs the reader in; the page the link names is where the app goes on to.
    const exchange = await call(t, 'POST', '/api/auth/exchange', {
      payload: { code: await latestCode(t, email) },
    });
    expect(exchange.statusCode).toBe(200);

    // Without `next` the link is as before; another site's address is refused.
    await call(t, 'POST', '/api/auth/signup', {
      payload: { email: 'plain@resend.test', password: 'a long password' },
    });
    expect([...(await linkOf('plain@resend.test')).searchParams.keys()]).toEqual(['code']);
    for (const next of ['//evil.example/p', 'https://evil.example/', '/login']) {
      const refused = await call(t, 'POST', '/api/auth/signup', {
        payload: { email: 'other@resend.test', password: 'a long password', next },
      });
      expect(refused.statusCode, next).toBe(400);
    }
  });

  it('refuses a malformed address and limits requests per address, wherever they come from', async () => {
    expect((await resend('not an address')).statusCode).toBe(400);
    const email = 'limited@resend.test';
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await resend(email)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
  });
});
