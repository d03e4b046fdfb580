import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Project } from '@shiplog/contract';
import { projects } from '../src/db/schema';
import { DEMO_ACCOUNT } from '../src/modules/projects/demo-data';
import { seedDemo } from '../src/modules/projects/demo-seed';
import { seedUpdates } from '../src/modules/updates/updates.seed';
import { call, createTestApp, type TestApp } from './support';

describe('demo seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const login = (password: string) =>
    call(t, 'POST', '/api/auth/login', { payload: { email: DEMO_ACCOUNT.email, password } });

  it('creates a confirmed demo account and three projects, one private, and is idempotent', async () => {
    const first = await seedDemo(t.deps);
    expect(first).toMatchObject({
      email: DEMO_ACCOUNT.email,
      password: DEMO_ACCOUNT.password,
      createdProjects: 3,
    });
    const again = await seedDemo(t.deps);
    expect(again).toEqual({ ...first, createdProjects: 0 });

    const session = await login(first.password);
    expect(session.statusCode, session.body).toBe(200);
    const mine = await call(t, 'GET', '/api/projects', {
      headers: { authorization: `Bearer ${session.json().access_token}` },
    });
    const list = mine.json<Project[]>();
    expect(list).toHaveLength(3);
    expect(list.filter((p) => p.is_private)).toHaveLength(1);
    for (const p of list) {
      expect(p.name).not.toBe('');
      expect(p.description.length).toBeGreaterThan(20);
      expect(p.tech_stack.length).toBeGreaterThan(1);
      expect(p.long_description).not.toMatch(/</);
      expect(p.long_description_html).toMatch(/^<(h2|p)>/);
      expect(p.user.username).toBe(DEMO_ACCOUNT.name);
    }
    // Listed once they have shipped: the updates seed (npm run seed) gives the public two theirs.
    const listed = async () =>
      (await call(t, 'GET', '/api/projects/public'))
        .json<Project[]>()
        .filter((p) => p.user_id === first.userId);
    expect(await listed()).toHaveLength(0);
    for (const p of list)
      await seedUpdates(t.deps.database, {
        projectId: p.id,
        publicUrl: t.deps.config.PUBLIC_URL,
        updates: 2,
        likes: 0,
        comments: 0,
      });
    t.deps.afterProjectWrite(); // written behind the app's back: its cached lists go
    expect(await listed()).toHaveLength(2);
  });

  it('sets the printed password again, and adds sample projects on request', async () => {
    const result = await seedDemo(t.deps, { password: 'another demo password', extraPublicProjects: 5 });
    expect(result.createdProjects).toBe(5);
    expect((await login(DEMO_ACCOUNT.password)).statusCode).toBe(401);
    expect((await login('another demo password')).statusCode).toBe(200);
    const count = await t.deps.database.db.$count(projects, eq(projects.userId, result.userId));
    expect(count).toBe(8);
    // The samples (load tests) have shipped, so the public list pages through them.
    expect((await call(t, 'GET', '/api/projects/public?limit=100')).json<Project[]>()).toHaveLength(7);
    await expect(seedDemo(t.deps, { password: 'password' })).rejects.toThrow(/common/);
  });
});
