import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WIDGET_UPDATES, widgetFeedSchema, type Project } from '@shiplog/contract';
import {
  call,
  createOwner,
  createProject,
  createTestApp,
  createUpdate,
  fromNow,
  textUpdate,
  type SignedIn,
  type TestApp,
} from './support';
import { PUBLIC_URL } from './support/feeds';

/** A GET as another site's page sends it through the element: no cookie, an Origin of its own. */
const fromSite = (t: TestApp, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { origin: 'https://customer.example', ...headers } });

describe("the What's new widget's data", () => {
  let t: TestApp;
  let owner: SignedIn;
  let project: Project;
  const feedUrl = () => `/api/projects/${project.id}/widget`;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL } });
    owner = await createOwner(t, 'widgeteer');
    project = await createProject(t, owner, { is_private: false, name: 'Lighthouse' });
    await createUpdate(
      t,
      owner,
      project.id,
      textUpdate('Old news', { content: '## Hello\n\nFirst **bold** line.' }),
    );
    await createUpdate(t, owner, project.id, textUpdate('Big launch', { is_major_update: true }));
    await createUpdate(t, owner, project.id, textUpdate('Secret draft', { status: 'draft' }));
    await createUpdate(t, owner, project.id, textUpdate('Not yet', { published_at: fromNow(3_600_000) }));
  });
  afterAll(async () => t?.close());

  it('carries the published updates only, newest first, with plain first lines and absolute links', async () => {
    const res = await fromSite(t, feedUrl());
    expect(res.statusCode, res.body).toBe(200);
    const feed = widgetFeedSchema.parse(res.json());
    expect(feed.project).toEqual({
      id: project.id,
      name: 'Lighthouse',
      url: `${PUBLIC_URL}/projects/${project.id}`,
    });
    expect(feed.updates.map((u) => [u.title, u.is_major_update])).toEqual([
      ['Big launch', true],
      ['Old news', false],
    ]);
    expect(feed.updates[1]).toMatchObject({ type: 'text', excerpt: 'Hello First bold line.' });
    expect(feed.updates[0]!.url).toBe(`${PUBLIC_URL}/projects/${project.id}/updates/${feed.updates[0]!.id}`);
    expect(res.body).not.toMatch(/Secret draft|Not yet/);
  });

  it(`carries at most the newest ${WIDGET_UPDATES}`, async () => {
    const busy = await createProject(t, owner, { is_private: false, name: 'Busy' });
    for (let i = 1; i <= WIDGET_UPDATES + 2; i++)
      await createUpdate(t, owner, busy.id, textUpdate(`Update ${i}`));
    const feed = widgetFeedSchema.parse((await fromSite(t, `/api/projects/${busy.id}/widget`)).json());
    expect(feed.updates).toHaveLength(WIDGET_UPDATES);
    expect(feed.updates[0]!.title).toBe(`Update ${WIDGET_UPDATES + 2}`);
  });

  it('is 404 for private and unknown projects, to the owner as well', async () => {
    const hidden = await createProject(t, owner, { is_private: true, name: 'Hidden Gem' });
    await createUpdate(t, owner, hidden.id, textUpdate('Private news'));
    for (const id of [hidden.id, '00000000-0000-4000-8000-000000000000']) {
      for (const res of [
        await fromSite(t, `/api/projects/${id}/widget`),
        await call(t, 'GET', `/api/projects/${id}/widget`, { as: owner }),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toMatch(/Hidden Gem|Private news/);
      }
      expect((await fromSite(t, `/projects/${id}/widget`)).statusCode).toBe(404);
    }
  });

  it('lets any origin read it, and nothing else: no credentials, no preflight for writes', async () => {
    const res = await fromSite(t, feedUrl());
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    expect(res.headers['set-cookie']).toBeUndefined();
    const missing = await fromSite(t, '/api/projects/00000000-0000-4000-8000-000000000000/widget');
    expect(missing.headers['access-control-allow-origin']).toBe('*');
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: feedUrl(),
      headers: { origin: 'https://customer.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
    const other = await call(t, 'GET', `/api/projects/${project.id}/updates`);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('is compressed, cacheable with an ETag, and 304 until the project changes', async () => {
    const first = await fromSite(t, feedUrl(), { 'accept-encoding': 'br, gzip' });
    const busy = await fromSite(t, `/api/projects/${project.id}/widget`, { 'accept-encoding': 'gzip' });
    expect(busy.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=30, must-revalidate');
    const again = await fromSite(t, feedUrl(), { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.payload).toBe('');
    expect(again.headers['access-control-allow-origin']).toBe('*');
    await createUpdate(t, owner, project.id, textUpdate('Even newer'));
    const after = await fromSite(t, feedUrl(), { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.json().updates[0].title).toBe('Even newer');
    // A draft changes nothing the widget shows.
    const now = String(after.headers.etag);
    await createUpdate(t, owner, project.id, textUpdate('Another draft', { status: 'draft' }));
    expect((await fromSite(t, feedUrl(), { 'if-none-match': now })).statusCode).toBe(304);
  });

  it('compresses a full answer', async () => {
    const busy = await createProject(t, owner, { is_private: false, name: 'Wordy' });
    for (let i = 1; i <= 6; i++)
      await createUpdate(
        t,
        owner,
        busy.id,
        textUpdate(`Wordy ${i}`, { content: 'Words and more words. '.repeat(20) }),
      );
    const res = await fromSite(t, `/api/projects/${busy.id}/widget`, { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('serves widget.js to other sites: readable cross-origin, gzipped, with an ETag and 304', async () => {
    const first = await fromSite(t, '/widget.js', { 'accept-encoding': 'gzip' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(first.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(first.headers['cache-control']).toBe('public, max-age=3600');
    const etag = String(first.headers.etag);
    expect(etag).toBeTruthy();
    const again = await fromSite(t, '/widget.js', { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    const plain = await fromSite(t, '/widget.js');
    expect(plain.headers['cross-origin-resource-policy']).toBe('cross-origin');
    // Other files keep the app's own policy.
    expect((await fromSite(t, '/social-card.png')).headers['cross-origin-resource-policy']).toBe(
      'same-origin',
    );
  });

  it('has an iframe page any site may frame, running only our script', async () => {
    const res = await fromSite(t, `/projects/${project.id}/widget?theme=dark&lang=de&accent=%23ff0000`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.payload).toContain('<script src="/widget.js" async></script>');
    expect(res.payload).toContain(
      `<shiplog-whats-new project="${project.id}" display="list" theme="dark" accent="#ff0000" lang="de">`,
    );
    const hostile = await fromSite(t, `/projects/${project.id}/widget?theme="><script>&accent=red;x:y`);
    expect(hostile.payload).not.toMatch(/theme=|accent=|<script>/);
  });
});
