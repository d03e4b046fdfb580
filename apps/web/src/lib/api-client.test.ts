// @vitest-environment node
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApiClient } from './api-client';
import { ApiError } from './api-error';
import { API_TIMEOUT_MS } from './constants';

type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;

const json = (res: ServerResponse, status: number, data: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(data));
};

/** A real HTTP server: each route answers the way the Shiplog API (or a broken proxy) would. */
const routes: Record<string, Handler> = {
  'GET /api/hello': (_req, _body, res) => json(res, 200, { hello: 'world' }),
  'GET /api/echo': (req, body, res) =>
    json(res, 200, { method: req.method, url: req.url, headers: req.headers, body }),
  'POST /api/echo': (req, body, res) => json(res, 201, { method: req.method, headers: req.headers, body }),
  'PUT /api/echo': (req, body, res) => json(res, 200, { method: req.method, body }),
  'PATCH /api/echo': (req, body, res) => json(res, 200, { method: req.method, body }),
  'DELETE /api/item': (_req, _body, res) => res.writeHead(204).end(),
  'POST /api/invalid': (_req, _body, res) =>
    json(res, 400, {
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Invalid input',
        issues: [{ path: 'email', message: 'Required' }],
      },
    }),
  'GET /api/missing': (_req, _body, res) =>
    json(res, 404, { error: { code: 'NOT_FOUND', message: 'No such project' } }),
  'GET /api/proxy-down': (_req, _body, res) => {
    res.writeHead(502, { 'content-type': 'text/html' });
    res.end('<html>Bad Gateway</html>');
  },
  'GET /api/garbled': (_req, _body, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"not json');
  },
  'GET /api/slow': (_req, _body, res) => {
    setTimeout(() => json(res, 200, { late: true }), 2_000);
  },
};

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const route = routes[`${req.method} ${req.url?.split('?')[0]}`];
      if (route) route(req, body, res);
      else json(res, 404, { error: { code: 'NOT_FOUND', message: 'Route not found' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('api client', () => {
  it('uses a 30 second timeout by default', () => {
    expect(API_TIMEOUT_MS).toBe(30_000);
  });

  it('gets JSON and parses it with a schema', async () => {
    const api = createApiClient({ baseUrl: base });
    await expect(api.get('/hello', { schema: z.object({ hello: z.string() }) })).resolves.toEqual({
      hello: 'world',
    });
  });

  it('sends query parameters, Accept and the bearer token', async () => {
    const api = createApiClient({ baseUrl: base, getToken: () => 'from-config' });
    const answer = await api.get<{ url: string; headers: Record<string, string> }>('/echo', {
      query: { limit: 10, repo: 'a/b', skip: undefined, none: null },
    });
    expect(answer.url).toBe('/api/echo?limit=10&repo=a%2Fb');
    expect(answer.headers.accept).toBe('application/json');
    expect(answer.headers.authorization).toBe('Bearer from-config');
    const explicit = await api.get<{ headers: Record<string, string> }>('/echo', { token: 'per-call' });
    expect(explicit.headers.authorization).toBe('Bearer per-call');
    const anonymous = await createApiClient({ baseUrl: base }).get<{ headers: Record<string, string> }>(
      '/echo',
    );
    expect(anonymous.headers.authorization).toBeUndefined();
  });

  it('sends JSON bodies with post, put and patch', async () => {
    const api = createApiClient({ baseUrl: base });
    const posted = await api.post<{ method: string; headers: Record<string, string>; body: string }>(
      '/echo',
      {
        name: 'Shiplog',
      },
    );
    expect(posted).toMatchObject({ method: 'POST', body: '{"name":"Shiplog"}' });
    expect(posted.headers['content-type']).toBe('application/json');
    await expect(api.put('/echo', { a: 1 })).resolves.toEqual({ method: 'PUT', body: '{"a":1}' });
    await expect(api.patch('/echo', { b: 2 })).resolves.toEqual({ method: 'PATCH', body: '{"b":2}' });
  });

  it('resolves 204 No Content to undefined', async () => {
    await expect(createApiClient({ baseUrl: base }).delete('/item')).resolves.toBeUndefined();
  });

  it('turns an error body into an ApiError with status, code, message and issues', async () => {
    const error = await failure(createApiClient({ baseUrl: base }).post('/invalid', { email: '' }));
    expect(error.status).toBe(400);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe('Invalid input');
    expect(error.issues).toEqual([{ path: 'email', message: 'Required' }]);

    const missing = await failure(createApiClient({ baseUrl: base }).get('/missing'));
    expect(missing).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'No such project', issues: [] });
  });

  it('derives the code from the status when the error is not JSON', async () => {
    const error = await failure(createApiClient({ baseUrl: base }).get('/proxy-down'));
    expect(error).toMatchObject({ status: 502, code: 'BAD_GATEWAY' });
  });

  it('rejects malformed JSON and bodies that do not match the schema', async () => {
    const api = createApiClient({ baseUrl: base });
    expect(await failure(api.get('/garbled'))).toMatchObject({ status: 200, code: 'INVALID_RESPONSE' });
    const wrong = await failure(api.get('/hello', { schema: z.object({ hello: z.number() }) }));
    expect(wrong.code).toBe('INVALID_RESPONSE');
  });

  it('gives up with TIMEOUT when the server is too slow', async () => {
    const error = await failure(createApiClient({ baseUrl: base, timeoutMs: 100 }).get('/slow'));
    expect(error).toMatchObject({ status: 0, code: 'TIMEOUT' });
  });

  it('reports NETWORK_ERROR when nothing listens', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await failure(createApiClient({ baseUrl: `http://127.0.0.1:${port}/api` }).get('/hello'));
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('reports ABORTED when the caller cancels', async () => {
    const controller = new AbortController();
    const pending = createApiClient({ baseUrl: base }).get('/slow', { signal: controller.signal });
    controller.abort();
    expect(await failure(pending)).toMatchObject({ code: 'ABORTED' });
  });
});
