import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Update } from '@shiplog/contract';
import { projects } from '../src/db/schema';
import { publishedUpdatesCount } from '../src/domain/published-updates';
import { seedUpdates } from '../src/modules/updates/updates.seed';
import {
  call,
  createProject,
  createTestApp,
  createUpdate,
  signUpConfirmed,
  statementsOf,
  textUpdate,
} from './support';
import type { SignedIn, TestApp } from './support';

describe('the timeline: ETags, the in-process cache and a constant number of statements', () => {
  let t: TestApp;
  let owner: SignedIn;
  let stranger: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUpConfirmed(t, 'owner@cache.test');
    stranger = await signUpConfirmed(t, 'stranger@cache.test');
  });
  afterAll(async () => t?.close());

  const timeline = (projectId: string, as: SignedIn | null = null, headers: Record<string, string> = {}) =>
    call(t, 'GET', `/api/projects/${projectId}/updates`, { as, headers });

  it('sends an ETag and answers 304 while nothing changed, 200 after a change', async () => {
    const { id: projectId } = await createProject(t, owner, { is_private: false });
    const { id: updateId } = await createUpdate(t, owner, projectId);
    const first = await timeline(projectId);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers.vary).toMatch(/Authorization/);

    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const again = await timeline(projectId, null, { 'if-none-match': ifNoneMatch });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
    }
    expect((await timeline(projectId, null, { 'if-none-match': '"stale"' })).statusCode).toBe(200);

    // A like changes the counts: the old tag no longer matches, at once (the write invalidated).
    expect((await call(t, 'POST', `/api/updates/${updateId}/likes`, { as: stranger })).statusCode).toBe(200);
    const changed = await timeline(projectId, null, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect((changed.json() as Update[])[0]!.likes).toBe(1);
  });

  it('shows writes at once and serves repeats from memory without SQL', async () => {
    const { id: projectId } = await createProject(t, owner, { is_private: false });
    expect((await timeline(projectId)).json()).toEqual([]);
    await createUpdate(t, owner, projectId, textUpdate('Fresh'));
    expect((await timeline(projectId)).json().map((u: Update) => u.title)).toEqual(['Fresh']);
    const { result, statements } = await statementsOf(() => timeline(projectId));
    expect(result.statusCode).toBe(200);
    expect(statements).toEqual([]);
  });

  it('shares one load among requests that miss at the same moment', async () => {
    const { id: projectId } = await createProject(t, owner, { is_private: false });
    await createUpdate(t, owner, projectId);
    t.deps.readCache.invalidate(projectId);
    const { result, statements } = await statementsOf(() =>
      Promise.all(Array.from({ length: 10 }, () => timeline(projectId))),
    );
    expect(result.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(result.map((r) => r.body)).size).toBe(1);
    // Who may read the project, then the page: each loaded once for all ten.
    expect(statements).toHaveLength(2);
  });

  it('lists each update exactly as GET /api/projects/{id}/updates/{updateId} shows it', async () => {
    const { id: projectId } = await createProject(t, owner, { is_private: false });
    await seedUpdates(t.deps.database, { projectId, publicUrl: 'http://localhost:3000' });
    const listed = (await timeline(projectId)).json() as Update[];
    expect(listed.length).toBeGreaterThan(3);
    for (const update of listed) {
      const one = await call(t, 'GET', `/api/projects/${projectId}/updates/${update.id}`);
      expect(one.json()).toEqual(update);
    }
  });

  it('counts published updates for the projects module (stats.updates_count)', async () => {
    const { id: projectId } = await createProject(t, owner, { is_private: false });
    await seedUpdates(t.deps.database, { projectId, publicUrl: 'http://localhost:3000', updates: 4 });
    const [row] = await t.deps.database.db
      .select({ n: publishedUpdatesCount(projects.id) })
      .from(projects)
      .where(eq(projects.id, projectId));
    // Four published; the seed's scheduled one is not counted.
    expect(row).toEqual({ n: 4 });
  });

  it('shows writes made by another process within the cache TTL', async () => {
    const { id: projectId } = await createProject(t, owner, { is_private: false });
    const { id: updateId } = await createUpdate(t, owner, projectId, textUpdate('Before'));
    const ttl = t.deps.readCache.ttlMs;
    t.deps.readCache.ttlMs = 300;
    // The cache reads the clock (Date.now): the test moves it past the TTL instead of waiting.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      expect((await timeline(projectId)).json()[0].title).toBe('Before');
      // Another process writes: nothing here is told.
      await t.deps.database.executeSql(`update updates set title = 'After' where id = $1`, [updateId]);
      expect((await timeline(projectId)).json()[0].title).toBe('Before');
      vi.setSystemTime(Date.now() + 350);
      expect((await timeline(projectId)).json()[0].title).toBe('After');
    } finally {
      vi.useRealTimers();
      t.deps.readCache.ttlMs = ttl;
    }
  });

  it("never serves the owner's view (scheduled updates) to anyone else, whoever asked first", async () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    for (const ownerFirst of [true, false]) {
      const { id: projectId } = await createProject(t, owner, { is_private: false });
      await createUpdate(t, owner, projectId, textUpdate('Published'));
      await createUpdate(t, owner, projectId, textUpdate('Scheduled', { published_at: tomorrow }));
      const asOwner = async () => (await timeline(projectId, owner)).json().map((u: Update) => u.title);
      const visitors = async () => {
        for (const as of [null, stranger]) {
          const res = await timeline(projectId, as);
          expect(res.json().map((u: Update) => u.title)).toEqual(['Published']);
        }
      };
      if (ownerFirst) {
        expect(await asOwner()).toEqual(['Scheduled', 'Published']);
        await visitors();
      } else {
        await visitors();
        expect(await asOwner()).toEqual(['Scheduled', 'Published']);
      }
      // Different bodies, different tags: a visitor's tag never validates the owner's view.
      const visitorTag = String((await timeline(projectId)).headers.etag);
      expect((await timeline(projectId, owner, { 'if-none-match': visitorTag })).statusCode).toBe(200);
    }
  });

  it('keeps private timelines private even when the owner filled the cache', async () => {
    const { id: projectId } = await createProject(t, owner, { is_private: true });
    await createUpdate(t, owner, projectId, textUpdate('Secret'));
    expect((await timeline(projectId, owner)).json()).toHaveLength(1);
    expect((await timeline(projectId)).statusCode).toBe(404);
    expect((await timeline(projectId, stranger)).statusCode).toBe(404);
    expect((await timeline(projectId, owner)).statusCode).toBe(200);
  });

  it('costs the same number of SQL statements for 1 update as for 50 with 1,000 likes and 200 comments', async () => {
    const { id: small } = await createProject(t, owner, { is_private: false });
    await createUpdate(t, owner, small);
    const { id: large } = await createProject(t, owner, { is_private: false });
    await seedUpdates(t.deps.database, {
      projectId: large,
      publicUrl: 'http://localhost:3000',
      updates: 50,
      likes: 1000,
      comments: 200,
    });
    const { rows } = await t.deps.database.executeSql(
      `select count(*)::int as updates, sum(likes_count)::int as likes, sum(comments_count)::int as comments
       from updates where project_id = $1 and published_at <= now()`,
      [large],
    );
    expect(rows[0]).toEqual({ updates: 50, likes: 1000, comments: 200 });

    const cost = async (projectId: string, as: SignedIn | null) => {
      t.deps.readCache.invalidate(projectId);
      const { result, statements } = await statementsOf(() => timeline(projectId, as));
      expect(result.statusCode).toBe(200);
      return { statements: statements.length, updates: (result.json() as Update[]).length };
    };
    for (const as of [null, stranger, owner]) {
      const one = await cost(small, as);
      const many = await cost(large, as);
      expect(one.updates).toBe(1);
      expect(many.updates).toBe(as === owner ? 51 : 50);
      expect(many.statements).toBe(one.statements);
      // A cold read: who may read the project, then one bounded statement for the page.
      if (!as) expect(one.statements).toBe(2);
    }
    const listed = (await timeline(large)).json() as Update[];
    expect(listed.reduce((n, u) => n + u.likes, 0)).toBe(1000);
    expect(listed.reduce((n, u) => n + u.comments, 0)).toBe(200);
    expect(listed[0]!.is_pinned).toBe(true);
    expect(new Set(listed.map((u) => u.type))).toEqual(new Set(['text', 'image', 'commit', 'release']));
  });
});
