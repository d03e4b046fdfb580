import { describe, expect, it } from 'vitest';
import { projectMessages } from '@shiplog/contract';
import { call, createProject, ownedProjects } from './support';

describe('short project addresses (/p/{slug})', () => {
  const s = ownedProjects('projects-slug.test');
  const put = (id: string, slug: string, as = s.owner) =>
    call(s.t, 'PUT', `/api/projects/${id}`, { as, payload: { slug } });
  const visit = (slug: string) => s.t.app.inject({ method: 'GET', url: `/p/${slug}` });

  it('serves a chosen address directly, lower-cased; the UUID address and other spellings answer 301 to it', async () => {
    const res = await put(s.publicId, ' My-Lamp ');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().slug).toBe('my-lamp');
    const visited = await visit('my-lamp');
    expect(visited.statusCode).toBe(200);
    expect(visited.headers['content-type']).toContain('text/html');
    const upper = await visit('MY-LAMP');
    expect(upper.statusCode).toBe(301);
    expect(upper.headers.location).toBe('/p/my-lamp');
    const long = await s.t.app.inject({ method: 'GET', url: `/projects/${s.publicId}?type=release` });
    expect(long.statusCode).toBe(301);
    expect(long.headers.location).toBe('/p/my-lamp?type=release');
  });

  it('reads the project by its short address through the API too (a private one only for its owner)', async () => {
    const read = await call(s.t, 'GET', '/api/projects/my-lamp');
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().id).toBe(s.publicId);
    expect((await put(s.privateId, 'hidden-lamp')).statusCode).toBe(200);
    expect((await call(s.t, 'GET', '/api/projects/hidden-lamp')).statusCode).toBe(404);
    expect((await call(s.t, 'GET', '/api/projects/hidden-lamp', { as: s.stranger })).statusCode).toBe(404);
    const own = await call(s.t, 'GET', '/api/projects/hidden-lamp', { as: s.owner });
    expect(own.json().id).toBe(s.privateId);
    expect((await put(s.privateId, '')).statusCode).toBe(200);
  });

  it('refuses a malformed or taken address with a clear message, changing nothing', async () => {
    for (const slug of ['ab', '-lamp', 'lamp-', 'a lamp', 'x'.repeat(61)]) {
      const res = await put(s.publicId, slug);
      expect(res.statusCode, slug).toBe(400);
      expect(JSON.stringify(res.json().error)).toContain(projectMessages.slugFormat);
    }
    const other = await createProject(s.t, s.owner, { is_private: false });
    const taken = await put(other.id, 'my-lamp');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toEqual({ code: 'CONFLICT', message: projectMessages.slugTaken });
    expect((await call(s.t, 'GET', `/api/projects/${other.id}`)).json().slug).toBeNull();
    expect((await put(s.publicId, 'my-lamp', s.stranger)).statusCode).toBe(403);
  });

  it("answers 404 for an unknown address and a private project's; an earlier address answers 301 to the current one", async () => {
    expect((await put(s.privateId, 'secret-lab')).statusCode).toBe(200);
    expect((await visit('secret-lab')).statusCode).toBe(404);
    expect((await visit('no-such-lamp')).statusCode).toBe(404);
    expect((await put(s.publicId, 'new-lamp')).json().slug).toBe('new-lamp');
    const earlier = await visit('my-lamp');
    expect(earlier.statusCode).toBe(301);
    expect(earlier.headers.location).toBe('/p/new-lamp');
    expect((await put(s.publicId, '')).json().slug).toBeNull();
    // Without a short address the page is at its UUID address again, where every earlier one leads.
    for (const slug of ['my-lamp', 'new-lamp']) {
      const cleared = await visit(slug);
      expect(cleared.statusCode, slug).toBe(301);
      expect(cleared.headers.location).toBe(`/projects/${s.publicId}`);
    }
    expect((await s.t.app.inject({ method: 'GET', url: `/projects/${s.publicId}` })).statusCode).toBe(200);
    // An earlier address another project takes is that project's.
    const other = await createProject(s.t, s.owner, { is_private: false });
    expect((await put(other.id, 'my-lamp')).statusCode).toBe(200);
    expect((await visit('my-lamp')).statusCode).toBe(200);
  });
});
