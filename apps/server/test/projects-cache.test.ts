import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Project } from '@shiplog/contract';
import { projects } from '../src/db/schema';
import { call, createProject, createTestApp, type SignedIn, signUpConfirmed, type TestApp } from './support';

describe('GET /api/projects/{id}: ETags and the read cache', () => {
  let t: TestApp;
  let ada: SignedIn;
  let bob: SignedIn;
  let project: Project;
  beforeAll(async () => {
    t = await createTestApp();
    ada = await signUpConfirmed(t, 'ada@projects-cache.test');
    bob = await signUpConfirmed(t, 'bob@projects-cache.test');
    project = await createProject(t, ada, { repository_name: 'ada/cached', is_private: false });
  });
  afterAll(async () => t?.close());

  const get = (headers: Record<string, string> = {}) =>
    call(t, 'GET', `/api/projects/${project.id}`, { headers });

  it('sends an ETag and answers 304 when the client has the same bytes', async () => {
    const first = await get();
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await get({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves repeats from memory, but a write through the API shows at once', async () => {
    await get();
    // A change behind the app's back is not seen while the cached copy is fresh…
    await t.deps.database.db
      .update(projects)
      .set({ name: 'Renamed in SQL' })
      .where(eq(projects.id, project.id));
    expect((await get()).json<Project>().name).toBe('cached');
    // …its owner reads fresh…
    expect((await get(ada.bearer)).json<Project>().name).toBe('Renamed in SQL');
    // …and a write through the API drops the cached copy for everyone.
    const put = await call(t, 'PUT', `/api/projects/${project.id}`, {
      headers: ada.bearer,
      payload: { name: 'Renamed' },
    });
    expect(put.statusCode).toBe(200);
    expect((await get()).json<Project>().name).toBe('Renamed');
    expect((await get(bob.bearer)).json<Project>().name).toBe('Renamed');
  });

  it('hides a project made private at once, and a deleted one', async () => {
    await get();
    await call(t, 'PUT', `/api/projects/${project.id}`, {
      headers: ada.bearer,
      payload: { is_private: true },
    });
    expect((await get()).statusCode).toBe(404);
    expect((await get(bob.bearer)).statusCode).toBe(404);
    expect((await get(ada.bearer)).statusCode).toBe(200);
    await call(t, 'DELETE', `/api/projects/${project.id}`, { headers: ada.bearer });
    expect((await get(ada.bearer)).statusCode).toBe(404);
  });
});
