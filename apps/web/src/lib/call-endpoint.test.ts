// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '@shiplog/contract';
import { createApiClient, type ApiClient } from './api-client';
import { callEndpoint } from './call-endpoint';

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

let server: Server;
let client: ApiClient;
beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
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
    };
    expect(typeOnly).toBeTypeOf('function');
  });
});
