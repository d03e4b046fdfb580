import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support';

describe('serving the web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://shiplog.example' } });
  });
  afterAll(async () => t.close());

  const meta = (html: string, key: string) =>
    html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`))?.[1];

  it('serves index.html with the page metadata for crawlers, never cached', async () => {
    const res = await t.app.inject({ url: '/pricing' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.payload;
    expect(html).toContain('<title>Pricing | Shiplog</title>');
    expect(html).toContain('<link rel="canonical" href="https://shiplog.example/pricing"');
    expect(meta(html, 'og:title')).toBe('Pricing | Shiplog');
    expect(meta(html, 'og:url')).toBe('https://shiplog.example/pricing');
    expect(meta(html, 'og:image')).toBe('https://shiplog.example/social-card.png');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'description')).toBe('Shiplog is free during beta. No credit card required.');
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).not.toContain('<!--app-head-->');
  });

  it('renders the home page at / and /index.html', async () => {
    for (const url of ['/', '/index.html']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.payload).toContain('<title>Turn Your Commits into Stories | Shiplog</title>');
      expect(res.payload).toContain('<link rel="canonical" href="https://shiplog.example/"');
    }
  });

  it('answers unknown paths with the app and status 404', async () => {
    const res = await t.app.inject({ url: '/no/such/page' });
    expect(res.statusCode).toBe(404);
    expect(res.payload).toContain('<title>Page not found | Shiplog</title>');
    expect(meta(res.payload, 'robots')).toBe('noindex');
    // Without scripts the page still says so, and the way home; the app's root stays empty for
    // the app to draw its screen in.
    const fallback = res.payload.match(/<div id="root"><\/div><noscript>(.*?)<\/noscript>/s)?.[1];
    expect(fallback).toContain('>Page not found</h1>');
    expect(fallback).toContain('>The page you are looking for does not exist.</p>');
    expect(fallback).toContain(
      '<a class="text-accent underline underline-offset-4" href="/">Back to Home</a>',
    );
    for (const url of ['/projects/42', '/user/nobody']) {
      const other = await t.app.inject({ url });
      expect(other.statusCode).toBe(404);
      expect(other.payload).toContain('<noscript><main');
    }
    expect((await t.app.inject({ url: '/pricing' })).payload).not.toContain('<noscript>');
  });

  it('knows dynamic routes and the redirecting paths', async () => {
    // An unknown project: the generic page, 404 (project pages are resolved from the database).
    expect((await t.app.inject({ url: '/projects/42' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/projects/42/settings' })).payload).toContain('noindex');
    const auth = await t.app.inject({ url: '/auth' });
    expect(auth.statusCode).toBe(200);
    expect(auth.payload).toContain('<title>Sign in | Shiplog</title>');
    expect((await t.app.inject({ url: '/my-projects' })).payload).toContain(
      '<title>My Projects | Shiplog</title>',
    );
  });

  it('serves hashed assets for a year and other files for an hour', async () => {
    const asset = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const image = await t.app.inject({ url: '/social-card.png' });
    expect(image.headers['cache-control']).toBe('public, max-age=3600');
    const missing = await t.app.inject({ url: '/assets/missing-123.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('sends a Content-Security-Policy that allows no inline scripts', async () => {
    const res = await t.app.inject({ url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
  });

  it("writes the build's HTML into #root on pre-rendered pages, with their chunks listed", async () => {
    const home = (await t.app.inject({ url: '/' })).payload;
    expect(home).toContain('<div id="root"><main><h1>Turn Your Commits into Stories</h1></main></div>');
    expect(meta(home, 'shiplog:preload')).toBe('/assets/home-abc.js');
    // Other pages are drawn by the app: an empty #root, nothing to preload.
    const pricing = (await t.app.inject({ url: '/pricing' })).payload;
    expect(pricing).toContain('<div id="root"></div>');
    expect(meta(pricing, 'shiplog:preload')).toBeUndefined();
    const missing = (await t.app.inject({ url: '/no/such/page' })).payload;
    expect(missing).toContain('<div id="root"></div>');
    // The file itself is the server's, not a public asset.
    expect((await t.app.inject({ url: '/prerendered.json' })).payload).not.toContain('Turn Your Commits');
  });

  it('tells the app a visitor without a session cookie is signed out', async () => {
    expect(meta((await t.app.inject({ url: '/pricing' })).payload, 'shiplog:session')).toBe('none');
    const withCookie = await t.app.inject({
      url: '/pricing',
      cookies: { '__Host-shiplog.session_token': 'anything' },
    });
    expect(meta(withCookie.payload, 'shiplog:session')).toBeUndefined();
  });

  it('compresses pages for clients that accept it', async () => {
    const plain = await t.app.inject({ url: '/' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload.length).toBeGreaterThan(1024); // compression starts at 1 KiB
    const br = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.payload);
    const gzip = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.payload);
  });

  it('answers non-GET requests to app paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/pricing' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });
});
