import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CUSTOM_DOMAIN_PRODUCT_META,
  CUSTOM_DOMAIN_PROJECT_META,
  timelineRead,
  type CustomDomain,
  type Project,
} from '@shiplog/contract';
import { call, createUpdate, textUpdate, type SignedIn } from './support';
import {
  activeDomain,
  DOMAIN_PUBLIC_URL,
  domainUrl,
  ownerWithProject,
  setUpDomain,
  startDomainHarness,
} from './support/domains';
import type { DomainHarness } from './support/domains';

describe('serving a project on its custom domain', () => {
  let h: DomainHarness;
  let owner: SignedIn;
  let project: Project;
  beforeAll(async () => {
    h = await startDomainHarness({ TRUST_PROXY: '127.0.0.1' });
    ({ owner, project } = await activeDomain(h, 'updates.acme.test'));
    await call(h.t, 'POST', `/api/projects/${project.id}/updates`, {
      headers: owner.bearer,
      payload: { title: 'Shipped dark mode', content: 'Dark mode is here.', type: 'text' },
    });
  });
  afterAll(async () => h?.close());

  const get = (host: string, url: string, headers: Record<string, string> = {}) =>
    h.t.app.inject({ url, headers: { host, ...headers } });
  const metaContent = (html: string, name: string) =>
    html.match(new RegExp(`<meta name="${name}" content="([^"]*)"`))?.[1];

  it('serves the project page at / with canonical URLs on the domain and the project meta tag', async () => {
    const res = await get('updates.acme.test', '/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const html = res.payload;
    expect(html).toContain(`<title>${project.name} | Shiplog</title>`);
    expect(html).toContain('<link rel="canonical" href="https://updates.acme.test/"');
    expect(html).toContain('<meta property="og:url" content="https://updates.acme.test/"');
    expect(metaContent(html, CUSTOM_DOMAIN_PROJECT_META)).toBe(project.id);
    // Where the page's "Made with Shiplog" leads: the product's own host, not the domain.
    expect(metaContent(html, CUSTOM_DOMAIN_PRODUCT_META)).toBe(DOMAIN_PUBLIC_URL);
    expect(html).toContain('href="https://updates.acme.test/feed.xml"');
    expect(html).toContain(`content="${DOMAIN_PUBLIC_URL}/projects/${project.id}/social-card.png?v=`);
    // Host names are case-insensitive; a port is not part of the name.
    expect((await get('Updates.ACME.test:443', '/')).statusCode).toBe(200);
  });

  it('writes the timeline its address narrows to, not the page kept for /', async () => {
    const firstPage = `"${timelineRead(project.id, { before: null })}"`;
    const majorOnly = `"${timelineRead(project.id, { before: null, type: 'major' })}"`;
    expect((await get('updates.acme.test', '/')).payload).toContain(firstPage);
    const narrowed = await get('updates.acme.test', '/?type=major');
    expect(narrowed.statusCode).toBe(200);
    expect(narrowed.payload).toContain(majorOnly);
    expect(narrowed.payload).not.toContain(firstPage);
    expect((await get('updates.acme.test', '/')).payload).toContain(firstPage);
  });

  it('serves the project’s feeds at the root, linking to the domain', async () => {
    const atom = await get('updates.acme.test', '/feed.xml');
    expect(atom.statusCode).toBe(200);
    expect(atom.headers['content-type']).toMatch(/application\/atom\+xml/);
    expect(atom.payload).toContain('Shipped dark mode');
    expect(atom.payload).toContain('href="https://updates.acme.test/feed.xml"');
    expect(atom.payload).toMatch(/<link href="https:\/\/updates\.acme\.test\/updates\/[0-9a-f-]+"/);
    const rss = await get('updates.acme.test', '/rss.xml');
    expect(rss.statusCode).toBe(200);
    expect(rss.payload).toContain('<link>https://updates.acme.test/</link>');
  });

  it('keeps the app’s files and the API working there', async () => {
    const asset = await get('updates.acme.test', '/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.payload).toContain('console.log');
    const api = await get('updates.acme.test', `/api/projects/${project.id}`);
    expect(api.statusCode).toBe(200);
    expect(api.json().custom_domain).toBe('updates.acme.test');
  });

  it('lets the page on the domain write to the API from its own origin, and no other', async () => {
    const subscribe = (origin: string) =>
      h.t.app.inject({
        method: 'POST',
        url: `/api/projects/${project.id}/subscribe`,
        headers: { host: 'updates.acme.test', origin, 'content-type': 'application/json' },
        payload: JSON.stringify({ email: 'reader@acme.test' }),
      });
    expect((await subscribe('https://updates.acme.test')).statusCode).toBeLessThan(300);
    for (const origin of ['https://evil.example', 'http://updates.acme.test', 'https://private.acme.test'])
      expect((await subscribe(origin)).statusCode, origin).toBe(403);
  });

  it('answers 404 for any other path on the domain', async () => {
    for (const url of [
      '/pricing',
      '/projects',
      `/projects/${project.id}`,
      `/projects/${project.id}/feed.xml`,
      '/sitemap.xml',
      '/assets/missing-1.js',
    ]) {
      const res = await get('updates.acme.test', url);
      expect(res.statusCode, url).toBe(404);
      expect(metaContent(res.payload, CUSTOM_DOMAIN_PROJECT_META), url).toBeUndefined();
    }
  });

  it('reads the host from X-Forwarded-Host behind a trusted proxy only', async () => {
    const proxied = await get('127.0.0.1:3000', '/', { 'x-forwarded-host': 'updates.acme.test' });
    expect(metaContent(proxied.payload, CUSTOM_DOMAIN_PROJECT_META)).toBe(project.id);
    const untrusted = await h.t.app.inject({
      url: '/',
      headers: { host: 'shiplog.example', 'x-forwarded-host': 'updates.acme.test' },
      remoteAddress: '203.0.113.9',
    });
    expect(untrusted.statusCode).toBe(200);
    expect(metaContent(untrusted.payload, CUSTOM_DOMAIN_PROJECT_META)).toBeUndefined();
  });

  it('answers on our own host and direct addresses as before', async () => {
    for (const host of ['shiplog.example', 'localhost:3000', '127.0.0.1:3000']) {
      const home = await get(host, '/');
      expect(home.statusCode, host).toBe(200);
      expect(home.payload).toContain('<link rel="canonical" href="https://shiplog.example/"');
      expect(metaContent(home.payload, CUSTOM_DOMAIN_PROJECT_META)).toBeUndefined();
      expect((await get(host, '/pricing')).statusCode).toBe(200);
      expect((await get(host, '/feed.xml')).statusCode).toBe(404);
    }
  });

  it('gives any other host a bare 404, with nothing of the app, but health and the TLS question', async () => {
    for (const url of ['/', '/pricing', '/login', '/api/projects/public', '/assets/index.js', '/feed.xml']) {
      const res = await get('unknown.example.net', url);
      expect(res.statusCode, url).toBe(404);
      expect(res.payload, url).toBe('Not found');
    }
    expect((await get('unknown.example.net', '/api/health')).statusCode).toBe(200);
    expect((await get('unknown.example.net', '/api/domains/allowed?domain=x.example')).statusCode).not.toBe(
      500,
    );
  });

  it('serves an update’s page and the JSON Feed on the domain', async () => {
    const update = await createUpdate(h.t, owner, project.id, textUpdate('On the domain'));
    const page = await get('updates.acme.test', `/updates/${update.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.payload).toContain(
      `<link rel="canonical" href="https://updates.acme.test/updates/${update.id}"`,
    );
    expect(metaContent(page.payload, CUSTOM_DOMAIN_PROJECT_META)).toBe(project.id);
    expect(metaContent(page.payload, CUSTOM_DOMAIN_PRODUCT_META)).toBe(DOMAIN_PUBLIC_URL);
    expect((await get('updates.acme.test', '/feed.json')).statusCode).toBe(200);
    expect((await get('updates.acme.test', '/updates/no-such-update')).statusCode).toBe(404);
  });

  it('serves nothing for a pending domain or a private project', async () => {
    const pending = await ownerWithProject(h.t);
    await setUpDomain(h.t, pending.owner, pending.project.id, 'pending.acme.test');
    const hidden = await activeDomain(h, 'private.acme.test', { isPrivate: true });
    for (const host of ['pending.acme.test', 'private.acme.test'])
      for (const url of ['/', '/feed.xml', '/rss.xml']) {
        const res = await get(host, url);
        expect(res.statusCode, `${host}${url}`).toBe(404);
        expect(res.payload).not.toContain(hidden.project.name);
      }
  });

  it('stops serving a domain once it is removed or its project turns private', async () => {
    const other = await activeDomain(h, 'short.acme.test');
    expect((await get('short.acme.test', '/')).statusCode).toBe(200);
    await call(h.t, 'PUT', `/api/projects/${other.project.id}`, {
      headers: other.owner.bearer,
      payload: { is_private: true },
    });
    expect((await get('short.acme.test', '/')).statusCode).toBe(404);
    expect((await get('short.acme.test', '/feed.xml')).statusCode).toBe(404);
    await call(h.t, 'DELETE', domainUrl(other.project.id), { headers: other.owner.bearer });
    for (const url of ['/', '/login', '/feed.xml']) {
      const gone = await get('short.acme.test', url);
      expect(gone.statusCode, url).toBe(404);
      expect(gone.payload, url).toBe('Not found');
    }
  });

  describe('GET /api/domains/allowed (Caddy’s on-demand TLS ask)', () => {
    const allowed = (domain: string) =>
      h.t.app.inject({ url: `/api/domains/allowed?domain=${encodeURIComponent(domain)}` });

    it('answers 200 for active domains of public projects only, without a session', async () => {
      expect((await allowed('updates.acme.test')).statusCode).toBe(200);
      expect((await allowed('UPDATES.acme.test')).statusCode).toBe(200);
      // private.acme.test is active, but its project is private: it serves nothing, so no certificate.
      const refused = ['private.acme.test', 'pending.acme.test', 'nobody.example.com', 'shiplog.example', ''];
      for (const domain of refused) expect((await allowed(domain)).statusCode, domain).toBe(404);
      expect((await h.t.app.inject({ url: '/api/domains/allowed' })).statusCode).toBe(400);
    });

    it('knows at once when a domain becomes active or goes away', async () => {
      const later = await ownerWithProject(h.t);
      const res = await setUpDomain(h.t, later.owner, later.project.id, 'soon.acme.test');
      expect((await allowed('soon.acme.test')).statusCode).toBe(404);
      const pending = res.json<CustomDomain>();
      h.dns.set('soon.acme.test', { CNAME: 'shiplog.example' });
      h.dns.set('_shiplog.soon.acme.test', { TXT: [pending.dns_records[1]!.content] });
      await call(h.t, 'POST', `${domainUrl(later.project.id)}/verify`, { headers: later.owner.bearer });
      expect((await allowed('soon.acme.test')).statusCode).toBe(200);
      await call(h.t, 'DELETE', domainUrl(later.project.id), { headers: later.owner.bearer });
      expect((await allowed('soon.acme.test')).statusCode).toBe(404);
    });

    it('takes bursts without a rate limit', async () => {
      const answers = await Promise.all(Array.from({ length: 300 }, () => allowed('updates.acme.test')));
      expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    });
  });
});
