import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../../src/db/schema';
import { call } from './api';
import type { TestApp } from './app';
import { outboxTo } from './outbox';

export interface SignedIn {
  token: string;
  cookie: string;
  userId: string;
  bearer: { authorization: string };
}

/** The confirmation code of the newest mail to `email`, read from the outbox. */
export async function latestCode(t: TestApp, email: string): Promise<string> {
  const [mail] = await outboxTo(t, email);
  const code = mail?.textBody.match(/\/auth\/callback\?code=([\w%-]+)/)?.[1];
  expect(code, `a confirmation link mailed to ${email}`).toBeDefined();
  return decodeURIComponent(code!);
}

/** A confirmed email account, signed in: through the real sign-up, mail and exchange. */
export async function signUpConfirmed(
  t: TestApp,
  email: string,
  password = 'a long test password',
): Promise<SignedIn> {
  const signup = await call(t, 'POST', '/api/auth/signup', { payload: { email, password } });
  expect(signup.statusCode).toBe(201);
  const code = await latestCode(t, email.toLowerCase());
  const res = await call(t, 'POST', '/api/auth/exchange', { payload: { code } });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  return {
    token: body.access_token,
    cookie: String(res.headers['set-cookie']).split(';')[0]!,
    userId: body.user.id,
    bearer: { authorization: `Bearer ${body.access_token}` },
  };
}

/**
 * A confirmed owner with an address of its own; `login` stands for a GitHub login (what public
 * pages name them by).
 */
export async function createOwner(t: TestApp, login?: string): Promise<SignedIn> {
  const owner = await signUpConfirmed(t, `owner-${randomUUID().slice(0, 8)}@example.com`);
  if (login)
    await t.deps.database.db.update(users).set({ userName: login }).where(eq(users.id, owner.userId));
  return owner;
}
