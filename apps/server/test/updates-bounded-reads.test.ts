import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Update } from '@shiplog/contract';
import { ProjectReadCache } from '../src/lib/project-read-cache';
import { call, createProject, createTestApp, signUpConfirmed, statementsOf } from './support';
import type { SignedIn, TestApp } from './support';

/**
 * A page of the timeline costs the page, not the project: one statement with a LIMIT, its
 * filter served by an index, the search by full-text search; the read cache counts bytes.
 */
describe('the timeline reads a page, not the project', () => {
  let t: TestApp;
  let owner: SignedIn;
  let projectId: string;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUpConfirmed(t, 'owner@bounded.test');
    ({ id: projectId } = await createProject(t, owner, { is_private: false }));
    // 1,200 updates straight into the database: a few releases among many commits.
    await t.deps.database.executeSql(
      `insert into updates (project_id, type, title, content, published_at, created_at)
       select $1, case when i % 200 = 0 then 'release' else 'commit' end,
              case when i = 7 then 'Dark mode for the settings page' else 'Change number ' || i end,
              'Details of change ' || i,
              now() - i * interval '1 minute', now() - i * interval '1 minute'
       from generate_series(1, 1200) i`,
      [projectId],
    );
    await t.deps.database.executeSql('analyze updates');
  });
  afterAll(async () => t?.close());

  const page = (query: string) => call(t, 'GET', `/api/projects/${projectId}/updates?${query}`);

  it('reads one page with one bounded statement after who may read it', async () => {
    await page('limit=10');
    t.deps.readCache.invalidate(projectId);
    const { result, statements } = await statementsOf(() => page('type=release&limit=10'));
    expect(result.json<Update[]>().map((u) => u.type)).toEqual(Array(6).fill('release'));
    const read = statements.find((s) => /from "updates"/.test(s))!;
    expect(read).toMatch(/limit \$\d+$/);
    expect(statements).toHaveLength(2);
  });

  it('searches by words and their beginnings with full-text search', async () => {
    const { result, statements } = await statementsOf(() => page('q=dar%20mode'));
    expect(result.json<Update[]>().map((u) => u.title)).toEqual(['Dark mode for the settings page']);
    expect(statements.join('\n')).toMatch(/search_vector @@ to_tsquery/);
    expect((await page('q=ark')).json<Update[]>()).toEqual([]);
  });

  it('serves each filter from an index in timeline order', async () => {
    /** The plan of `query`, with sequential scans off in its own transaction (one connection). */
    const explain = (query: string, params: unknown[] = []) =>
      t.deps.database.transaction(async (tx) => {
        await tx.executeSql('set local enable_seqscan = off');
        const { rows } = await tx.executeSql(`explain ${query}`, params);
        return rows.map((r) => Object.values(r as object)[0]).join('\n');
      });
    const plan = (filter: string) =>
      explain(
        `select id from updates where project_id = $1 ${filter}
         order by is_pinned desc nulls last, published_at desc nulls last, created_at desc nulls last, id desc nulls last
         limit 11`,
        [projectId],
      );
    expect(await plan(`and type = 'release'`)).toMatch(/updates_project_type_timeline_idx/);
    expect(await plan('and is_major_update')).toMatch(/updates_project_major_timeline_idx/);
    expect(await plan('')).toMatch(/updates_project_timeline_idx/);
    expect(await plan('')).not.toMatch(/Sort/);
    // The words alone (the project's own rows may be few enough to read by its id first).
    expect(
      await explain(`select id from updates where search_vector @@ to_tsquery('simple', 'dark:*')`),
    ).toMatch(/updates_search_idx/);
  });

  it('follows the cursor through every update once', async () => {
    const seen = new Set<string>();
    let next = 'limit=100';
    for (let pages = 0; next && pages < 20; pages++) {
      const res = await page(next);
      for (const u of res.json<Update[]>()) seen.add(u.id);
      const cursor = res.headers['x-next-cursor'];
      next = typeof cursor === 'string' ? `limit=100&before=${cursor}` : '';
    }
    expect(seen.size).toBe(1200);
  });
});

describe('the read cache counts bytes', () => {
  it('drops the least recently used project when the pages it keeps pass the limit', async () => {
    const cache = new ProjectReadCache(60_000, 100, 1_000);
    const keep = (project: string, name: string, bytes: number) =>
      cache.read(project, name, async () => ({ value: `${project}:${name}`, bytes }));
    await keep('a', 'page-1', 400);
    await keep('b', 'page-1', 400);
    await keep('a', 'page-1', 0);
    await keep('c', 'page-1', 400);
    expect(cache.size).toEqual({ projects: 2, bytes: 800 });
    // `b` was used least recently: it went; `a` (read again) stayed.
    expect((await cache.read('a', 'page-1', async () => ({ value: 'again' }))).fresh).toBe(false);
    expect((await cache.read('b', 'page-1', async () => ({ value: 'again' }))).fresh).toBe(true);
  });
});
