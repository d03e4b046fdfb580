import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

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

  it('answers non-GET requests to app paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/pricing' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });
});
