import { describe, expect, it } from 'vitest';
import { projectMessages } from '@shiplog/contract';
import { call, createProject, ownedProjects } from './support';

describe('short project addresses (/p/{slug})', () => {
  const s = ownedProjects('projects-slug.test');
  const put = (id: string, slug: string, as = s.owner) =>
    call(s.t, 'PUT', `/api/projects/${id}`, { as, payload: { slug } });
  const visit = (slug: string) => s.t.app.inject({ method: 'GET', url: `/p/${slug}` });

  it('redirects a chosen address to the project, lower-cased, and keeps the UUID address canonical', async () => {
    const res = await put(s.publicId, ' My-Lamp ');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().slug).toBe('my-lamp');
    const visited = await visit('my-lamp');
    expect(visited.statusCode).toBe(302);
    expect(visited.headers.location).toBe(`/projects/${s.publicId}`);
    expect((await visit('MY-LAMP')).headers.location).toBe(`/projects/${s.publicId}`);
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

  it("answers 404 for an unknown address, a private project's, and one that was cleared", async () => {
    expect((await put(s.privateId, 'secret-lab')).statusCode).toBe(200);
    expect((await visit('secret-lab')).statusCode).toBe(404);
    expect((await visit('no-such-lamp')).statusCode).toBe(404);
    expect((await put(s.publicId, '')).json().slug).toBeNull();
    expect((await visit('my-lamp')).statusCode).toBe(404);
  });
});
