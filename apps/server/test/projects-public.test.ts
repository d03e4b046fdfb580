import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NEXT_CURSOR_HEADER,
  PUBLIC_PROJECTS_PAGE_SIZE,
  projectListSchema,
  type Project,
} from '@shiplog/contract';
import { queryObserver } from '../src/db/client';
import { updates } from '../src/db/schema';
import {
  call,
  createProject,
  createTestApp,
  createUpdate,
  insertProjects,
  signUpConfirmed,
  textUpdate,
} from './support';
import type { SignedIn, TestApp } from './support';

const at = (minute: number) => new Date(Date.UTC(2025, 0, 1, 12, minute));
const BOB_SHIPPED_AT = '2025-01-02T00:00:00.123456Z';

describe('public projects list', () => {
  let t: TestApp;
  let ada: SignedIn;
  /** The 30 shipped public projects: name, last publication (ISO, to the microsecond) and published updates. */
  let listed: Array<{ name: string; id: string; shippedAt: string; count: number }>;
  beforeAll(async () => {
    t = await createTestApp();
    ada = await signUpConfirmed(t, 'ada@public.test');
    const bob = await signUpConfirmed(t, 'bob@public.test');
    // 30 shipped public projects over two owners. Ada's last shipped at minutes shared in threes;
    // Bob's all at one instant with microseconds (a JS Date keeps milliseconds): the id breaks
    // ties, and the cursor must keep the microseconds. Each has 1 to 4 published updates.
    const names = Array.from({ length: 30 }, (_, i) => `public-${i}`);
    const inserted = [
      ...(await insertProjects(
        t,
        ada.userId,
        names.slice(0, 15).map((name) => ({ name })),
      )),
      ...(await insertProjects(
        t,
        bob.userId,
        names.slice(15).map((name) => ({ name })),
      )),
    ];
    listed = names.map((name, i) => ({
      name,
      id: inserted.find((p) => p.name === name)!.id,
      shippedAt:
        i < 15
          ? at(Math.floor(i / 3))
              .toISOString()
              .replace('Z', '000Z')
          : BOB_SHIPPED_AT,
      count: 1 + (i % 4),
    }));
    const update = (projectId: string, publishedAt: Date | SQL, extra: { isDraft?: boolean } = {}) => ({
      projectId,
      type: 'text' as const,
      title: 'News',
      publishedAt,
      ...extra,
    });
    await t.deps.database.db
      .insert(updates)
      .values(
        listed.flatMap(({ id, shippedAt, count }, i) => [
          ...Array.from({ length: count - 1 }, () => update(id, at(-60))),
          update(id, i < 15 ? new Date(shippedAt.replace('000Z', 'Z')) : sql`${BOB_SHIPPED_AT}::timestamptz`),
        ]),
      );
    // Not listed: public but not shipped yet (nothing, a draft, a scheduled update), or private.
    const [empty, drafted, scheduled] = await insertProjects(t, ada.userId, [
      { name: 'empty' },
      { name: 'drafted' },
      { name: 'scheduled' },
    ]);
    const [secret] = await insertProjects(t, ada.userId, [{ name: 'secret', isPrivate: true }]);
    await t.deps.database.db
      .insert(updates)
      .values([
        update(drafted!.id, at(30), { isDraft: true }),
        update(scheduled!.id, new Date(Date.now() + 86_400_000)),
        update(secret!.id, at(30)),
      ]);
    expect(empty).toBeDefined();
  });
  afterAll(async () => t?.close());

  const page = (query = '') => call(t, 'GET', `/api/projects/public${query}`);

  /** Every page in `sort`, `limit` at a time, checking the links between them. */
  async function walk(sort: string, limit: number) {
    const seen: Project[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const res = await page(`?limit=${limit}&sort=${sort}${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode).toBe(200);
      const list = projectListSchema.parse(res.json());
      seen.push(...list);
      cursor = res.headers[NEXT_CURSOR_HEADER] as string | undefined;
      if (cursor) {
        expect(list).toHaveLength(limit);
        expect(res.headers.link).toBe(
          `</api/projects/public?cursor=${cursor}&limit=${limit}&sort=${sort}>; rel="next"`,
        );
      } else expect(res.headers.link).toBeUndefined();
      pages++;
    } while (cursor && pages < 10);
    return { seen, pages };
  }

  const byId = (a: string, b: string) => (b < a ? -1 : b > a ? 1 : 0);

  it('walks every shipped public project once, the latest to ship first, with owner and stats', async () => {
    const { seen, pages } = await walk('recent', 7);
    expect(pages).toBe(5);
    const expected = [...listed].sort((a, b) => b.shippedAt.localeCompare(a.shippedAt) || byId(a.id, b.id));
    expect(seen.map((p) => p.name)).toEqual(expected.map((p) => p.name));
    for (const p of seen) {
      expect(p.is_private).toBe(false);
      // Neither has a name or a GitHub login: no part of their email is shown.
      expect(p.user.username).toBe('Shiplog user');
      expect(p.user.avatar_url).toBe('/api/avatars/Shiplog%20user.svg');
      const count = listed.find((l) => l.name === p.name)!.count;
      expect(p.stats, p.name).toEqual({ updates_count: count, subscribers_count: 0 });
    }
  });

  it('walks them by most updates too, and the list starts with the latest to ship', async () => {
    const { seen, pages } = await walk('updates', 7);
    expect(pages).toBe(5);
    const expected = [...listed].sort((a, b) => b.count - a.count || byId(a.id, b.id));
    expect(seen.map((p) => p.name)).toEqual(expected.map((p) => p.name));
    const first = (await page('?limit=1')).json() as Project[];
    expect(first[0]!.name).toBe((await walk('recent', 30)).seen[0]!.name);
  });

  it('uses the default page size, and refuses bad cursors, orders and limits', async () => {
    expect((await page()).json()).toHaveLength(PUBLIC_PROJECTS_PAGE_SIZE);
    const recentCursor = (await page('?limit=2')).headers[NEXT_CURSOR_HEADER] as string;
    for (const query of [
      '?cursor=nonsense',
      `?cursor=${Buffer.from('recent|2025-13-01T00:00:00.000000Z|x').toString('base64url')}`,
      `?cursor=${Buffer.from('updates|0|x').toString('base64url')}&sort=updates`,
      // A cursor of one order is no place in another.
      `?cursor=${recentCursor}&sort=updates`,
    ]) {
      const res = await page(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.message).toBe('Invalid cursor');
    }
    expect((await page('?sort=newest')).statusCode).toBe(400);
    expect((await page('?limit=0')).statusCode).toBe(400);
    expect((await page('?limit=101')).statusCode).toBe(400);
  });

  it('costs one SQL statement whatever the page size', async () => {
    const count = async (limit: number, sort: string) => {
      const statements: string[] = [];
      queryObserver.current = (sql) => statements.push(sql);
      try {
        const res = await page(`?limit=${limit}&sort=${sort}`);
        expect(res.json()).toHaveLength(Math.min(limit, 30));
      } finally {
        queryObserver.current = null;
      }
      return statements.length;
    };
    for (const sort of ['recent', 'updates']) {
      expect(await count(5, sort)).toBe(1);
      expect(await count(50, sort)).toBe(1);
    }
  });

  it('answers 304 to a matching If-None-Match, and lists a project as soon as it ships', async () => {
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
    const unshipped = await call(t, 'GET', '/api/projects/public?limit=3', {
      headers: { 'if-none-match': etag },
    });
    expect(unshipped.statusCode).toBe(304);
    await createUpdate(t, ada, fresh.id, textUpdate('First ship'));
    const shipped = await call(t, 'GET', '/api/projects/public?limit=3', {
      headers: { 'if-none-match': etag },
    });
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json()[0].id).toBe(fresh.id);

    await call(t, 'PUT', `/api/projects/${fresh.id}`, { headers: ada.bearer, payload: { is_private: true } });
    expect((await page('?limit=3')).json()[0].id).not.toBe(fresh.id);
  });
});
