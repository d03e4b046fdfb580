import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { FeatureRoutes } from '../src/modules';
import { createTestApp, type TestApp } from './support';

const limited: FeatureRoutes = async (api) => {
  api.get('/probe/limited', { config: { rateLimit: { max: 3, timeWindow: 60_000 } } }, async () => ({
    ok: 1,
  }));
};

describe('rate limits shared by every process', () => {
  let first: TestApp;
  let second: FastifyInstance;
  beforeAll(async () => {
    first = await createTestApp({ routes: [limited] });
    // A second app process on the same database.
    second = await buildApp(first.deps, { routes: [limited] });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('counts requests to either process against one limit', async () => {
    const from = (app: FastifyInstance) =>
      app.inject({ url: '/api/probe/limited', remoteAddress: '10.9.9.9' });
    expect((await from(first.app)).statusCode).toBe(200);
    expect((await from(second)).statusCode).toBe(200);
    expect((await from(first.app)).statusCode).toBe(200);
    expect((await from(second)).statusCode).toBe(429);
    expect((await from(first.app)).statusCode).toBe(429);
  });

  it('starts a new window once the old one has passed', async () => {
    await first.deps.database.executeSql(
      `update rate_limits set window_start = now() - interval '2 minutes' where key like '%10.9.9.9'`,
    );
    expect(
      (await first.app.inject({ url: '/api/probe/limited', remoteAddress: '10.9.9.9' })).statusCode,
    ).toBe(200);
  });

  it('ignores a forged X-Forwarded-For unless a proxy is trusted', async () => {
    const from = (xff: string) =>
      first.app.inject({
        url: '/api/probe/limited',
        remoteAddress: '10.8.8.8',
        headers: { 'x-forwarded-for': xff },
      });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await from(`203.0.113.${i}`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
