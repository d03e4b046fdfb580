import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOwner, createProject, createTestApp, createUpdate, type TestApp, textUpdate } from './support';
import { crawl, PUBLIC_URL } from './support/feeds';

const STATIC_PAGES = ['/', '/features', '/shiplog', '/pricing', '/faq', '/projects/public'];

describe('sitemap.xml and robots.txt', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL } });
  });
  afterAll(async () => t.close());

  it('lists the static public pages and every public project with its last change', async () => {
    const owner = await createOwner(t);
    const quiet = await createProject(t, owner, { is_private: false, name: 'Quiet' });
    const active = await createProject(t, owner, { is_private: false, name: 'Active' });
    const update = await createUpdate(t, owner, active.id, textUpdate('News'));
    const hidden = await createProject(t, owner, { name: 'Hidden', is_private: true });

    const res = await crawl(t, '/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(XMLValidator.validate(res.payload)).toBe(true);
    const doc = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'url' }).parse(
      res.payload,
    );
    expect(doc.urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const urls = doc.urlset.url as Array<{ loc: string; lastmod?: string }>;
    const lastmod = new Map(urls.map((u) => [u.loc, u.lastmod]));

    for (const path of STATIC_PAGES) expect(lastmod.has(`${PUBLIC_URL}${path}`), path).toBe(true);
    expect(lastmod.get(`${PUBLIC_URL}/projects/${quiet.id}`)).toBe(quiet.updated_at);
    const newest = [update.published_at, update.updated_at, active.updated_at].sort().at(-1);
    expect(lastmod.get(`${PUBLIC_URL}/projects/${active.id}`)).toBe(newest);
    expect([...lastmod.keys()].some((loc) => loc.includes(hidden.id))).toBe(false);
    expect(urls).toHaveLength(STATIC_PAGES.length + 2);
  });

  it('is cacheable with an ETag', async () => {
    const first = await crawl(t, '/sitemap.xml');
    expect(first.headers['cache-control']).toBe('public, max-age=3600');
    const again = await crawl(t, '/sitemap.xml', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('robots.txt lets crawlers in everywhere but the API and signed-in pages, and names the sitemap', async () => {
    const res = await crawl(t, '/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.payload.split('\n').filter(Boolean);
    expect(lines).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /dashboard',
      'Disallow: /drafts',
      'Disallow: /projects/*/settings',
      'Disallow: /settings',
      `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
    ]);
  });
});
