import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support';

describe('GET /api/health', () => {
  let t: TestApp;
  afterEach(async () => t?.close());

  it('answers 200 with the database reachable', async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(res.headers['x-request-id']).toMatch(/^[\w-]{8}-[0-9a-z]+$/);
  });

  it('carries the API security headers and logs one line per request', async () => {
    t = await createTestApp();
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBeUndefined();
    const lines = t.logs.filter((l) => l.reqId === res.headers['x-request-id']);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request completed',
        method: 'GET',
        url: '/api/health',
        statusCode: 200,
      }),
    ]);
  });

  it('answers 503 once the database no longer answers', async () => {
    t = await createTestApp();
    await t.deps.database.close();
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', database: 'unreachable' });
  });

  it('remembers a success for the cache window only', async () => {
    t = await createTestApp({ deps: { healthCacheMs: 60_000 } });
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    await t.deps.database.close();
    // Within the window the last success stands; a failure is never cached.
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });

  it('keeps a safe incoming request id and replaces an unsafe one', async () => {
    t = await createTestApp();
    const kept = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'lb-1234abcd' } });
    expect(kept.headers['x-request-id']).toBe('lb-1234abcd');
    const replaced = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': '<script>' } });
    expect(replaced.headers['x-request-id']).not.toBe('<script>');
  });
});
