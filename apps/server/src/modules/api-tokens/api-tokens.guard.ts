import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_TOKEN_REQUESTS_PER_MINUTE } from '@shiplog/contract';
import { tooManyRequests } from '../../lib/app-error';
import { bearerOf, carriesApiToken, setApiTokenSession } from '../../plugins/session';
import type { ApiTokenService } from './api-tokens.service';

/**
 * Checks every API request that carries a personal API token (`Authorization: Bearer shp_…`)
 * before anything else reads it, on operations that read who is asking: the token must be
 * valid (401: unknown, revoked, expired), within its per-token limit (429), allowed on the
 * operation (403: never the account itself or sign-in sessions) and of a scope that covers the
 * method (403: `read` only reads). Then it is the request's session. Operations that read no
 * session (`auth: 'none'`) ignore it, as they ignore session tokens.
 */
export function registerApiTokenGuard(api: FastifyInstance, service: ApiTokenService) {
  const tokenOf = new WeakMap<FastifyRequest, string>();
  const perToken = api.createRateLimit({
    max: API_TOKEN_REQUESTS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `api-token:${tokenOf.get(request)}`,
  });

  api.addHook('onRequest', async (request) => {
    if (!carriesApiToken(request)) return;
    const endpoint = request.routeOptions.config.endpoint;
    // Operations that read no session, and routes outside the contract (never a session for a token).
    if (!endpoint || endpoint.auth === 'none') return;
    const token = await service.authenticate(bearerOf(request)!);
    tokenOf.set(request, token.id);
    const limit = await perToken(request);
    if (!limit.isAllowed && limit.isExceeded) throw tooManyRequests(limit.ttlInSeconds);
    service.authorize(token, endpoint, request.method);
    setApiTokenSession(request, {
      via: 'api-token',
      userId: token.userId,
      apiToken: { id: token.id, scope: token.scope },
    });
    await service.touch(token);
  });
}
