import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isValidDomain, type DomainStatus } from '@shiplog/contract';

/** A request that arrived on a project's active custom domain. */
export interface CustomDomainSite {
  domain: string;
  projectId: string;
  /** `https://{domain}`: where canonical URLs and feed links of that site point. */
  baseUrl: string;
}

export type DomainLookup = (host: string) => Promise<{ projectId: string; status: DomainStatus } | undefined>;

declare module 'fastify' {
  interface FastifyRequest {
    customDomainSite?: CustomDomainSite;
  }
}

/** The paths a custom domain serves besides the API and the app's built files. */
export const CUSTOM_DOMAIN_PATHS = new Set(['/', '/index.html', '/feed.xml', '/rss.xml']);

/** The custom domain the request arrived on, when it is an active one. */
export const customDomainSiteOf = (request: FastifyRequest) => request.customDomainSite;

/**
 * A request for one of the app's built files: routed to the static files' catch-all route
 * (no other route took it) with a file name, e.g. `/assets/index-abc.js` or `/favicon.svg`.
 */
const isBuiltFile = (request: FastifyRequest, path: string) =>
  request.routeOptions.url === '/*' && /\.[A-Za-z0-9]+$/.test(path.slice(path.lastIndexOf('/') + 1));

/**
 * Serving by Host. A request whose host (X-Forwarded-Host under TRUST_PROXY) is a project's
 * custom domain gets only that project's site: `/` (the page), `/feed.xml`, `/rss.xml`, the
 * app's built files and the API it calls; any other path is 404. A pending or failing
 * domain serves nothing but the API. Other hosts (ours, unknown ones) are left alone; names
 * that can never be a custom domain (IP addresses, localhost) cost no lookup at all.
 */
export function registerCustomDomainHosts(
  app: FastifyInstance,
  opts: { publicUrl: string; lookup: DomainLookup },
) {
  const ownHost = new URL(opts.publicUrl).hostname.toLowerCase();
  app.addHook('onRequest', async (request, reply) => {
    const host = request.hostname.toLowerCase().replace(/\.$/, '');
    if (host === ownHost || !isValidDomain(host)) return;
    const found = await opts.lookup(host);
    if (!found) return;
    if (found.status === 'active')
      request.customDomainSite = { domain: host, projectId: found.projectId, baseUrl: `https://${host}` };
    const path = request.url.split('?')[0] ?? '/';
    if (path === '/api' || path.startsWith('/api/')) return;
    if (request.customDomainSite && (CUSTOM_DOMAIN_PATHS.has(path) || isBuiltFile(request, path))) return;
    return reply
      .code(404)
      .header('cache-control', 'no-cache')
      .type('text/plain; charset=utf-8')
      .send('Not found');
  });
}
