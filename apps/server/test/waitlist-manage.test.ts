import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { waitlistBulkMessages, type Subscriber, type WaitlistSort } from '@shiplog/contract';
import { projectSubscribers } from '../src/db/schema';
import { call, createProject, engagementApp, expectEachOnce, walkList } from './support';

const MINUTE = 60_000;

/**
 * The owner's Waitlist Management at scale: search, status filter, three orders each with its own
 * cursor, the matching count, and removal of a selection or of every match as confirmed.
 */
describe('waitlist management: search, sort, pages and bulk removal', () => {
  const s = engagementApp('waitlist-manage.test');
  const db = () => s.t.deps.database.db;
  const url = (id: string, query = '') => `/api/projects/${id}/waitlist${query && `?${query}`}`;
  const removeUrl = (id: string) => `/api/projects/${id}/waitlist/remove`;

  /**
   * A project with `count` entries straight into the table: four to one subscription time (ties
   * the id breaks), every third pending, addresses at two domains.
   */
  async function projectWithEntries(count: number) {
    const { id } = await createProject(s.t, s.owner, { is_private: false });
    await db()
      .insert(projectSubscribers)
      .values(
        Array.from({ length: count }, (_, i) => ({
          projectId: id,
          email: `${i % 2 ? 'reader' : 'ann'}${i}@${i % 5 ? 'mail.test' : 'gmail.test'}`,
          subscribedAt: new Date(Date.now() - Math.floor((count - i) / 4) * MINUTE),
          ...(i % 3 ? { confirmedAt: new Date() } : {}),
        })),
      );
    return id;
  }

  async function entriesOf(id: string): Promise<string[]> {
    const rows = await db()
      .select({ email: projectSubscribers.email })
      .from(projectSubscribers)
      .where(eq(projectSubscribers.projectId, id));
    return rows.map((r) => r.email).sort();
  }

  const sortedBy: Record<WaitlistSort, (a: Subscriber, b: Subscriber) => number> = {
    newest: (a, b) => b.subscribed_at.localeCompare(a.subscribed_at),
    oldest: (a, b) => a.subscribed_at.localeCompare(b.subscribed_at),
    email: (a, b) => (a.email < b.email ? -1 : a.email > b.email ? 1 : 0),
  };

  it('searches by the start of an address or of its domain, filters by status, and counts the matches', async () => {
    const id = await projectWithEntries(60);
    const list = async (query: string) => {
      const res = await call(s.t, 'GET', url(id, `limit=100&${query}`), { as: s.owner });
      expect(res.statusCode, res.body).toBe(200);
      return {
        emails: res.json<Subscriber[]>().map((e) => e.email),
        matching: res.headers['x-matching-count'],
      };
    };
    const all = await list('');
    expect(all.emails).toHaveLength(60);
    expect(all.matching).toBe('60');

    // The start of the address (case and spaces do not matter).
    const ann = await list(`q=${encodeURIComponent('  ANN1')}`);
    expect(ann.emails.sort()).toEqual(all.emails.filter((e) => e.startsWith('ann1')).sort());
    expect(ann.emails.length).toBeGreaterThan(1);
    expect(ann.matching).toBe(String(ann.emails.length));
    // Not the middle of it.
    expect((await list('q=nn1')).emails).toEqual([]);
    // The start of the domain, with or without the @.
    const gmail = all.emails.filter((e) => e.endsWith('@gmail.test'));
    expect(gmail).toHaveLength(12);
    expect((await list('q=gmail')).emails.sort()).toEqual([...gmail].sort());
    expect((await list('q=%40gm')).emails.sort()).toEqual([...gmail].sort());
    // A whole address.
    expect((await list('q=reader7%40mail.test')).emails).toEqual(['reader7@mail.test']);
    // Wildcards are text, not patterns.
    expect((await list('q=%25')).emails).toEqual([]);
    expect((await list('q=_')).emails).toEqual([]);

    // Status, alone and with a search.
    const pending = await list('status=pending');
    expect(pending.matching).toBe('20');
    expect(pending.emails).toHaveLength(20);
    const pendingGmail = await list('status=pending&q=gmail');
    expect(pendingGmail.emails.length).toBe(4);
    const first = await call(s.t, 'GET', url(id, 'status=confirmed'), { as: s.owner });
    expect(first.headers['x-matching-count']).toBe('40');
    // The whole list's totals stay on every first page.
    expect([first.headers['x-total-count'], first.headers['x-pending-count']]).toEqual(['60', '20']);

    expect((await call(s.t, 'GET', url(id, 'status=gone'), { as: s.owner })).statusCode).toBe(400);
    expect((await call(s.t, 'GET', url(id, 'sort=random'), { as: s.owner })).statusCode).toBe(400);
  });

  it.each(['newest', 'oldest', 'email'] as const)(
    'pages by %s with its own cursor: in order, every match once',
    async (sort) => {
      const id = await projectWithEntries(75);
      for (const filter of ['', 'status=confirmed', 'q=reader']) {
        const query = [`sort=${sort}`, 'limit=7', filter].filter(Boolean).join('&');
        const walked = await walkList<Subscriber>(s.t, url(id, query), { as: s.owner });
        const seen = walked.pages.flat();
        expect(walked.pages.length).toBeGreaterThan(2);
        expect(seen.map((e) => e.id)).toEqual([...seen].sort(sortedBy[sort]).map((e) => e.id));
        const everyMatch = (await call(s.t, 'GET', url(id, `limit=100&${filter}`), { as: s.owner }))
          .json<Subscriber[]>()
          .map((e) => e.id);
        expectEachOnce(
          seen.map((e) => e.id),
          everyMatch,
        );
        expect(seen).toHaveLength(everyMatch.length);
        // The next page's link keeps the sort and the filter.
        expect(walked.urls[1]).toContain(`sort=${sort}`);
        if (filter) expect(walked.urls[1]).toContain(filter);
      }
      // A cursor belongs to its order.
      const newest = await call(s.t, 'GET', url(id, 'limit=5'), { as: s.owner });
      const cursor = newest.headers['x-next-cursor'] as string;
      if (sort === 'email')
        expect(
          (await call(s.t, 'GET', url(id, `sort=email&before=${cursor}`), { as: s.owner })).statusCode,
        ).toBe(400);
    },
  );

  it.each(['newest', 'oldest', 'email'] as const)(
    'pages by %s while addresses join between pages: each entry that was there is read once',
    async (sort) => {
      const id = await projectWithEntries(90);
      const before = await entriesOf(id);
      let n = 0;
      const walked = await walkList<Subscriber>(s.t, url(id, `sort=${sort}&limit=9`), {
        as: s.owner,
        between: async () => {
          // Joins that sort before, after and in the middle of what was read: new, old, A and Z.
          n++;
          await db()
            .insert(projectSubscribers)
            .values([
              { projectId: id, email: `aaa${n}@late.test` },
              {
                projectId: id,
                email: `zzz${n}@late.test`,
                subscribedAt: new Date(Date.now() - 1000 * MINUTE),
              },
              {
                projectId: id,
                email: `reader${n}x@late.test`,
                subscribedAt: new Date(Date.now() - 10 * MINUTE),
              },
            ]);
        },
      });
      const seen = walked.pages.flat().map((e) => e.email);
      expect(new Set(seen).size, 'an entry came twice').toBe(seen.length);
      expect(before.filter((e) => !seen.includes(e))).toEqual([]);
      expect(n).toBeGreaterThan(5);
    },
  );

  it('removes the selected entries by id, only those of the project', async () => {
    const id = await projectWithEntries(12);
    const other = await projectWithEntries(3);
    const [list, otherList] = await Promise.all(
      [id, other].map(async (p) => (await call(s.t, 'GET', url(p), { as: s.owner })).json<Subscriber[]>()),
    );
    const chosen = list!.slice(2, 5);
    const res = await call(s.t, 'POST', removeUrl(id), {
      as: s.owner,
      payload: { ids: [...chosen.map((e) => e.id), otherList![0]!.id, 'no-such-id'] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, removed: 3 });
    expect(await entriesOf(id)).toEqual(
      list!
        .filter((e) => !chosen.includes(e))
        .map((e) => e.email)
        .sort(),
    );
    // The other project's entry, named here, stays.
    expect(await entriesOf(other)).toHaveLength(3);
    // Bounded and non-empty.
    for (const ids of [[], Array.from({ length: 501 }, (_, i) => `id-${i}`)])
      expect((await call(s.t, 'POST', removeUrl(id), { as: s.owner, payload: { ids } })).statusCode).toBe(
        400,
      );
  });

  it('removes every match as confirmed, and nothing with 409 when the count changed since', async () => {
    const id = await projectWithEntries(30);
    const filter = { q: 'gmail', status: 'confirmed' as const };
    const shown = await call(s.t, 'GET', url(id, 'q=gmail&status=confirmed'), { as: s.owner });
    const expected = Number(shown.headers['x-matching-count']);
    expect(expected).toBe(4);

    // Another match arrives after the owner confirmed 4.
    await db()
      .insert(projectSubscribers)
      .values({ projectId: id, email: 'late@gmail.test', confirmedAt: new Date() });
    const everything = await entriesOf(id);
    const stale = await call(s.t, 'POST', removeUrl(id), {
      as: s.owner,
      payload: { filter, expected_count: expected },
    });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().error.message).toBe(waitlistBulkMessages.countChanged(4, 5));
    expect(await entriesOf(id)).toEqual(everything);

    const fresh = await call(s.t, 'POST', removeUrl(id), {
      as: s.owner,
      payload: { filter, expected_count: 5 },
    });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json()).toEqual({ success: true, removed: 5 });
    const left = await entriesOf(id);
    expect(left).toHaveLength(26);
    // Pending gmail entries were not part of the filter.
    expect(left.filter((e) => e.endsWith('@gmail.test'))).toHaveLength(2);
    // The CSV download takes the same filter.
    const csv = await call(s.t, 'GET', `/api/projects/${id}/waitlist/export?q=gmail&sort=email`, {
      as: s.owner,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body.trim().split('\r\n')).toHaveLength(3);
  });

  it('lets only the owner list, search or remove: others get 401, 403 or 404 and nothing changes', async () => {
    const id = await projectWithEntries(10);
    const { id: privateId } = await createProject(s.t, s.owner, { is_private: true });
    await db().insert(projectSubscribers).values({ projectId: privateId, email: 'secret@private.test' });
    const everything = await entriesOf(id);
    const anyFilter = { filter: {}, expected_count: 10 };
    const list = (await call(s.t, 'GET', url(id), { as: s.owner })).json<Subscriber[]>();

    for (const [who, as] of [
      ['a stranger', s.ada],
      ['nobody', null],
    ] as const) {
      const read = await call(s.t, 'GET', url(id, 'q=ann'), { as });
      expect(read.statusCode, who).toBe(as ? 403 : 401);
      for (const payload of [anyFilter, { ids: list.map((e) => e.id) }]) {
        const res = await call(s.t, 'POST', removeUrl(id), { as, payload });
        expect([401, 403], who).toContain(res.statusCode);
      }
      const hidden = await call(s.t, 'POST', removeUrl(privateId), {
        as,
        payload: { filter: {}, expected_count: 1 },
      });
      expect([401, 404], who).toContain(hidden.statusCode);
    }
    // A cross-site browser request is refused before anything runs.
    const crossSite = await call(s.t, 'POST', removeUrl(id), {
      as: s.owner,
      headers: { origin: 'https://elsewhere.test' },
      payload: anyFilter,
    });
    expect(crossSite.statusCode).toBe(403);
    expect(await entriesOf(id)).toEqual(everything);
    const [privateLeft] = await db()
      .select({ n: count() })
      .from(projectSubscribers)
      .where(eq(projectSubscribers.projectId, privateId));
    expect(privateLeft!.n).toBe(1);
  });
});
