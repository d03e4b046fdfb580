import type { SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Project } from '@shiplog/contract';
import { projects } from '../src/db/schema';
import { nextAddress } from './support/accounts';
import type { TestApp } from './support/test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One API call, JSON in and out, from its own client address. */
export function call(
  t: TestApp,
  method: Method,
  url: string,
  options: { payload?: unknown; headers?: Record<string, string> } = {},
) {
  return t.app.inject({
    method,
    url,
    headers: {
      ...(options.payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    ...(options.payload === undefined ? {} : { payload: JSON.stringify(options.payload) }),
    remoteAddress: nextAddress(),
  });
}

/** POST /api/projects as `auth`; fails the test unless it answers 201. */
export async function createProject(
  t: TestApp,
  auth: { authorization: string },
  body: Record<string, unknown>,
): Promise<Project> {
  const res = await call(t, 'POST', '/api/projects', { payload: body, headers: auth });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Project>();
}

/** Rows straight into the table (fast fixtures for lists); `createdAt` may repeat on purpose. */
export async function insertProjects(
  t: TestApp,
  userId: string,
  rows: { name: string; isPrivate?: boolean; createdAt?: Date | SQL }[],
) {
  if (!rows.length) return [];
  return t.deps.database.db
    .insert(projects)
    .values(
      rows.map((r) => ({
        userId,
        name: r.name,
        repositoryName: `fixtures/${r.name.replace(/[^A-Za-z0-9_.-]/g, '-')}`,
        isPrivate: r.isPrivate ?? false,
        ...(r.createdAt ? { createdAt: r.createdAt } : {}),
      })),
    )
    .returning({ id: projects.id, name: projects.name });
}
