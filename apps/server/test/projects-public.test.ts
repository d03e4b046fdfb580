import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NEXT_CURSOR_HEADER,
  PUBLIC_PROJECTS_PAGE_SIZE,
  projectListSchema,
  type Project,
} from '@shiplog/contract';
import { queryObserver } from '../src/db/client';
import { updates } from '../src/db/schema';
import { call, createProject, createTestApp, insertProjects, signUpConfirmed } from './support';
import type { SignedIn, TestApp } from './support';

const at = (minute: number) => new Date(Date.UTC(2025, 0, 1, 12, minute));

describe('public projects list', () => {
  let t: TestApp;
  let ada: SignedIn;
  let publicNames: string[];
  beforeAll(async () => {
    t = await createTestApp();
    ada = await signUpConfirmed(t, 'ada@public.test');
    const bob = await signUpConfirmed(t, 'bob@public.test');
    // 30 public projects over two owners. Ada's share minutes in threes; Bob's all share one
    // instant with microseconds (a JS Date keeps milliseconds): the id breaks ties, and the
    // cursor must keep the microseconds.
    const rows = Array.from({ length: 30 }, (_, i) => ({
      name: `public-${i}`,
      createdAt: i < 15 ? at(Math.floor(i / 3)) : sql`'2025-01-02T00:00:00.123456Z'::timestamptz`,
    }));
    const inserted = [
      ...(await insertProjects(t, ada.userId, rows.slice(0, 15))),
      ...(await insertProjects(t, bob.userId, rows.slice(15))),
    ];
    // Published updates count; a scheduled one does not yet.
    const idOf = (name: string) => inserted.find((p) => p.name === name)!.id;
    const update = (name: string, publishedAt: Date) => ({
      projectId: idOf(name),
      type: 'text' as const,
      title: `News of ${name}`,
      publishedAt,
    });
    await t.deps.database.db
      .insert(updates)
      .values([
        update('public-0', at(1)),
        update('public-0', at(2)),
        update('public-0', new Date(Date.now() + 86_400_000)),
        update('public-20', at(3)),
      ]);
    await insertProjects(t, ada.userId, [
      { name: 'secret-a', isPrivate: true, createdAt: at(4) },
      { name: 'secret-b', isPrivate: true },
    ]);
    publicNames = rows.map((r) => r.name);
  });
  afterAll(async () => t?.close());

  const page = (query = '') => call(t, 'GET', `/api/projects/public${query}`);

  it('walks every public project once, newest first, with owner and stats', async () => {
    const seen: Project[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const res = await page(`?limit=7${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode).toBe(200);
      const list = projectListSchema.parse(res.json());
      seen.push(...list);
      cursor = res.headers[NEXT_CURSOR_HEADER] as string | undefined;
      if (cursor) {
        expect(list).toHaveLength(7);
        expect(res.headers.link).toBe(`</api/projects/public?cursor=${cursor}&limit=7>; rel="next"`);
      } else expect(res.headers.link).toBeUndefined();
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(5);
    expect(seen.map((p) => p.name).sort()).toEqual([...publicNames].sort());
    expect(new Set(seen.map((p) => p.id)).size).toBe(30);
    const order = seen.map((p) => [p.created_at, p.id] as const);
    const sorted = [...order].sort(([a, x], [b, y]) => b.localeCompare(a) || (y < x ? -1 : y > x ? 1 : 0));
    expect(order).toEqual(sorted);
    for (const p of seen) {
      expect(p.is_private).toBe(false);
      // Neither has a name or a GitHub login: no part of their email is shown.
      expect(p.user.username).toBe('Shiplog user');
      expect(p.user.avatar_url).toBe(`/api/avatars/${p.user.id}.svg`);
      const updatesCount = { 'public-0': 2, 'public-20': 1 }[p.name] ?? 0;
      expect(p.stats, p.name).toEqual({ updates_count: updatesCount, subscribers_count: 0 });
    }
  });

  it('uses the default page size, and refuses bad cursors and limits', async () => {
    expect((await page()).json()).toHaveLength(PUBLIC_PROJECTS_PAGE_SIZE);
    for (const query of [
      '?cursor=nonsense',
      `?cursor=${Buffer.from('2025-13-01T00:00:00.000000Z|x').toString('base64url')}`,
    ]) {
      const res = await page(query);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Invalid cursor');
    }
    expect((await page('?limit=0')).statusCode).toBe(400);
    expect((await page('?limit=101')).statusCode).toBe(400);
  });

  it('costs the same number of SQL statements whatever the page size', async () => {
    const count = async (limit: number) => {
      const statements: string[] = [];
      queryObserver.current = (sql) => statements.push(sql);
      try {
        const res = await page(`?limit=${limit}`);
        expect(res.json()).toHaveLength(Math.min(limit, 30));
      } finally {
        queryObserver.current = null;
      }
      return statements.length;
    };
    const small = await count(5);
    const large = await count(50);
    expect(small).toBeGreaterThan(0);
    expect(large).toBe(small);
    expect(small).toBe(1);
  });

  it('answers 304 to a matching If-None-Match, and new projects show at once', async () => {
    const first = await page('?limit=3');
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await call(t, 'GET', '/api/projects/public?limit=3', {
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const fresh = await createProject(t, ada, { repository_name: 'ada/fresh', is_private: false });
    const after = await call(t, 'GET', '/api/projects/public?limit=3', {
      headers: { 'if-none-match': etag },
    });
    expect(after.statusCode).toBe(200);
    expect(after.json()[0].id).toBe(fresh.id);

    await call(t, 'PUT', `/api/projects/${fresh.id}`, { headers: ada.bearer, payload: { is_private: true } });
    expect((await page('?limit=3')).json()[0].id).not.toBe(fresh.id);
  });
});
