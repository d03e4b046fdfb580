import { afterAll, beforeAll, expect } from 'vitest';
import type { UpdateBody } from '@shiplog/contract';
import { queryObserver } from '../../src/db/client';
import { nextAddress, signUpConfirmed, type SignedIn } from './accounts';
import { createTestApp, type TestApp } from './test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One API call, as `who` (a signed-in user's bearer token) or signed out. */
export function call(
  t: TestApp,
  method: Method,
  url: string,
  opts: { as?: SignedIn | null; payload?: unknown; headers?: Record<string, string>; ip?: string } = {},
) {
  const headers: Record<string, string> = { ...(opts.as?.bearer ?? {}), ...opts.headers };
  if (opts.payload !== undefined) headers['content-type'] = 'application/json';
  return t.app.inject({
    method,
    url,
    headers,
    payload: opts.payload === undefined ? undefined : JSON.stringify(opts.payload),
    remoteAddress: opts.ip ?? nextAddress(),
  });
}

/** A project of `owner`'s, through POST /api/projects (no GitHub needed). */
export async function createProject(t: TestApp, owner: SignedIn, isPrivate: boolean): Promise<string> {
  const res = await call(t, 'POST', '/api/projects', {
    as: owner,
    payload: {
      repository_name: `owner/repo-${Math.random().toString(36).slice(2, 8)}`,
      is_private: isPrivate,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

/** An app with an owner of one public and one private project, and a stranger. */
export interface OwnedProjects {
  t: TestApp;
  owner: SignedIn;
  stranger: SignedIn;
  publicId: string;
  privateId: string;
}

/**
 * Call in a describe block: makes the app, the owner (`owner@<domain>`), their two projects and
 * a stranger before its tests, and closes the app after them. Read the fields inside tests.
 */
export function ownedProjects(domain: string): OwnedProjects {
  const s = {} as OwnedProjects;
  beforeAll(async () => {
    s.t = await createTestApp();
    s.owner = await signUpConfirmed(s.t, `owner@${domain}`);
    s.stranger = await signUpConfirmed(s.t, `stranger@${domain}`);
    s.publicId = await createProject(s.t, s.owner, false);
    s.privateId = await createProject(s.t, s.owner, true);
  });
  afterAll(async () => s.t?.close());
  return s;
}

export const textUpdate = (title = 'Shipped it', extra: Partial<UpdateBody> = {}): UpdateBody => ({
  type: 'text',
  title,
  content: 'We shipped the **thing**.',
  ...extra,
});

/** Creates an update as `owner` and answers its id. */
export async function createUpdate(
  t: TestApp,
  owner: SignedIn,
  projectId: string,
  body: UpdateBody = textUpdate(),
): Promise<string> {
  const res = await call(t, 'POST', `/api/projects/${projectId}/updates`, { as: owner, payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

/** The SQL statements our code sends while `fn` runs. */
export async function statementsOf<T>(fn: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const statements: string[] = [];
  queryObserver.current = (sql) => statements.push(sql);
  try {
    return { result: await fn(), statements };
  } finally {
    queryObserver.current = null;
  }
}

/** A test app with an owner's public project and two more confirmed users, ada and bob. */
export async function startEngagementApp(domain: string) {
  const t = await createTestApp();
  const owner = await signUpConfirmed(t, `owner@${domain}`);
  const ada = await signUpConfirmed(t, `ada@${domain}`);
  const bob = await signUpConfirmed(t, `bob@${domain}`);
  const projectId = await createProject(t, owner, false);
  return { t, owner, ada, bob, projectId };
}
