import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { projectSubscribers } from '../../src/db/schema';
import { type SignedIn, signUpConfirmed } from './accounts';
import { call } from './api';
import { createTestApp, type TestApp } from './app';
import { outboxTo } from './outbox';
import { insertProjects } from './projects';

export const SUBSCRIBERS_PUBLIC_URL = 'https://shiplog.test';

export interface AudienceFixture {
  t: TestApp;
  owner: SignedIn;
  /** Someone signed in who owns neither project. */
  stranger: SignedIn;
  publicId: string;
  privateId: string;
}

/** An app (mail kept in the outbox), an owner with a public and a private project, and a stranger. */
export async function createAudienceFixture(env: Record<string, string> = {}): Promise<AudienceFixture> {
  const t = await createTestApp({ env: { PUBLIC_URL: SUBSCRIBERS_PUBLIC_URL, ...env } });
  const owner = await signUpConfirmed(t, 'owner@shiplog.test');
  const stranger = await signUpConfirmed(t, 'stranger@shiplog.test');
  const [pub, priv] = await insertProjects(t, owner.userId, [
    { name: 'Rocket Launch' },
    { name: 'Secret Lab', isPrivate: true },
  ]);
  return { t, owner, stranger, publicId: pub!.id, privateId: priv!.id };
}

/**
 * Call in a describe block: the audience fixture (`createAudienceFixture(env)`), made before its
 * tests and closed after them. Read its fields inside tests.
 */
export function audienceFixture(env: Record<string, string> = {}): AudienceFixture {
  const f = {} as AudienceFixture;
  beforeAll(async () => {
    Object.assign(f, await createAudienceFixture(env));
  });
  afterAll(async () => f.t?.close());
  return f;
}

export function subscribe(t: TestApp, projectId: string, body: Record<string, unknown>) {
  return call(t, 'POST', `/api/projects/${projectId}/subscribe`, { payload: body });
}

/** The token of the confirmation link in a mail's text. */
export function confirmTokenIn(text: string): string {
  const match = text.match(/\/subscriptions\/confirm\?token=([\w%.-]+)/);
  expect(match, text).not.toBeNull();
  return decodeURIComponent(match![1]!);
}

/** The token of the preferences (manage) link in a mail's text. */
export function manageTokenIn(text: string): string {
  const match = text.match(/\/subscriptions\/manage\?token=([\w%.-]+)/);
  expect(match, text).not.toBeNull();
  return decodeURIComponent(match![1]!);
}

/** The newest confirmation token mailed to `to`. */
export async function latestConfirmToken(t: TestApp, to: string): Promise<string> {
  const [mail] = await outboxTo(t, to, 'subscribe-confirm');
  expect(mail, `a confirmation mail to ${to}`).toBeDefined();
  return confirmTokenIn(mail!.textBody);
}

export function confirm(t: TestApp, token: string) {
  return call(t, 'POST', '/api/subscriptions/confirm', { payload: { token } });
}

/** Subscribes and confirms through the mailed link; returns the manage token and the page's token. */
export async function subscribeConfirmed(t: TestApp, projectId: string, email: string) {
  const res = await subscribe(t, projectId, { email });
  expect(res.statusCode, res.body).toBe(200);
  const confirmed = await confirm(t, await latestConfirmToken(t, email.toLowerCase()));
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { requestToken: res.json().token as string, manageToken: confirmed.json().manage_token as string };
}

export async function subscriberRow(t: TestApp, projectId: string, email: string) {
  const [row] = await t.deps.database.db
    .select()
    .from(projectSubscribers)
    .where(and(eq(projectSubscribers.projectId, projectId), eq(projectSubscribers.email, email)));
  return row;
}

/** `stats.subscribers_count` as a visitor reads it on the public page. */
export async function subscribersCount(t: TestApp, projectId: string): Promise<number> {
  const res = await call(t, 'GET', `/api/projects/${projectId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().stats.subscribers_count;
}
