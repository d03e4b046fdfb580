import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { mailOutbox } from '../../src/db/schema';
import type { TestApp } from './test-app';

export interface SignedIn {
  token: string;
  cookie: string;
  userId: string;
  bearer: { authorization: string };
}

let address = 0;

/** Requests from their own client address, so per-IP limits stay out of the way of fixtures. */
export const nextAddress = () => `10.7.${Math.floor(++address / 250) % 250}.${address % 250}`;

/** The confirmation code of the newest mail to `email`, read from the outbox. */
export async function latestCode(t: TestApp, email: string): Promise<string> {
  const [mail] = await t.deps.database.db
    .select({ text: mailOutbox.textBody })
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  const code = mail?.text.match(/\/auth\/callback\?code=([\w%-]+)/)?.[1];
  expect(code, `a confirmation link mailed to ${email}`).toBeDefined();
  return decodeURIComponent(code!);
}

/** A confirmed email account, signed in: through the real sign-up, mail and exchange. */
export async function signUpConfirmed(
  t: TestApp,
  email: string,
  password = 'a long test password',
): Promise<SignedIn> {
  const headers = { 'content-type': 'application/json' };
  const signup = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    headers,
    payload: { email, password },
    remoteAddress: nextAddress(),
  });
  expect(signup.statusCode).toBe(201);
  const code = await latestCode(t, email.toLowerCase());
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/exchange',
    headers,
    payload: { code },
    remoteAddress: nextAddress(),
  });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  return {
    token: body.access_token,
    cookie: String(res.headers['set-cookie']).split(';')[0]!,
    userId: body.user.id,
    bearer: { authorization: `Bearer ${body.access_token}` },
  };
}
