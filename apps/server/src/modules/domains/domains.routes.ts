import { domainEndpoints } from '@shiplog/contract';
import { notFound, tooManyRequests } from '../../lib/app-error';
import { serveEndpoint } from '../../lib/serve-endpoint';
import { requireSignedIn } from '../../lib/viewer';
import type { FeatureRoutes } from '../feature-context';
import { domainHostsOf } from './domain-hosts';
import { createDomainService } from './domains.service';

const preValidation = requireSignedIn();
/** Verify asks DNS twice: a few tries per project and user are plenty. */
export const VERIFY_LIMIT = { max: 20, timeWindow: 10 * 60_000 };

/** Custom domains: POST/GET/DELETE /api/projects/{id}/domain, verify, and GET /api/domains/allowed. */
export const domainRoutes: FeatureRoutes = async (app, { deps }) => {
  const service = createDomainService(deps);
  const hosts = domainHostsOf(deps.database.db);
  const verifyLimit = app.createRateLimit({
    ...VERIFY_LIMIT,
    keyGenerator: async (req) =>
      `domain-verify:${(await req.getSession())?.userId}:${(req.params as { id: string }).id}`,
  });

  // Owner answers: never kept by shared caches.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  serveEndpoint(app, domainEndpoints.getDomain, { preValidation }, async (request) =>
    service.get(request.params.id, await request.requireUserId()),
  );

  serveEndpoint(
    app,
    domainEndpoints.configureDomain,
    { preValidation, config: { rateLimit: { max: 30, timeWindow: 60_000 } } },
    async (request) =>
      service.configure(request.params.id, await request.requireUserId(), request.body.domain),
  );

  serveEndpoint(app, domainEndpoints.removeDomain, { preValidation }, async (request) => {
    await service.remove(request.params.id, await request.requireUserId());
  });

  serveEndpoint(app, domainEndpoints.verifyDomain, { preValidation }, async (request) => {
    const userId = await request.requireUserId();
    const limit = await verifyLimit(request);
    if (!limit.isAllowed && limit.isExceeded) throw tooManyRequests(limit.ttlInSeconds);
    return service.verify(request.params.id, userId);
  });

  /**
   * Caddy's on-demand TLS permission check: 200 for an active domain of a public project (the
   * only ones served), 404 otherwise. No
   * session, no rate limit: answered from memory (the domain snapshot), so bursts are cheap.
   */
  serveEndpoint(app, domainEndpoints.checkDomainAllowed, {}, async (request) => {
    const domain = request.query.domain.trim().toLowerCase();
    const host = await hosts.find(domain);
    if (host?.status !== 'active' || host.isPrivate) throw notFound('Not an active custom domain');
    return { domain, allowed: true as const };
  });
};
