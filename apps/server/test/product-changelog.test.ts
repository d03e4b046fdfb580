import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@shiplog/contract';
import {
  ensureProductChangelog,
  PRODUCT_CHANGELOG,
  RELEASE_NOTES,
} from '../src/modules/projects/product-changelog';
import { call, createTestApp, type TestApp } from './support';

describe("Shiplog's own changelog", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await ensureProductChangelog(t.deps.database);
    // Every start runs it again: nothing is written twice.
    await ensureProductChangelog(t.deps.database);
  });
  afterAll(async () => t?.close());

  it('is a public project at /p/shiplog with the release notes, newest first', async () => {
    expect((await t.app.inject({ url: paths.productChangelog })).statusCode).toBe(200);
    const long = await t.app.inject({ url: paths.project(PRODUCT_CHANGELOG.projectId) });
    expect(long.statusCode).toBe(301);
    expect(long.headers.location).toBe(paths.productChangelog);
    const project = await call(t, 'GET', `/api/projects/${PRODUCT_CHANGELOG.projectId}`);
    expect(project.statusCode).toBe(200);
    expect(project.json()).toMatchObject({ name: 'Shiplog', is_private: false, slug: 'shiplog' });
    const list = await call(t, 'GET', `/api/projects/${PRODUCT_CHANGELOG.projectId}/updates`);
    const titles = list.json<{ title: string }[]>().map((u) => u.title);
    expect(titles).toEqual(RELEASE_NOTES.map((note) => note.title).reverse());
    const listed = await call(t, 'GET', '/api/projects/public');
    expect(JSON.stringify(listed.json())).toContain(PRODUCT_CHANGELOG.projectId);
  });

  it('is built by an account with the product name that nobody can sign in to', async () => {
    const profile = await call(t, 'GET', `/api/users/${PRODUCT_CHANGELOG.userId}`);
    expect(profile.json()).toMatchObject({ username: 'Shiplog' });
    expect(profile.body).not.toContain(PRODUCT_CHANGELOG.email);
    for (const password of ['', 'a long test password', 'changelog']) {
      const login = await call(t, 'POST', '/api/auth/login', {
        payload: { email: PRODUCT_CHANGELOG.email, password: password || 'x'.repeat(12) },
      });
      expect(login.statusCode).toBe(401);
    }
  });
});
