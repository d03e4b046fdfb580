import type { APIRequestContext, APIResponse } from 'playwright-core';
import { expect } from 'vitest';
import type { SmtpSink } from '@shiplog/fakes';

export const PASSWORD = 'a long browser password';

/**
 * Signs up through the API and confirms with the mailed code: the request context (and the
 * browser context it belongs to) then holds the session cookie.
 */
export async function signUp(request: APIRequestContext, sink: SmtpSink, email: string, password = PASSWORD) {
  expect((await request.post('/api/auth/signup', { data: { email, password } })).ok()).toBe(true);
  const mail = await sink.waitForMail(email, 20_000);
  const code = decodeURIComponent(mail.text.match(/\/auth\/callback\?code=([\w%-]+)/)![1]!);
  expect((await request.post('/api/auth/exchange', { data: { code } })).ok()).toBe(true);
}

/** The JSON body of a successful response; fails the test with the body otherwise. */
export async function json<T>(response: APIResponse): Promise<T> {
  expect(response.ok(), `${response.url()}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}
