// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '@shiplog/contract';
import { createApiClient, type ApiClient } from './api-client';
import { callEndpoint, sendToEndpoint, type LazyEndpoint } from './call-endpoint';
import { lazyEndpoints } from './lazy-endpoints';

const renameThing = defineEndpoint({
  id: 'renameThing',
  method: 'PUT',
  path: '/things/:id',
  summary: 'Rename a thing',
  tags: ['things'],
  auth: 'required',
  params: z.object({ id: z.string() }),
  query: z.object({ dry: z.enum(['0', '1']).optional() }),
  body: z.object({ name: z.string() }),
  status: 200,
  response: z.object({ id: z.string(), name: z.string(), url: z.string() }),
});
const listThings = defineEndpoint({
  id: 'listThings',
  method: 'GET',
  path: '/things',
  summary: 'List things',
  tags: ['things'],
  auth: 'none',
  status: 200,
  response: z.array(z.string()),
});
const joinThings = defineEndpoint({
  id: 'joinThings',
  method: 'POST',
  path: '/things/join',
  summary: 'Join the things list',
  tags: ['things'],
  auth: 'none',
  body: z.object({ email: z.string() }),
  status: 201,
  response: z.object({ joined: z.literal(true), link: z.string() }),
  otherResponses: { 200: z.object({ joined: z.literal(false) }), 503: z.object({ down: z.literal(true) }) },
});

let server: Server;
let client: ApiClient;
beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.url === '/api/things/join') {
        const { email } = JSON.parse(body) as { email: string };
        // 201 for a new address, 200 for one already listed, 503 (another body) when it says so.
        const [status, answer] =
          email === 'down'
            ? [503, { down: true }]
            : email === 'known'
              ? [200, { joined: false }]
              : email === 'odd'
                ? [201, { joined: 'maybe' }]
                : [201, { joined: true, link: `/r/${email}` }];
        res.writeHead(status, { 'content-type': 'application/json' });
        return res.end(JSON.stringify(answer));
      }
      if (req.method === 'DELETE') return res.writeHead(204).end();
      res.writeHead(200, { 'content-type': 'application/json' });
      if (req.method === 'GET') return res.end(JSON.stringify(['a', 'b']));
      const { name } = JSON.parse(body) as { name: string };
      res.end(JSON.stringify({ id: 'x', name: `${req.method} ${name}`, url: req.url }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  client = createApiClient({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api` });
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('callEndpoint', () => {
  it('sends the method, the filled-in path, the query and the body, and parses the answer', async () => {
    const answer = await callEndpoint(client, renameThing, {
      params: { id: 'a/b' },
      query: { dry: '1' },
      body: { name: 'Lamp' },
    });
    expect(answer).toEqual({ id: 'x', name: 'PUT Lamp', url: '/api/things/a%2Fb?dry=1' });
  });

  it('needs no input for an endpoint without parameters', async () => {
    await expect(callEndpoint(client, listThings, {})).resolves.toEqual(['a', 'b']);
  });

  it('parses every success the endpoint declares: the 201 and the other 2xx answers', async () => {
    const joined = await callEndpoint(client, joinThings, { body: { email: 'ada' } });
    expect(joined).toEqual({ joined: true, link: '/r/ada' });
    const known = await callEndpoint(client, joinThings, { body: { email: 'known' } });
    expect(known).toEqual({ joined: false });
    // Not a success: the 503 answer rejects, and a body no success schema accepts is invalid.
    await expect(callEndpoint(client, joinThings, { body: { email: 'down' } })).rejects.toMatchObject({
      status: 503,
    });
    await expect(callEndpoint(client, joinThings, { body: { email: 'odd' } })).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    });
  });

  it('calls a lazy endpoint at once and loads it only to parse the answer', async () => {
    const loads: string[] = [];
    const lazyList: LazyEndpoint<typeof listThings> = {
      method: 'GET',
      path: '/things',
      load: async () => {
        loads.push('listThings');
        return listThings;
      },
    };
    await expect(callEndpoint(client, lazyList, {})).resolves.toEqual(['a', 'b']);
    expect(loads).toEqual(['listThings']);
    const strict: LazyEndpoint<typeof listThings> = {
      ...lazyList,
      load: async () => ({ ...listThings, response: z.array(z.number()) as never }),
    };
    await expect(callEndpoint(client, strict, {})).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it("makes a feature's lazy endpoints from its routes; an answer without a body needs no schema", async () => {
    const dropThing = defineEndpoint({
      id: 'dropThing',
      method: 'DELETE',
      path: '/things/:id',
      summary: 'Drop a thing',
      tags: ['things'],
      auth: 'required',
      params: z.object({ id: z.string() }),
      status: 204,
    });
    let loads = 0;
    const routes = {
      listThings: { method: 'GET', path: '/things' },
      dropThing: { method: 'DELETE', path: '/things/:id' },
    } as const;
    const things = lazyEndpoints(routes, async () => {
      loads += 1;
      return { listThings, dropThing };
    });
    expect(things.dropThing).toMatchObject({ method: 'DELETE', path: '/things/:id' });
    expect(loads).toBe(0);
    await expect(callEndpoint(client, things.listThings, {})).resolves.toEqual(['a', 'b']);
    await expect(callEndpoint(client, things.dropThing, { params: { id: 'x' } })).resolves.toBeUndefined();
    expect(loads).toBe(2);
  });

  it("parses with the caller's schema instead of the endpoint's when it passes one", async () => {
    const onlyA = z.array(z.string()).transform((list) => list.filter((item) => item === 'a'));
    await expect(callEndpoint(client, listThings, {}, { schema: onlyA })).resolves.toEqual(['a']);
    const onlyJoined = joinThings.response;
    await expect(
      callEndpoint(client, joinThings, { body: { email: 'known' } }, { schema: onlyJoined }),
    ).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('sends the same request and hands back the answer unparsed when the caller reads it itself', async () => {
    await expect(sendToEndpoint(client, joinThings, { body: { email: 'odd' } })).resolves.toEqual({
      joined: 'maybe',
    });
    await expect(sendToEndpoint(client, joinThings, { body: { email: 'down' } })).rejects.toMatchObject({
      status: 503,
    });
  });

  it('does not type-check a call the server would not accept', () => {
    const typeOnly = () => {
      // @ts-expect-error the body is required
      void callEndpoint(client, renameThing, { params: { id: 'x' } });
      // @ts-expect-error a parameter of the wrong name
      void callEndpoint(client, renameThing, { params: { key: 'x' }, body: { name: 'n' } });
      // @ts-expect-error a body field the endpoint does not take
      void callEndpoint(client, renameThing, { params: { id: 'x' }, body: { title: 'n' } });
      // @ts-expect-error no body on a GET without one
      void callEndpoint(client, listThings, { body: { name: 'n' } });
      // @ts-expect-error sendToEndpoint checks the call as callEndpoint does
      void sendToEndpoint(client, renameThing, { params: { id: 'x' } });
      const wrongPath: LazyEndpoint<typeof listThings> = {
        method: 'GET',
        // @ts-expect-error a lazy endpoint's path must be the contract's
        path: '/thing',
        load: async () => listThings,
      };
      const wrongMethod: LazyEndpoint<typeof listThings> = {
        // @ts-expect-error a lazy endpoint's method must be the contract's
        method: 'POST',
        path: '/things',
        load: async () => listThings,
      };
      // @ts-expect-error a schema whose answer the endpoint does not give
      void callEndpoint(client, listThings, {}, { schema: z.number() });
      void wrongPath;
      void wrongMethod;
    };
    expect(typeOnly).toBeTypeOf('function');
  });

  it('types the answer as every success the endpoint declares, and no more', () => {
    const typeOnly = async () => {
      const answer = await callEndpoint(client, joinThings, { body: { email: 'e' } });
      const either: { joined: true; link: string } | { joined: false } = answer;
      // @ts-expect-error the answer may be the 200 one
      const onlyJoined: { joined: true; link: string } = answer;
      // @ts-expect-error a caller cannot claim a narrower answer without a schema that checks it
      const narrowed: Promise<{ joined: true; link: string }> = callEndpoint(client, joinThings, {
        body: { email: 'e' },
      });
      const checked: { joined: true; link: string } = await callEndpoint(
        client,
        joinThings,
        { body: { email: 'e' } },
        { schema: joinThings.response },
      );
      return [either, onlyJoined, narrowed, checked];
    };
    expect(typeOnly).toBeTypeOf('function');
  });
});
