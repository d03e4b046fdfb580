import { describe, expect, it } from 'vitest';
import { pruneUpdateViewsJob } from '../src/jobs/prune-update-views.job';
import { call, createProject, createUpdate, engagementApp } from './support';
import type { SignedIn } from './support';

describe('views of updates', () => {
  const s = engagementApp('views.test');

  const view = (id: string, ip: string, opts: { as?: SignedIn; ua?: string } = {}) =>
    call(s.t, 'POST', `/api/updates/${id}/views`, {
      as: opts.as,
      ip,
      headers: { 'user-agent': opts.ua ?? 'Mozilla/5.0 test' },
    });
  const viewsOf = async (id: string, ip: string, opts?: { as?: SignedIn; ua?: string }) => {
    const res = await view(id, ip, opts);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().views as number;
  };

  it('counts a visitor once per day, another visitor again, and never the owner', async () => {
    const { id } = await createUpdate(s.t, s.owner, s.projectId);
    expect(await viewsOf(id, '203.0.113.1')).toBe(1);
    expect(await viewsOf(id, '203.0.113.1')).toBe(1);
    expect(await viewsOf(id, '203.0.113.2')).toBe(2);
    expect(await viewsOf(id, '203.0.113.2', { ua: 'Another browser' })).toBe(3);
    expect(await viewsOf(id, '203.0.113.1', { as: s.ada })).toBe(4);
    expect(await viewsOf(id, '203.0.113.1', { as: s.ada })).toBe(4);
    expect(await viewsOf(id, '203.0.113.9', { as: s.owner })).toBe(4);
    expect(await viewsOf(id, '203.0.113.8', { as: s.owner })).toBe(4);
    const concurrent = await Promise.all([1, 2, 3, 4].map(() => viewsOf(id, '203.0.113.3')));
    expect(Math.max(...concurrent)).toBe(5);

    const timeline = await call(s.t, 'GET', `/api/projects/${s.projectId}/updates/${id}`);
    expect(timeline.json().views).toBe(5);
  });

  it('stores no raw address or user agent, and counts the same visitor again the next day', async () => {
    const { id } = await createUpdate(s.t, s.owner, s.projectId);
    expect(await viewsOf(id, '198.51.100.7', { ua: 'Quirky/1.0' })).toBe(1);
    const { rows } = await s.t.deps.database.executeSql(
      `select visitor_hash, day::text as day from update_views where update_id = $1`,
      [id],
    );
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toMatch(/198\.51|Quirky/);
    expect(rows[0]!.day).toBe(new Date().toISOString().slice(0, 10));

    await s.t.deps.database.executeSql(`update update_views set day = day - 1 where update_id = $1`, [id]);
    expect(await viewsOf(id, '198.51.100.7', { ua: 'Quirky/1.0' })).toBe(2);
    expect(await viewsOf(id, '198.51.100.7', { ua: 'Quirky/1.0' })).toBe(2);
  });

  it('refuses views of hidden updates', async () => {
    const { id: privateId } = await createProject(s.t, s.owner, { is_private: true });
    const { id: hidden } = await createUpdate(s.t, s.owner, privateId);
    expect((await view(hidden, '192.0.2.1')).statusCode).toBe(404);
    expect((await view(hidden, '192.0.2.1', { as: s.ada })).statusCode).toBe(404);
    expect((await view('no-such-update', '192.0.2.1')).statusCode).toBe(404);
    expect(await viewsOf(hidden, '192.0.2.1', { as: s.owner })).toBe(0);
  });

  it('prunes de-duplication rows older than two days, keeping the counts', async () => {
    const { id } = await createUpdate(s.t, s.owner, s.projectId);
    for (const ip of ['192.0.2.10', '192.0.2.11', '192.0.2.12']) await viewsOf(id, ip);
    await s.t.deps.database.executeSql(
      `update update_views set day = day - 3 where update_id = $1 and visitor_hash = (select min(visitor_hash) from update_views where update_id = $1)`,
      [id],
    );
    await pruneUpdateViewsJob.handler({}, { deps: s.t.deps, logger: s.t.deps.logger, jobId: 'test' });
    const { rows } = await s.t.deps.database.executeSql(
      `select count(*)::int as n from update_views where update_id = $1`,
      [id],
    );
    expect(rows[0]!.n).toBe(2);
    expect((await call(s.t, 'GET', `/api/projects/${s.projectId}/updates/${id}`)).json().views).toBe(3);
  });
});
