import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  COMMENTS_PAGE_SIZE,
  DRAFTS_PAGE_SIZE,
  FOLLOWING_FEED_LIMIT,
  MAX_PAGE_SIZE,
  MY_PROJECTS_PAGE_SIZE,
  POST_LIST_LIMIT,
  UPDATES_PAGE_SIZE,
  WAITLIST_CSV_COLUMNS,
  WAITLIST_PAGE_SIZE,
  type Comment,
  type DraftInbox,
  type FollowingUpdate,
  type Post,
  type Project,
  type Subscriber,
  type Update,
} from '@shiplog/contract';
import { posts, projectSubscribers, updateComments, updates } from '../src/db/schema';
import {
  call,
  createProject,
  createUpdate,
  engagementApp,
  expectEachOnce,
  fromNow,
  insertProjects,
  textUpdate,
  signUpConfirmed,
  statementsOf,
  walkList,
} from './support';
import { parseCsv } from './support/waitlist';

const MINUTE = 60_000;

/** Every list the API answers comes a page at a time, and its Link headers reach every row once. */
describe('bounded lists', () => {
  const s = engagementApp('list-pages.test');

  /** `count` rows straight into the table, in groups sharing one creation time (ties the id breaks). */
  async function insertComments(updateId: string, count: number, start = 0) {
    const rows = Array.from({ length: count }, (_, i) => ({
      updateId,
      userId: i % 2 ? s.ada.userId : s.bob.userId,
      content: `comment ${start + i}`,
      createdAt: sql`now() - make_interval(secs => ${Math.floor((count - i) / 3)})`,
    }));
    await s.t.deps.database.db.insert(updateComments).values(rows);
  }

  describe('GET /api/updates/{id}/comments', () => {
    it(`answers ${COMMENTS_PAGE_SIZE} by default, at most ${MAX_PAGE_SIZE}, and refuses a bigger limit`, async () => {
      const { id } = await createUpdate(s.t, s.owner, s.projectId);
      await insertComments(id, 230);
      const first = await call(s.t, 'GET', `/api/updates/${id}/comments`);
      expect(first.json<Comment[]>()).toHaveLength(COMMENTS_PAGE_SIZE);
      expect(first.headers.link).toMatch(
        new RegExp(`^</api/updates/${id}/comments\\?after=[^&]+&limit=${COMMENTS_PAGE_SIZE}>; rel="next"$`),
      );
      const max = await call(s.t, 'GET', `/api/updates/${id}/comments?limit=${MAX_PAGE_SIZE}`);
      expect(max.json<Comment[]>()).toHaveLength(MAX_PAGE_SIZE);
      expect(
        (await call(s.t, 'GET', `/api/updates/${id}/comments?limit=${MAX_PAGE_SIZE + 1}`)).statusCode,
      ).toBe(400);
      expect((await call(s.t, 'GET', `/api/updates/${id}/comments?after=bm90LWEtY3Vyc29y`)).statusCode).toBe(
        400,
      );
    });

    it('reaches every comment once, oldest first, while comments are written between pages', async () => {
      const { id } = await createUpdate(s.t, s.owner, s.projectId);
      await insertComments(id, 230);
      const before = (
        await walkList<Comment>(s.t, `/api/updates/${id}/comments?limit=${MAX_PAGE_SIZE}`)
      ).pages.flat();
      expect(before.map((c) => c.content)).toHaveLength(230);
      const written: string[] = [];
      const walked = await walkList<Comment>(s.t, `/api/updates/${id}/comments`, {
        between: async () => {
          const res = await call(s.t, 'POST', `/api/updates/${id}/comments`, {
            as: s.ada,
            payload: { content: `written meanwhile ${written.length}` },
          });
          expect(res.statusCode, res.body).toBe(201);
          written.push(res.json<Comment>().id);
        },
      });
      const seen = walked.pages.flat();
      expectEachOnce(
        seen.map((c) => c.id),
        [...before.map((c) => c.id), ...written],
      );
      expect(seen.slice(0, 230)).toEqual(before);
      const times = seen.map((c) => c.created_at);
      expect(times).toEqual([...times].sort());
    });
  });

  describe('GET /api/projects/{id}/updates', () => {
    /** A public project with `count` published updates, an hour apart at most, straight into the table. */
    async function projectWithUpdates(count: number) {
      const { id } = await createProject(s.t, s.owner, { is_private: false });
      await s.t.deps.database.db.insert(updates).values(
        Array.from({ length: count }, (_, i) => ({
          projectId: id,
          type: 'text' as const,
          title: `Update ${i}`,
          content: 'Shipped.',
          publishedAt: new Date(Date.now() - (count - i) * MINUTE),
        })),
      );
      return id;
    }

    it(`answers the newest ${MAX_PAGE_SIZE} without a query, a plain array with the next page linked`, async () => {
      const id = await projectWithUpdates(230);
      const res = await call(s.t, 'GET', `/api/projects/${id}/updates`);
      const list = res.json<Update[]>();
      expect(list).toHaveLength(MAX_PAGE_SIZE);
      expect(list[0]!.title).toBe('Update 229');
      expect(res.headers.link).toMatch(
        new RegExp(`^</api/projects/${id}/updates\\?before=[^&]+&limit=${MAX_PAGE_SIZE}>; rel="next"$`),
      );
      const paged = await call(s.t, 'GET', `/api/projects/${id}/updates?limit=${UPDATES_PAGE_SIZE}`);
      expect(paged.json<Update[]>()).toHaveLength(UPDATES_PAGE_SIZE);
      expect(
        (await call(s.t, 'GET', `/api/projects/${id}/updates?limit=${MAX_PAGE_SIZE + 1}`)).statusCode,
      ).toBe(400);
    });

    it('reaches every update once by its links while updates are posted between pages', async () => {
      const id = await projectWithUpdates(230);
      const before = (await walkList<Update>(s.t, `/api/projects/${id}/updates`)).pages.flat();
      expect(before).toHaveLength(230);
      const backdated: string[] = [];
      const walked = await walkList<Update>(s.t, `/api/projects/${id}/updates`, {
        as: s.owner,
        between: async (n) => {
          // One newer than everything (before the cursor: not on later pages) and one older.
          await createUpdate(s.t, s.owner, id, textUpdate(`New ${n}`));
          const old = await createUpdate(
            s.t,
            s.owner,
            id,
            textUpdate(`Backdated ${n}`, { published_at: fromNow(-1000 * MINUTE) }),
          );
          backdated.push(old.id);
        },
      });
      expectEachOnce(
        walked.pages.flat().map((u) => u.id),
        [...before.map((u) => u.id), ...backdated],
      );
    });
    it('reaches every release and every search match once, by type and by search, while updates are posted', async () => {
      const { id } = await createProject(s.t, s.owner, { is_private: false });
      await s.t.deps.database.db.insert(updates).values(
        Array.from({ length: 120 }, (_, i) => ({
          projectId: id,
          type: i % 3 ? ('text' as const) : ('release' as const),
          title: `${i % 2 ? 'Harbor' : 'Lighthouse'} ${i}`,
          content: 'Shipped.',
          // Several to one time: the id breaks the ties.
          publishedAt: new Date(Date.now() - Math.floor((120 - i) / 3) * MINUTE),
        })),
      );
      for (const query of ['type=release&limit=7', 'q=harbor&limit=9']) {
        const url = `/api/projects/${id}/updates?${query}`;
        const before = (await walkList<Update>(s.t, url)).pages.flat();
        expect(before.length).toBeGreaterThan(30);
        let n = 0;
        const walked = await walkList<Update>(s.t, url, {
          between: async () => {
            // A match newer than everything, one older than everything, one in the middle.
            n++;
            for (const minutes of [0, -1000, -20])
              await createUpdate(
                s.t,
                s.owner,
                id,
                textUpdate(`Harbor late ${n} ${minutes}`, {
                  type: 'release',
                  content: 'Late.',
                  ...(minutes ? { published_at: fromNow(minutes * MINUTE) } : {}),
                }),
              );
          },
        });
        const seen = walked.pages.flat().map((u) => u.id);
        expect(n).toBeGreaterThan(3);
        expectEachOnce(
          seen,
          before.map((u) => u.id),
        );
      }
    });
  });

  describe('GET /api/projects/{id}/waitlist and its CSV download', () => {
    /** A project with `count` entries straight into the table, several to one subscription time. */
    async function projectWithEntries(count: number) {
      const { id } = await createProject(s.t, s.owner, { is_private: false });
      await s.t.deps.database.db.insert(projectSubscribers).values(
        Array.from({ length: count }, (_, i) => ({
          projectId: id,
          email: `reader${i}@list-pages.test`,
          subscribedAt: new Date(Date.now() - Math.floor((count - i) / 4) * MINUTE),
          ...(i % 3 ? { confirmedAt: new Date() } : {}),
        })),
      );
      return id;
    }
    const url = (id: string, query = '') => `/api/projects/${id}/waitlist${query && `?${query}`}`;

    it(`answers ${WAITLIST_PAGE_SIZE} by default and at most ${MAX_PAGE_SIZE}`, async () => {
      const id = await projectWithEntries(180);
      const first = await call(s.t, 'GET', url(id), { as: s.owner });
      expect(first.json<Subscriber[]>()).toHaveLength(WAITLIST_PAGE_SIZE);
      const times = first.json<Subscriber[]>().map((e) => e.subscribed_at);
      expect(times).toEqual([...times].sort().reverse());
      expect(first.headers.link).toMatch(
        new RegExp(
          `^</api/projects/${id}/waitlist\\?before=[^&]+&limit=${WAITLIST_PAGE_SIZE}&sort=newest>; rel="next"$`,
        ),
      );
      // 1 in 3 is pending (see projectWithEntries).
      expect([first.headers['x-total-count'], first.headers['x-pending-count']]).toEqual(['180', '60']);
      const max = await call(s.t, 'GET', url(id, `limit=${MAX_PAGE_SIZE}`), { as: s.owner });
      expect(max.json<Subscriber[]>()).toHaveLength(MAX_PAGE_SIZE);
      expect((await call(s.t, 'GET', url(id, 'limit=101'), { as: s.owner })).statusCode).toBe(400);
    });

    it('reaches every entry once while addresses join between pages', async () => {
      const id = await projectWithEntries(180);
      const before = (await walkList<Subscriber>(s.t, url(id, 'limit=100'), { as: s.owner })).pages.flat();
      expect(before).toHaveLength(180);
      const walked = await walkList<Subscriber>(s.t, url(id), {
        as: s.owner,
        between: async (n) => {
          const res = await call(s.t, 'POST', `/api/projects/${id}/waitlist`, {
            payload: { email: `joined${n}@list-pages.test` },
          });
          expect(res.statusCode, res.body).toBe(200);
        },
      });
      expectEachOnce(
        walked.pages.flat().map((e) => e.id),
        before.map((e) => e.id),
      );
    });

    it('streams the CSV download from the database a batch at a time, every entry once', async () => {
      const id = await projectWithEntries(1_234);
      const { result: res, statements } = await statementsOf(() =>
        call(s.t, 'GET', url(id).replace('/waitlist', '/waitlist/export'), { as: s.owner }),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      // Sent as it is read: no length known up front.
      expect(res.headers['content-length']).toBeUndefined();
      expect(res.headers['transfer-encoding']).toBe('chunked');
      const [header, ...lines] = parseCsv(res.body);
      expect(header).toEqual([...WAITLIST_CSV_COLUMNS]);
      const emails = lines.map((line) => line[0]!);
      expectEachOnce(
        emails,
        Array.from({ length: 1_234 }, (_, i) => `reader${i}@list-pages.test`),
      );
      // Newest first: the last four share the newest time.
      expect(emails[0]).toMatch(/^reader123[0-3]@/);
      // Several bounded reads of the entries, none of them the whole list.
      const reads = statements.filter((q) => /from "project_subscribers"/.test(q) && /limit/i.test(q));
      expect(reads.length).toBeGreaterThanOrEqual(3);
    });
  });

  describe('GET /api/posts', () => {
    /** `count` posts of ada's straight into the table, a few to one creation time. */
    async function insertPosts(count: number, start = 0) {
      const rows = Array.from({ length: count }, (_, i) => ({
        userId: s.ada.userId,
        content: `post ${start + i}`,
        writer: 'builtin',
        tone: 'casual' as const,
        target: 'x' as const,
        createdAt: new Date(Date.now() - Math.floor((count - i) / 3) * MINUTE - 10 * MINUTE),
      }));
      return (await s.t.deps.database.db.insert(posts).values(rows).returning({ id: posts.id })).map(
        (r) => r.id,
      );
    }

    it(`answers the newest ${POST_LIST_LIMIT} at most, and every post once by its links while posts are written`, async () => {
      const ids = await insertPosts(250);
      const first = await call(s.t, 'GET', '/api/posts', { as: s.ada });
      expect(first.json<Post[]>()).toHaveLength(POST_LIST_LIMIT);
      expect(first.headers.link).toMatch(/^<\/api\/posts\?before=[^&]+&limit=100>; rel="next"$/);
      expect((await call(s.t, 'GET', '/api/posts?limit=101', { as: s.ada })).statusCode).toBe(400);
      const walked = await walkList<Post>(s.t, '/api/posts?limit=30', {
        as: s.ada,
        between: async (n) => void (await insertPosts(1, 1000 + n)),
      });
      const seen = walked.pages.flat();
      expectEachOnce(
        seen.map((p) => p.id),
        ids,
      );
      const times = seen.map((p) => p.created_at);
      expect(times).toEqual([...times].sort().reverse());
      // Bob sees none of them.
      expect((await call(s.t, 'GET', '/api/posts', { as: s.bob })).json<Post[]>()).toEqual([]);
    });
  });

  describe("GET /api/projects (the signed-in user's own)", () => {
    it(`answers ${MY_PROJECTS_PAGE_SIZE} by default, and every project once by its links while projects are added`, async () => {
      const owner = await signUpConfirmed(s.t, 'many-projects@list-pages.test');
      const made = await insertProjects(
        s.t,
        owner.userId,
        Array.from({ length: 130 }, (_, i) => ({
          name: `Project ${i}`,
          isPrivate: i % 2 === 0,
          createdAt: new Date(Date.now() - Math.floor((130 - i) / 4) * MINUTE - 10 * MINUTE),
        })),
      );
      const first = await call(s.t, 'GET', '/api/projects', { as: owner });
      expect(first.json<Project[]>()).toHaveLength(MY_PROJECTS_PAGE_SIZE);
      expect(first.headers.link).toMatch(/^<\/api\/projects\?before=[^&]+&limit=50>; rel="next"$/);
      expect((await call(s.t, 'GET', '/api/projects?limit=101', { as: owner })).statusCode).toBe(400);
      const walked = await walkList<Project>(s.t, '/api/projects', {
        as: owner,
        between: async (n) => void (await createProject(s.t, owner, { name: `Added ${n}` })),
      });
      expectEachOnce(
        walked.pages.flat().map((p) => p.id),
        made.map((p) => p.id),
      );
    });
  });

  describe('GET /api/following/updates', () => {
    it(`answers ${FOLLOWING_FEED_LIMIT} by default, and every update once by its links while updates are posted`, async () => {
      const followed = await signUpConfirmed(s.t, 'followed@list-pages.test');
      const reader = await signUpConfirmed(s.t, 'reader@list-pages.test');
      const { id } = await createProject(s.t, followed, { is_private: false });
      const rows = await s.t.deps.database.db
        .insert(updates)
        .values(
          Array.from({ length: 130 }, (_, i) => ({
            projectId: id,
            type: 'text' as const,
            title: `Update ${i}`,
            publishedAt: new Date(Date.now() - Math.floor((130 - i) / 3) * MINUTE - 10 * MINUTE),
          })),
        )
        .returning({ id: updates.id });
      expect(
        (await call(s.t, 'POST', `/api/users/${followed.userId}/follow`, { as: reader })).statusCode,
      ).toBe(200);
      const first = await call(s.t, 'GET', '/api/following/updates', { as: reader });
      expect(first.json<FollowingUpdate[]>()).toHaveLength(FOLLOWING_FEED_LIMIT);
      expect((await call(s.t, 'GET', '/api/following/updates?limit=101', { as: reader })).statusCode).toBe(
        400,
      );
      const walked = await walkList<FollowingUpdate>(s.t, '/api/following/updates?limit=25', {
        as: reader,
        between: async (n) => void (await createUpdate(s.t, followed, id, textUpdate(`New ${n}`))),
      });
      expectEachOnce(
        walked.pages.flat().map((u) => u.id),
        rows.map((r) => r.id),
      );
    });
  });

  describe('GET /api/drafts', () => {
    it(`answers ${DRAFTS_PAGE_SIZE} of each list with their totals, and every one once by the next cursors`, async () => {
      const owner = await signUpConfirmed(s.t, 'drafts-owner@list-pages.test');
      const { id } = await createProject(s.t, owner, { is_private: false });
      const other = await createProject(s.t, owner, { is_private: false });
      const insert = (count: number, scheduled: boolean, projectId = id) =>
        s.t.deps.database.db
          .insert(updates)
          .values(
            Array.from({ length: count }, (_, i) => ({
              projectId,
              type: 'text' as const,
              title: `${scheduled ? 'Scheduled' : 'Draft'} ${i}`,
              isDraft: !scheduled,
              publishedAt: new Date(Date.now() + (scheduled ? (10 + Math.floor(i / 3)) * MINUTE : 0)),
              updatedAt: new Date(Date.now() - Math.floor(i / 3) * MINUTE - 10 * MINUTE),
            })),
          )
          .returning({ id: updates.id })
          .then((rows) => rows.map((r) => r.id));
      const drafts = [...(await insert(120, false)), ...(await insert(5, false, other.id))];
      const scheduled = await insert(110, true);
      const first = await call(s.t, 'GET', '/api/drafts', { as: owner });
      const inbox = first.json<DraftInbox>();
      expect([inbox.drafts.length, inbox.scheduled.length]).toEqual([DRAFTS_PAGE_SIZE, DRAFTS_PAGE_SIZE]);
      expect(inbox.totals).toEqual({ drafts: 125, scheduled: 110 });
      const mine = (
        await call(s.t, 'GET', `/api/drafts?project_id=${other.id}`, { as: owner })
      ).json<DraftInbox>();
      expect(mine.totals).toEqual({ drafts: 5, scheduled: 0 });
      expect((await call(s.t, 'GET', '/api/drafts?limit=101', { as: owner })).statusCode).toBe(400);

      for (const [list, ids] of [
        ['drafts', drafts],
        ['scheduled', scheduled],
      ] as const) {
        const seen = inbox[list].map((item) => item.update.id);
        let cursor = inbox.next[list];
        let written = 0;
        while (cursor) {
          // A new draft (the newest edit) or scheduled update (the soonest) comes meanwhile: before the cursor.
          await insert(1, list === 'scheduled');
          written++;
          const res = await call(s.t, 'GET', `/api/drafts?list=${list}&cursor=${cursor}`, { as: owner });
          const page = res.json<DraftInbox>();
          expect(page[list === 'drafts' ? 'scheduled' : 'drafts']).toEqual([]);
          expect(page[list].length).toBeLessThanOrEqual(DRAFTS_PAGE_SIZE);
          seen.push(...page[list].map((item) => item.update.id));
          cursor = page.next[list];
          if (cursor) expect(res.headers.link).toContain(`cursor=${cursor}`);
        }
        expect(written).toBeGreaterThan(1);
        expectEachOnce(seen, ids);
      }
    });
  });
});
