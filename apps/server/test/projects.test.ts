import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectMessages, projectSchema, type Project } from '@shiplog/contract';
import { projects } from '../src/db/schema';
import { call, createProject, createTestApp, type SignedIn, signUpConfirmed, type TestApp } from './support';

describe('projects API', () => {
  let t: TestApp;
  let ada: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    ada = await signUpConfirmed(t, 'ada@projects.test');
  });
  afterAll(async () => t?.close());

  const read = async (id: string, auth = ada.bearer) =>
    (await call(t, 'GET', `/api/projects/${id}`, { headers: auth })).json<Project>();

  it('creates a project with the defaults: name from the repository, empty description, private', async () => {
    const project = await createProject(t, ada, { repository_name: 'ada/analytical-engine' });
    expect(projectSchema.parse(project)).toEqual(project);
    expect(project).toMatchObject({
      name: 'analytical-engine',
      description: '',
      long_description: '',
      repository_name: 'ada/analytical-engine',
      repository_id: null,
      is_private: true,
      github_stars: 0,
      tech_stack: [],
      custom_domain: null,
      user_id: ada.userId,
      // No name and no GitHub login: no part of the email address is shown.
      user: { id: ada.userId, username: 'Shiplog user', avatar_url: '/api/avatars/Shiplog%20user.svg' },
      stats: { updates_count: 0, subscribers_count: 0 },
    });
    const blank = await createProject(t, ada, {
      repository_name: 'ada/notes',
      repository_id: 42,
      name: '   ',
      description: 'Notes on the engine',
      is_private: false,
    });
    expect(blank).toMatchObject({
      name: 'notes',
      description: 'Notes on the engine',
      repository_id: 42,
      is_private: false,
    });
  });

  it('lists the signed-in user’s own projects, newest first, and only theirs', async () => {
    const bob = await signUpConfirmed(t, 'bob@projects.test');
    const first = await createProject(t, bob, { repository_name: 'bob/one', name: 'One' });
    const second = await createProject(t, bob, { repository_name: 'bob/two', name: 'Two' });
    const res = await call(t, 'GET', '/api/projects', { headers: bob.bearer });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.json<Project[]>().map((p) => p.id)).toEqual([second.id, first.id]);
    const mine = (await call(t, 'GET', '/api/projects', { headers: ada.bearer })).json<Project[]>();
    expect(mine.every((p) => p.user_id === ada.userId)).toBe(true);
    expect((await call(t, 'GET', '/api/projects')).statusCode).toBe(401);
  });

  it('updates every editable field; the long description is kept as written and rendered safe', async () => {
    const project = await createProject(t, ada, { repository_name: 'ada/lamp', repository_id: 7 });
    const res = await call(t, 'PUT', `/api/projects/${project.id}`, {
      headers: ada.bearer,
      payload: {
        name: '  Lamp  ',
        description: 'A lamp',
        is_private: false,
        long_description: '## Why\n\n**Light** <script>alert(1)</script>',
        banner_url: 'https://img.example/banner.png',
        logo_url: 'https://img.example/logo.png',
        icon_url: '',
        website_url: 'https://lamp.example',
        twitter_handle: '@lamp_hq',
        tech_stack: ['TypeScript', 'Postgres', 'TypeScript'],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json<Project>();
    expect(updated).toMatchObject({
      name: 'Lamp',
      description: 'A lamp',
      is_private: false,
      long_description: '## Why\n\n**Light** <script>alert(1)</script>',
      long_description_html:
        '<h2>Why</h2>\n<p><strong>Light</strong> &lt;script&gt;alert(1)&lt;/script&gt;</p>',
      banner_url: 'https://img.example/banner.png',
      logo_url: 'https://img.example/logo.png',
      icon_url: null,
      website_url: 'https://lamp.example',
      twitter_handle: 'lamp_hq',
      tech_stack: ['TypeScript', 'Postgres'],
      repository_id: 7,
    });
    expect(Date.parse(updated.updated_at)).toBeGreaterThan(Date.parse(project.updated_at));
    expect(await read(project.id)).toEqual(updated);

    // The same repository keeps its id; another one drops it (unless sent).
    const same = await call(t, 'PUT', `/api/projects/${project.id}`, {
      headers: ada.bearer,
      payload: { repository_name: 'ada/lamp', banner_url: '' },
    });
    expect(same.json()).toMatchObject({ repository_id: 7, banner_url: null });
    const moved = await call(t, 'PUT', `/api/projects/${project.id}`, {
      headers: ada.bearer,
      payload: { repository_name: 'ada/lantern' },
    });
    expect(moved.json()).toMatchObject({ repository_name: 'ada/lantern', repository_id: null });
  });

  it('takes a website without its scheme and stores it with https://', async () => {
    const project = await createProject(t, ada, { repository_name: 'ada/studio' });
    const res = await call(t, 'PUT', `/api/projects/${project.id}`, {
      headers: ada.bearer,
      payload: { website_url: ' carla.studio ' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Project>().website_url).toBe('https://carla.studio');
    const refused = await call(t, 'PUT', `/api/projects/${project.id}`, {
      headers: ada.bearer,
      payload: { website_url: 'javascript:alert(1)' },
    });
    expect(refused.statusCode).toBe(400);
  });

  it('refuses invalid input with the contract’s messages and changes nothing', async () => {
    const project = await createProject(t, ada, { repository_name: 'ada/kept', name: 'Kept' });
    const put = (payload: unknown) =>
      call(t, 'PUT', `/api/projects/${project.id}`, { headers: ada.bearer, payload });
    for (const [payload, message] of [
      [{ name: '' }, projectMessages.nameRequired],
      [{ name: '   ', description: 'changed' }, projectMessages.nameRequired],
      [{ name: null }, projectMessages.nameRequired],
      [{ repository_name: 'not-a-repository' }, projectMessages.repositoryFormat],
      [{ name: 'Changed', repository_name: 'too/many/slashes' }, projectMessages.repositoryFormat],
    ] as const) {
      const res = await put(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.issues[0].message).toBe(message);
    }
    expect(await read(project.id)).toEqual(project);

    for (const payload of [{}, { repository_name: 'nope' }, { repository_name: 'a b/c' }]) {
      const res = await call(t, 'POST', '/api/projects', { headers: ada.bearer, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.issues[0].message).toBe(projectMessages.repositoryFormat);
    }
  });

  it('answers 404 for unknown ids on every route', async () => {
    for (const [method, payload] of [['GET'], ['PUT', { name: 'x' }], ['DELETE']] as const) {
      const res = await call(t, method, '/api/projects/no-such-project', { headers: ada.bearer, payload });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(projectMessages.notFound);
    }
  });

  it('shows the owner by name once they have one', async () => {
    const cy = await signUpConfirmed(t, 'cy@projects.test');
    await call(t, 'PATCH', '/api/account', { headers: cy.bearer, payload: { name: 'Cy Young' } });
    const project = await createProject(t, cy, { repository_name: 'cy/pitch' });
    expect(project.user).toEqual({
      id: cy.userId,
      username: 'Cy Young',
      avatar_url: '/api/avatars/Cy%20Young.svg',
    });
  });

  it('deletes a project, and deleting the account deletes its projects', async () => {
    const dee = await signUpConfirmed(t, 'dee@projects.test');
    const gone = await createProject(t, dee, { repository_name: 'dee/gone', is_private: false });
    const kept = await createProject(t, dee, { repository_name: 'dee/kept', is_private: false });
    expect((await call(t, 'DELETE', `/api/projects/${gone.id}`, { headers: dee.bearer })).statusCode).toBe(
      204,
    );
    expect((await call(t, 'GET', `/api/projects/${gone.id}`)).statusCode).toBe(404);
    expect((await call(t, 'DELETE', `/api/projects/${gone.id}`, { headers: dee.bearer })).statusCode).toBe(
      404,
    );
    expect((await call(t, 'GET', `/api/projects/${kept.id}`)).statusCode).toBe(200);

    const bye = await call(t, 'DELETE', '/api/account', {
      headers: dee.bearer,
      payload: { confirm: 'dee@projects.test' },
    });
    expect(bye.statusCode).toBe(204);
    expect((await call(t, 'GET', `/api/projects/${kept.id}`)).statusCode).toBe(404);
    const left = await t.deps.database.db.select().from(projects).where(eq(projects.userId, dee.userId));
    expect(left).toEqual([]);
  });
});
