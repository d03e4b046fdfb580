import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@shiplog/contract';
import { AppError } from '../src/lib/app-error';
import { BODY_LIMIT } from '../src/app';
import type { AppDeps } from '../src/deps';
import type { FeatureRoutes } from '../src/modules';
import { createTestApp, type TestApp } from './support';

let t: TestApp;

const probeRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (api, { deps }) => {
  api.post(
    '/probe/echo',
    { schema: { body: z.object({ email: z.email(), count: z.number().int().min(1) }) } },
    async (req) => req.body,
  );
  api.get('/probe/app-error', async () => {
    throw new AppError('FORBIDDEN', 'You do not own this project');
  });
  api.get('/probe/crash', async () => {
    throw new Error('secret internals at /srv/app.ts:12');
  });
  api.get('/probe/sql', async () => {
    await deps.database.executeSql('select * from no_such_table_here');
  });
  api.get('/probe/refused-value', async () => {
    await deps.database.executeSql("select 'not a number'::int");
  });
  api.get('/probe/query-with-params', async () => {
    throw new Error('Failed query: select * from users where email = $1\nparams: private@person.test');
  });
  api.get('/probe/limited', { config: { rateLimit: { max: 2, timeWindow: 60_000 } } }, async () => ({
    ok: true,
  }));
};

describe('one error handler', () => {
  beforeAll(async () => {
    t = await createTestApp({ routes: [probeRoutes as FeatureRoutes] });
  });
  afterAll(async () => t.close());

  const body = (payload: string) => errorBodySchema.parse(JSON.parse(payload)).error;

  it('answers unknown /api routes with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/nothing/here?x=1' });
    expect(res.statusCode).toBe(404);
    expect(body(res.payload)).toEqual({
      code: 'NOT_FOUND',
      message: 'No API route for DELETE /api/nothing/here',
    });
  });

  it('answers invalid input with 400 and the field problems', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/probe/echo',
      payload: { email: 'nope', count: 0 },
    });
    expect(res.statusCode).toBe(400);
    const error = body(res.payload);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.issues?.map((i) => i.path).sort()).toEqual(['count', 'email']);
  });

  it('answers malformed JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/probe/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(body(res.payload).code).toBe('BAD_REQUEST');
  });

  it('refuses bodies over the size limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/probe/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', pad: 'x'.repeat(BODY_LIMIT) }),
    });
    expect(res.statusCode).toBe(413);
    expect(body(res.payload).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('maps typed AppErrors to their status', async () => {
    const res = await t.app.inject({ url: '/api/probe/app-error' });
    expect(res.statusCode).toBe(403);
    expect(body(res.payload)).toEqual({ code: 'FORBIDDEN', message: 'You do not own this project' });
  });

  it('hides internals of unexpected errors and logs them', async () => {
    for (const url of ['/api/probe/crash', '/api/probe/sql']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(500);
      expect(body(res.payload)).toEqual({
        code: 'INTERNAL',
        message: 'Something went wrong on our side. Please try again.',
      });
      expect(res.payload).not.toMatch(/no_such_table|srv\/app|stack|select/i);
    }
    expect(t.logs.some((l) => l.level === 50 && JSON.stringify(l).includes('no_such_table_here'))).toBe(true);
  });

  it('rate-limits routes that ask for it, with a clear message', async () => {
    const hit = () => t.app.inject({ url: '/api/probe/limited', remoteAddress: '10.1.1.1' });
    expect((await hit()).statusCode).toBe(200);
    expect((await hit()).statusCode).toBe(200);
    const limited = await hit();
    expect(limited.statusCode).toBe(429);
    expect(body(limited.payload).code).toBe('RATE_LIMITED');
    expect(body(limited.payload).message).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another client is counted on its own.
    expect((await t.app.inject({ url: '/api/probe/limited', remoteAddress: '10.1.1.2' })).statusCode).toBe(
      200,
    );
  });

  it('answers a value the database refuses (SQLSTATE class 22) with 400, not 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/probe/refused-value' });
    expect(res.statusCode).toBe(400);
    expect(body(res.payload).code).toBe('BAD_REQUEST');
  });

  it("never logs a failed query's parameters", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/probe/query-with-params' });
    expect(res.statusCode).toBe(500);
    const logged = JSON.stringify(t.logs);
    expect(logged).toContain('Failed query: select * from users where email = $1');
    expect(logged).not.toContain('private@person.test');
  });
});
