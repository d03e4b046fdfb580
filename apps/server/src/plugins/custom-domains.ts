import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

/** The paths a custom domain serves besides the API and the app's built files: the page, an update's page, the feeds. */
export const CUSTOM_DOMAIN_PATHS = new Set(['/', '/index.html', '/feed.xml', '/rss.xml', '/feed.json']);
const CUSTOM_DOMAIN_UPDATE = /^\/updates\/[^/]+\/?$/;

/** Answered on any host: health probes and Caddy's on-demand TLS question come by address or internal name. */
const ANY_HOST_PATHS = new Set(['/api/health', '/api/domains/allowed']);

const notFound = (reply: FastifyReply) =>
  reply.code(404).header('cache-control', 'no-cache').type('text/plain; charset=utf-8').send('Not found');

/** The custom domain the request arrived on, when it is an active one. */
export const customDomainSiteOf = (request: FastifyRequest) => request.customDomainSite;

/**
 * A request for one of the app's built files, e.g. `/assets/index-abc.js` or `/favicon.svg`:
 * routed to that file's own route (web-app's static files), which names the file it serves.
 */
const isBuiltFile = (request: FastifyRequest) =>
  typeof (request.routeOptions.config as { file?: unknown }).file === 'string';

/**
 * Serving by Host. A request whose host (X-Forwarded-Host under TRUST_PROXY) is a project's
 * custom domain gets only that project's site: `/` (the page), `/updates/{id}`, the feeds, the
 * app's built files and the API it calls; any other path is 404. A pending or failing
 * domain serves nothing but the API. The app itself answers on PUBLIC_URL's host and on names
 * that can never be a custom domain (IP addresses, localhost: direct access on the machine);
 * any other host (a removed domain whose certificate a proxy still holds, someone else's name
 * pointed here) gets a bare 404 with no content of the app.
 */
export function registerCustomDomainHosts(
  app: FastifyInstance,
  opts: { publicUrl: string; lookup: DomainLookup },
) {
  const ownHost = new URL(opts.publicUrl).hostname.toLowerCase();
  app.addHook('onRequest', async (request, reply) => {
    const host = request.hostname.toLowerCase().replace(/\.$/, '');
    if (host === ownHost || !isValidDomain(host)) return;
    const path = request.url.split('?')[0] ?? '/';
    if (ANY_HOST_PATHS.has(path)) return;
    const found = await opts.lookup(host);
    if (!found) return notFound(reply);
    if (found.status === 'active')
      request.customDomainSite = { domain: host, projectId: found.projectId, baseUrl: `https://${host}` };
    if (path === '/api' || path.startsWith('/api/')) return;
    const sitePath = CUSTOM_DOMAIN_PATHS.has(path) || CUSTOM_DOMAIN_UPDATE.test(path) || isBuiltFile(request);
    if (request.customDomainSite && sitePath) return;
    return notFound(reply);
  });
}
