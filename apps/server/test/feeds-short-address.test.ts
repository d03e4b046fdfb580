import { describe, expect, it } from 'vitest';
import { call, createProject, createUpdate, textUpdate } from './support';
import { crawl, publicSite, PUBLIC_URL, readHead } from './support/feeds';

/** A project with a short address is found there everywhere a reader, crawler or feed reader looks. */
describe('the short address as the canonical one', () => {
  const s = publicSite('shortcut');

  let made: Promise<{ project: { id: string }; update: { id: string } }> | undefined;
  /** The owner's project 'Lamp' at `/p/lamp`, with one published update (made once). */
  const lampWithUpdate = () =>
    (made ??= (async () => {
      const project = await createProject(s.t, s.owner, { is_private: false, name: 'Lamp' });
      const update = await createUpdate(s.t, s.owner, project.id, textUpdate('Dimmer shipped'));
      const payload = { slug: 'lamp' };
      const put = await call(s.t, 'PUT', `/api/projects/${project.id}`, { as: s.owner, payload });
      expect(put.statusCode, put.body).toBe(200);
      return { project, update };
    })());

  it("is the page's canonical link and og:url, for the project and for an update, served with its content", async () => {
    const { project, update } = await lampWithUpdate();
    const page = await crawl(s.t, '/p/lamp');
    expect(page.statusCode).toBe(200);
    const head = readHead(page.payload);
    expect(head.canonical).toBe(`${PUBLIC_URL}/p/lamp`);
    expect(head.meta('og:url')).toBe(`${PUBLIC_URL}/p/lamp`);
    expect(head.title).toContain('Lamp');
    // Server-rendered: the update is in the HTML without JavaScript.
    expect(page.payload).toContain('Dimmer shipped');
    const one = await crawl(s.t, `/p/lamp/updates/${update.id}`);
    expect(one.statusCode).toBe(200);
    const oneHead = readHead(one.payload);
    expect(oneHead.canonical).toBe(`${PUBLIC_URL}/p/lamp/updates/${update.id}`);
    expect(oneHead.meta('og:url')).toBe(`${PUBLIC_URL}/p/lamp/updates/${update.id}`);
    const moved = await crawl(s.t, `/projects/${project.id}/updates/${update.id}`);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`/p/lamp/updates/${update.id}`);
    expect((await crawl(s.t, '/p/lamp/updates/no-such-update')).statusCode).toBe(404);
  });

  it('is what the feeds link to, at their usual addresses, with item ids unchanged', async () => {
    const { project, update } = await lampWithUpdate();
    const atom = await crawl(s.t, `/projects/${project.id}/feed.xml`);
    expect(atom.statusCode).toBe(200);
    expect(atom.payload).toContain(`href="${PUBLIC_URL}/p/lamp/updates/${update.id}"`);
    expect(atom.payload).toContain(`<id>urn:uuid:${update.id}</id>`);
    expect(atom.payload).not.toContain(`${PUBLIC_URL}/projects/${project.id}/updates/`);
    const json = (await crawl(s.t, `/projects/${project.id}/feed.json`)).json();
    expect(json.home_page_url).toBe(`${PUBLIC_URL}/p/lamp`);
    expect(json.feed_url).toBe(`${PUBLIC_URL}/projects/${project.id}/feed.json`);
    expect(json.items[0]).toMatchObject({
      id: `urn:uuid:${update.id}`,
      url: `${PUBLIC_URL}/p/lamp/updates/${update.id}`,
    });
    const rss = await crawl(s.t, `/projects/${project.id}/rss.xml`);
    expect(rss.payload).toContain(`<link>${PUBLIC_URL}/p/lamp/updates/${update.id}</link>`);
  });

  it('is the address in the sitemap', async () => {
    const { id } = (await lampWithUpdate()).project;
    const sitemap = (await crawl(s.t, '/sitemap.xml')).payload;
    expect(sitemap).toContain(`<loc>${PUBLIC_URL}/p/lamp</loc>`);
    expect(sitemap).not.toContain(`/projects/${id}<`);
  });
});
