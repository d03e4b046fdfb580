import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '@shiplog/contract';
import { serveEndpoint } from '../src/lib/serve-endpoint';

const renameThing = defineEndpoint({
  id: 'renameThing',
  method: 'PUT',
  path: '/things/:id',
  summary: 'Rename a thing',
  tags: ['things'],
  auth: 'required',
  params: z.object({ id: z.string().min(2) }),
  query: z.object({ dry: z.enum(['0', '1']).optional() }),
  body: z.object({ name: z.string().trim().min(1) }),
  status: 201,
  response: z.object({ id: z.string(), name: z.string() }),
});
const removeThing = defineEndpoint({
  id: 'removeThing',
  method: 'DELETE',
  path: '/things/:id',
  summary: 'Remove a thing',
  tags: ['things'],
  auth: 'required',
  params: z.object({ id: z.string() }),
  status: 204,
});

const guardThing = defineEndpoint({
  id: 'guardThing',
  method: 'POST',
  path: '/guarded',
  summary: 'A guarded thing',
  tags: ['things'],
  auth: 'none',
  body: z.object({ name: z.string().min(1) }),
  status: 200,
  response: z.object({ seen: z.string() }),
});

const app = Fastify();
const hookCalls: string[] = [];
beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRoute', (route) => {
    if (route.schema?.operationId)
      routes.push(`${String(route.schema.operationId)} ${String(route.schema.summary)}`);
  });
  serveEndpoint(app, renameThing, {}, async (request) => ({
    id: request.params.id,
    name: request.query.dry === '1' ? `(dry) ${request.body.name}` : request.body.name,
    extra: 'not serialised',
  }));
  serveEndpoint(app, removeThing, {}, async () => undefined);
  serveEndpoint(
    app,
    guardThing,
    {
      onRequest: async (request, reply) => {
        hookCalls.push('onRequest');
        if (request.headers['x-refuse']) await reply.status(403).send({ refused: true });
      },
      preHandler: async (request) => {
        hookCalls.push(`preHandler ${(request.body as { name: string }).name}`);
      },
      bodyLimit: 64,
    },
    async (request) => ({ seen: request.body.name }),
  );
  await app.ready();
});
afterAll(() => app.close());
const routes: string[] = [];

describe('serveEndpoint', () => {
  it('answers with the endpoint status and only the fields of its response schema', async () => {
    const res = await app.inject({ method: 'PUT', url: '/things/t1?dry=1', payload: { name: ' Lamp ' } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: 't1', name: '(dry) Lamp' });
  });

  it('validates params, query and body from the contract', async () => {
    const badParam = await app.inject({ method: 'PUT', url: '/things/t', payload: { name: 'x' } });
    const badQuery = await app.inject({ method: 'PUT', url: '/things/t1?dry=2', payload: { name: 'x' } });
    const badBody = await app.inject({ method: 'PUT', url: '/things/t1', payload: { name: ' ' } });
    expect([badParam.statusCode, badQuery.statusCode, badBody.statusCode]).toEqual([400, 400, 400]);
  });

  it('sends 204 with no body', async () => {
    const res = await app.inject({ method: 'DELETE', url: '/things/t1' });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
  });

  it('runs the route hooks it is given: onRequest before the body is read, preHandler after validation', async () => {
    hookCalls.length = 0;
    const refused = await app.inject({
      method: 'POST',
      url: '/guarded',
      headers: { 'x-refuse': '1' },
      payload: { name: '' },
    });
    expect(refused.statusCode).toBe(403);
    expect(hookCalls).toEqual(['onRequest']);

    hookCalls.length = 0;
    const ok = await app.inject({ method: 'POST', url: '/guarded', payload: { name: 'Lamp' } });
    expect(ok.json()).toEqual({ seen: 'Lamp' });
    expect(hookCalls).toEqual(['onRequest', 'preHandler Lamp']);

    const tooBig = await app.inject({ method: 'POST', url: '/guarded', payload: { name: 'x'.repeat(100) } });
    expect(tooBig.statusCode).toBe(413);
  });

  it('gives the route its operationId and summary', () => {
    expect(routes).toEqual([
      'renameThing Rename a thing',
      'removeThing Remove a thing',
      'guardThing A guarded thing',
    ]);
  });
});
