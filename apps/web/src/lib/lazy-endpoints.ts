import type { Endpoint } from '@shiplog/contract/endpoint';
import type { LazyEndpoint } from './call-endpoint';

/**
 * A feature's endpoints as LazyEndpoints: the routes from the contract's zod-free file
 * (`updateRoutes` in updates-basics.ts) and a loader of the contract file with the schemas. A
 * page that imports these sends requests at once and loads zod only to read an answer. (Apart
 * from call-endpoint.ts, which the landing page loads: only the pages that use it carry it.)
 */
export function lazyEndpoints<M extends Record<string, Endpoint>>(
  routes: { readonly [K in keyof M]: Pick<M[K], 'method' | 'path'> },
  load: () => Promise<M>,
): { [K in keyof M]: LazyEndpoint<M[K]> } {
  const entries = Object.entries(routes).map(([name, { method, path }]) => [
    name,
    { method, path, load: () => load().then((endpoints) => endpoints[name]) },
  ]);
  return Object.fromEntries(entries) as { [K in keyof M]: LazyEndpoint<M[K]> };
}
