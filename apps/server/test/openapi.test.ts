import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allEndpoints, socialEndpoints, type Endpoint } from '@shiplog/contract';
import { call, createOwner, createProject, createTestApp, type TestApp } from './support';

interface Response {
  $ref?: string;
  description?: string;
  content?: Record<string, { schema?: { $ref?: string } }>;
}
interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, Response>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; responses: Record<string, Response> };
}

/** The document's path of a contract endpoint: `/projects/:id` → `/api/projects/{id}`. */
const documentedPath = (endpoint: Endpoint) => `/api${endpoint.path.replace(/:(\w+)/g, '{$1}')}`;

describe('OpenAPI', () => {
  let t: TestApp;
  let doc: Document;
  const operationOf = (endpoint: Endpoint) =>
    doc.paths[documentedPath(endpoint)]?.[endpoint.method.toLowerCase()];
  /** A response, or the shared component it refers to. */
  const resolve = (response: Response): Response =>
    response.$ref ? doc.components.responses[response.$ref.split('/').pop()!]! : response;
  const successStatuses = (operation: Operation) =>
    Object.keys(operation.responses).filter((status) => /^[23]\d\d$/.test(status));

  beforeAll(async () => {
    t = await createTestApp();
    doc = (await t.app.inject({ url: '/api/openapi.json' })).json<Document>();
  });
  afterAll(async () => t.close());

  it('generates an OpenAPI 3.1 document from the route schemas', async () => {
    const res = await t.app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(
      doc.paths['/api/health'].get.responses['200'].content['application/json'].schema.properties.status.enum,
    ).toEqual(['ok', 'unavailable']);
    expect(Object.keys(doc.paths)).not.toContain('/api/openapi.json');
  });

  it('gives every /api operation a unique operationId and a summary', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { operationId?: string; summary?: string }>>;
    };
    const operations = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/'))
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => ({ at: `${method} ${path}`, ...operation })),
      );
    expect(operations.length).toBeGreaterThan(0);
    expect(operations.filter((operation) => !operation.operationId).map((o) => o.at)).toEqual([]);
    expect(operations.filter((operation) => !operation.summary?.trim()).map((o) => o.at)).toEqual([]);
    const ids = operations.map((operation) => operation.operationId);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it("documents each operation's success status as the contract states it, and no 200 for 204s and redirects", () => {
    const wrong = allEndpoints.flatMap((endpoint) => {
      const operation = operationOf(endpoint);
      if (!operation) return [`${endpoint.id}: not documented`];
      const expected = [endpoint.status, ...Object.keys(endpoint.otherResponses ?? {}).map(Number)]
        .filter((status) => status < 400)
        .map(String)
        .sort();
      const documented = successStatuses(operation).sort();
      return documented.join() === expected.join() ? [] : [`${endpoint.id}: ${documented} for ${expected}`];
    });
    expect(wrong).toEqual([]);
    const logout = doc.paths['/api/auth/logout']!.post!;
    expect(logout.responses['204']!.content).toBeUndefined();
    const avatar = doc.paths['/api/avatars/{seed}']!.get!.responses['200']!;
    expect(Object.keys(avatar.content ?? {})).toEqual(['image/svg+xml']);
  });

  it('answers the documented success status (operations without a body answer 204, a redirect 303)', async () => {
    const documented = (path: string, method: string) => successStatuses(doc.paths[path]![method]!);
    const owner = await createOwner(t);
    const project = await createProject(t, owner);

    const removed = await call(t, 'DELETE', `/api/projects/${project.id}`, { as: owner });
    expect([String(removed.statusCode)]).toEqual(documented('/api/projects/{id}', 'delete'));
    expect(removed.body).toBe('');
    const signedOut = await call(t, 'POST', '/api/auth/logout', { as: owner });
    expect([String(signedOut.statusCode)]).toEqual(documented('/api/auth/logout', 'post'));
    const redirected = await call(t, 'GET', `/api/subscriptions/unsubscribe?token=${'t'.repeat(32)}`);
    expect([String(redirected.statusCode)]).toEqual(documented('/api/subscriptions/unsubscribe', 'get'));
  });

  it("states each operation's security: the session schemes when signed in, a personal token with its scope except on the account and sessions, `{}` too when optional, none when public", () => {
    const expectedOf = (endpoint: Endpoint) => {
      if (endpoint.auth === 'none') return [];
      const accountOrSession = /^\/(account|auth)(\/|$)/.test(endpoint.path);
      const scope = endpoint.method === 'GET' ? 'read' : 'write';
      const signedIn = [
        { sessionCookie: [] },
        { bearerAuth: [] },
        ...(accountOrSession ? [] : [{ personalToken: [scope] }]),
      ];
      return endpoint.auth === 'optional' ? [...signedIn, {}] : signedIn;
    };
    const wrong = allEndpoints
      .filter(
        (endpoint) =>
          JSON.stringify(operationOf(endpoint)?.security) !== JSON.stringify(expectedOf(endpoint)),
      )
      .map(
        (endpoint) => `${endpoint.id} (${endpoint.auth}): ${JSON.stringify(operationOf(endpoint)?.security)}`,
      );
    expect(wrong).toEqual([]);
    expect(doc.paths['/api/projects']!.get!.security).toContainEqual({ personalToken: ['read'] });
    expect(doc.paths['/api/projects']!.post!.security).toContainEqual({ personalToken: ['write'] });
    for (const [path, method] of [
      ['/api/account/tokens', 'post'],
      ['/api/account', 'delete'],
      ['/api/auth/session', 'get'],
    ] as const)
      expect(JSON.stringify(doc.paths[path]![method]!.security)).not.toContain('personalToken');
    const schemes = (
      doc.components as { securitySchemes?: Record<string, { type: string; scheme?: string }> }
    ).securitySchemes;
    expect(schemes?.personalToken).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('documents the error answers of every operation with the one shared error schema', () => {
    const errorSchema = '#/components/schemas/ErrorBody';
    const wrong = allEndpoints.flatMap((endpoint) => {
      const operation = operationOf(endpoint)!;
      const errors = Object.entries(operation.responses).filter(
        ([status]) => Number(status) >= 400 && !endpoint.otherResponses?.[Number(status) as 503],
      );
      const statuses = errors.map(([status]) => Number(status));
      const problems = [
        ...[400, 500, ...(endpoint.auth === 'required' ? [401] : []), ...(endpoint.errors ?? [])]
          .filter((status) => !statuses.includes(status))
          .map((status) => `no ${status}`),
        ...errors
          .filter(
            ([, response]) => resolve(response).content?.['application/json']?.schema?.$ref !== errorSchema,
          )
          .map(([status]) => `${status} is not the error body`),
      ];
      return problems.map((problem) => `${endpoint.id}: ${problem}`);
    });
    expect(wrong).toEqual([]);
    expect(doc.paths['/api/projects/{id}']!.put!.responses).toMatchObject({
      '403': { $ref: '#/components/responses/Forbidden' },
      '404': { $ref: '#/components/responses/NotFound' },
      '409': { $ref: '#/components/responses/Conflict' },
    });
  });

  it("describes the error handler's real answers: 400 with issues, 401, 404", async () => {
    const errorBody = z.fromJSONSchema(
      doc.components.schemas.ErrorBody as Parameters<typeof z.fromJSONSchema>[0],
    );
    const answers = [
      await call(t, 'POST', '/api/auth/signup', { payload: { email: 'not an address', password: 'x' } }),
      await call(t, 'GET', '/api/auth/session'),
      await call(t, 'GET', '/api/projects/no-such-project'),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([400, 401, 404]);
    expect(answers[0]!.json().error.issues.length).toBeGreaterThan(0);
    for (const res of answers) expect(errorBody.safeParse(res.json()).error).toBeUndefined();
    // The schema is strict enough to tell: an answer of another shape does not pass.
    expect(errorBody.safeParse({ error: { code: 'NO_SUCH_CODE', message: 'x' } }).success).toBe(false);
  });

  it('describes the rules of an operation where the contract does: a post goes to a network once', () => {
    const operation = operationOf(socialEndpoints.publishPost)!;
    expect(operation.description).toBe(socialEndpoints.publishPost.description);
    expect(operation.description).toContain('409 `CONFLICT`');
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '404', '409', '502']));
    expect(resolve(operation.responses['409']!).description).toMatch(/already on that network/);
  });

  it('serves the browsable docs', async () => {
    const res = await t.app.inject({ url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.payload).toContain('swagger');
  });
});
