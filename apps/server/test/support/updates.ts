import { expect } from 'vitest';
import type { Update, UpdateBody } from '@shiplog/contract';
import type { SignedIn } from './accounts';
import { call } from './api';
import type { TestApp } from './app';

export const textUpdate = (title = 'Shipped it', extra: Partial<UpdateBody> = {}): UpdateBody => ({
  type: 'text',
  title,
  content: 'We shipped the **thing**.',
  ...extra,
});

/** POST /api/projects/{id}/updates as `owner`; fails the test unless it answers 201. */
export async function createUpdate(
  t: TestApp,
  owner: SignedIn,
  projectId: string,
  body: UpdateBody | Record<string, unknown> = textUpdate(),
): Promise<Update> {
  const res = await call(t, 'POST', `/api/projects/${projectId}/updates`, { as: owner, payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Update>();
}

/** An ISO date-time `ms` from now (scheduled publishing). */
export const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString();

const counters = {
  likes: { column: 'likes_count', table: 'update_likes' },
  comments: { column: 'comments_count', table: 'update_comments' },
} as const;

/** An update's stored counter of likes or comments and the rows it counts, which must agree. */
export async function countedOn(t: TestApp, updateId: string, what: keyof typeof counters) {
  const { column, table } = counters[what];
  const { rows } = await t.deps.database.executeSql(
    `select u.${column} as counter, (select count(*) from ${table} r where r.update_id = u.id)::int as rows
     from updates u where u.id = $1`,
    [updateId],
  );
  return rows[0] as { counter: number; rows: number };
}
