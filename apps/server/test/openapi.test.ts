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

  it('serves the browsable docs', async () => {
    const res = await t.app.inject({ url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.payload).toContain('swagger');
  });
});
