import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allEndpoints } from '../src/endpoints';

const pathParams = (path: string) => [...path.matchAll(/:([A-Za-z_]\w*)/g)].map((m) => m[1]).sort();
const keysOf = (schema: unknown) =>
  schema instanceof z.ZodObject ? Object.keys(schema.shape as object).sort() : [];

describe('the endpoint list', () => {
  it('names every operation once, verb first', () => {
    const ids = allEndpoints.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+[A-Z]\w*$/);
  });

  it('has one operation per method and path', () => {
    const routes = allEndpoints.map((e) => `${e.method} ${e.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('describes exactly the parameters of each path', () => {
    for (const e of allEndpoints) expect([e.id, keysOf(e.params)]).toEqual([e.id, pathParams(e.path)]);
  });

  it('gives every answer with a body a schema, and none to 204 or a redirect', () => {
    for (const e of allEndpoints) {
      const bodiless = e.status === 204 || e.status === 303;
      const described = Boolean(e.response) || Boolean(e.produces);
      expect([e.id, described]).toEqual([e.id, !bodiless]);
      if (bodiless) expect([e.id, e.response]).toEqual([e.id, undefined]);
    }
  });

  it('never takes a body on GET', () => {
    for (const e of allEndpoints.filter((x) => x.method === 'GET'))
      expect([e.id, e.body]).toEqual([e.id, undefined]);
  });
});
