import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '@shiplog/contract';
import { createTestApp, type TestApp } from './support';

/** `GET /api/projects/{id}` for every operation of the OpenAPI document. */
function operationsOf(doc: { paths: Record<string, Record<string, unknown>> }): string[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods)
      .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
      .map((m) => `${m.toUpperCase()} ${path}`),
  );
}

describe('the API serves exactly the contract', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('has a route for every contract endpoint and no route the contract does not describe', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    const served = operationsOf(doc)
      .filter((op) => op.includes(' /api/'))
      .sort();
    const described = allEndpoints.map((e) => `${e.method} /api${e.path.replace(/:(\w+)/g, '{$1}')}`).sort();
    expect(served).toEqual(described);
  });
});
