import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Project, Update, UpdateBody, UpdateProjectBody } from '@shiplog/contract';
import { users } from '../src/db/schema';
import { signUpConfirmed, type SignedIn } from './support/accounts';
import type { TestApp } from './support/test-app';
import { call, createProject, textUpdate } from './support/update-fixtures';

export { statementsOf, textUpdate } from './support/update-fixtures';
export const PUBLIC_URL = 'https://shiplog.example';

/** A signed-in owner; `login` stands for a GitHub login (what the public page names them by). */
export async function createOwner(t: TestApp, login?: string): Promise<SignedIn> {
  const owner = await signUpConfirmed(t, `owner-${randomUUID().slice(0, 8)}@example.com`);
  if (login)
    await t.deps.database.db.update(users).set({ userName: login }).where(eq(users.id, owner.userId));
  return owner;
}

/** A project through the API: created, then given `fields` with PUT /api/projects/{id}. */
export async function createProjectWith(
  t: TestApp,
  owner: SignedIn,
  fields: UpdateProjectBody & { is_private?: boolean } = {},
): Promise<Project> {
  const id = await createProject(t, owner, fields.is_private ?? false);
  const res = await call(t, 'PUT', `/api/projects/${id}`, { as: owner, payload: fields });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Project>();
}

/** POST /api/projects/{id}/updates as the owner. */
export async function postUpdate(
  t: TestApp,
  owner: SignedIn,
  projectId: string,
  body: UpdateBody = textUpdate(),
): Promise<Update> {
  const res = await call(t, 'POST', `/api/projects/${projectId}/updates`, { as: owner, payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Update>();
}

/** An ISO date-time `ms` from now (scheduled publishing). */
export const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString();

/** A GET as a crawler would send it: no cookies, no JavaScript. */
export const crawl = (t: TestApp, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { 'user-agent': 'Twitterbot/1.0', ...headers } });

/** The server-rendered head, read the way a crawler reads it. */
export function readHead(html: string) {
  const decode = (s: string) =>
    s
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&quot;', '"')
      .replaceAll('&#39;', "'")
      .replaceAll('&amp;', '&');
  const meta = (key: string) => {
    const found = html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`));
    return found ? decode(found[1]!) : undefined;
  };
  const title = html.match(/<title>([^<]*)<\/title>/)?.[1];
  const canonical = html.match(/<link rel="canonical" href="([^"]*)"/)?.[1];
  const alternates = [
    ...html.matchAll(/<link rel="alternate" type="([^"]*)" title="([^"]*)" href="([^"]*)"/g),
  ].map((m) => ({ type: m[1], title: decode(m[2]!), href: decode(m[3]!) }));
  const ld = html.match(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/)?.[1];
  return {
    meta,
    title: title === undefined ? undefined : decode(title),
    canonical: canonical === undefined ? undefined : decode(canonical),
    alternates,
    jsonLd: ld ? (JSON.parse(ld) as Record<string, unknown>) : undefined,
  };
}
