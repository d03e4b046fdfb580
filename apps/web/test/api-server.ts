import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { createApiClient, type ApiClient } from '@/lib/api-client';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Answers one request; `undefined` means 404 with the API's JSON error body. */
export type Route = (req: RecordedRequest) => Reply | Promise<Reply> | undefined;

/**
 * A real HTTP server on loopback standing in for the Shiplog API. Tests set `routes` per case
 * ('METHOD /api/path' → handler) and read back what the app sent in `requests`.
 */
export class ApiServer {
  routes: Record<string, Route> = {};
  requests: RecordedRequest[] = [];
  client!: ApiClient;
  private server!: Server;

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    this.client = createApiClient({ baseUrl: `http://127.0.0.1:${port}/api` });
    return this;
  }

  reset(routes: Record<string, Route> = {}): void {
    this.routes = routes;
    this.requests = [];
  }

  /** The requests made to one 'METHOD /api/path'. */
  calls(key: string): RecordedRequest[] {
    return this.requests.filter((r) => `${r.method} ${r.path}` === key);
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    let raw = '';
    for await (const chunk of req) raw += String(chunk);
    const url = new URL(req.url ?? '/', 'http://localhost');
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: raw ? (JSON.parse(raw) as unknown) : undefined,
    };
    this.requests.push(recorded);
    const reply = (await this.routes[`${recorded.method} ${recorded.path}`]?.(recorded)) ?? {
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: 'Route not found' } },
    };
    if (reply.body === undefined) return res.writeHead(reply.status, reply.headers).end();
    res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
    res.end(JSON.stringify(reply.body));
  }
}

/** Call at the top of a test file or describe block: an ApiServer started before its tests, stopped after. */
export function setUpApiServer(): ApiServer {
  const api = new ApiServer();
  beforeAll(() => api.start());
  afterAll(() => api.stop());
  return api;
}

/** The API's error body. */
export const apiError = (status: number, code: string, message: string): Reply => ({
  status,
  body: { error: { code, message } },
});
