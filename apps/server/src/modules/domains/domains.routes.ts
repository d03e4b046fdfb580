import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  customDomainResponseSchema,
  customDomainSchema,
  domainAllowedQuerySchema,
  domainBodySchema,
  projectIdParamsSchema,
} from '@shiplog/contract';
import { notFound, tooManyRequests } from '../../lib/app-error';
import { requireSignedIn } from '../../lib/viewer';
import type { FeatureContext } from '../feature-context';
import { domainHostsOf } from './domain-hosts';
import { createDomainService } from './domains.service';

const tags = ['domains'];
const preValidation = requireSignedIn();
const params = projectIdParamsSchema;
/** Verify asks DNS twice: a few tries per project and user are plenty. */
export const VERIFY_LIMIT = { max: 20, timeWindow: 10 * 60_000 };

/** Custom domains: POST/GET/DELETE /api/projects/{id}/domain, verify, and GET /api/domains/allowed. */
export const domainRoutes: FastifyPluginAsyncZod<FeatureContext> = async (app, { deps }) => {
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

  app.get(
    '/projects/:id/domain',
    { preValidation, schema: { tags, params, response: { 200: customDomainResponseSchema } } },
    async (request) => service.get(request.params.id, await request.requireUserId()),
  );

  app.post(
    '/projects/:id/domain',
    {
      preValidation,
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: { tags, params, body: domainBodySchema, response: { 200: customDomainSchema } },
    },
    async (request) =>
      service.configure(request.params.id, await request.requireUserId(), request.body.domain),
  );

  app.delete('/projects/:id/domain', { preValidation, schema: { tags, params } }, async (request, reply) => {
    await service.remove(request.params.id, await request.requireUserId());
    return reply.status(204).send();
  });

  app.post(
    '/projects/:id/domain/verify',
    { preValidation, schema: { tags, params, response: { 200: customDomainSchema } } },
    async (request) => {
      const userId = await request.requireUserId();
      const limit = await verifyLimit(request);
      if (!limit.isAllowed && limit.isExceeded) throw tooManyRequests(limit.ttlInSeconds);
      return service.verify(request.params.id, userId);
    },
  );

  /**
   * Caddy's on-demand TLS permission check: 200 for an active domain of a public project (the
   * only ones served), 404 otherwise. No
   * session, no rate limit: answered from memory (the domain snapshot), so bursts are cheap.
   */
  app.get(
    '/domains/allowed',
    {
      schema: {
        tags,
        querystring: domainAllowedQuerySchema,
        response: { 200: z.object({ domain: z.string(), allowed: z.literal(true) }) },
      },
    },
    async (request) => {
      const domain = request.query.domain.trim().toLowerCase();
      const host = await hosts.find(domain);
      if (host?.status !== 'active' || host.isPrivate) throw notFound('Not an active custom domain');
      return { domain, allowed: true as const };
    },
  );
};
