import { describe, expect, it } from 'vitest';
import { defineEndpoint, endpointPath } from '../src/endpoint';

const nested = defineEndpoint({
  id: 'getProjectUpdate',
  method: 'GET',
  path: '/projects/:id/updates/:updateId',
  summary: 'One update',
  tags: ['updates'],
  auth: 'optional',
  status: 200,
});

describe('endpointPath', () => {
  it('fills in and encodes every parameter', () => {
    expect(endpointPath(nested, { id: 'a b', updateId: 'x/y?z' })).toBe('/projects/a%20b/updates/x%2Fy%3Fz');
  });

  it('leaves a path without parameters as it is', () => {
    expect(endpointPath({ path: '/projects/public' })).toBe('/projects/public');
  });

  it('refuses a missing or empty parameter instead of calling another path', () => {
    expect(() => endpointPath(nested, { id: 'p1' })).toThrow('Missing path parameter "updateId"');
    expect(() => endpointPath(nested, { id: '', updateId: 'u' })).toThrow('"id"');
  });
});
