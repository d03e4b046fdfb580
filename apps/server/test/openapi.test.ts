import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support';

describe('OpenAPI', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
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

  it('serves the browsable docs', async () => {
    const res = await t.app.inject({ url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.payload).toContain('swagger');
  });
});
