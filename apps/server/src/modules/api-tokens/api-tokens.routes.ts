import { apiTokenEndpoints } from '@shiplog/contract';
import { unauthorized } from '../../lib/app-error';
import { addNoStore } from '../../lib/no-store';
import { serveEndpoint } from '../../lib/serve-endpoint';
import type { FeatureRoutes } from '../feature-context';
import { createApiTokenService } from './api-tokens.service';

/**
 * Personal API tokens in /settings (GET/POST /api/account/tokens, DELETE /api/account/tokens/{id})
 * and GET /api/whoami. The token checks on every other request are api-tokens.guard.ts.
 */
export const apiTokenRoutes: FeatureRoutes = async (app, { deps }) => {
  const service = createApiTokenService(deps);

  // The user's own secrets and their use: never kept by any cache.
  addNoStore(app);

  serveEndpoint(app, apiTokenEndpoints.listApiTokens, {}, async (request) =>
    service.list(await request.requireUserId()),
  );

  serveEndpoint(
    app,
    apiTokenEndpoints.createApiToken,
    { config: { rateLimit: { max: 20, timeWindow: 60 * 60_000 } } },
    async (request) => service.create(await request.requireUserId(), request.body),
  );

  serveEndpoint(app, apiTokenEndpoints.revokeApiToken, {}, async (request) => {
    await service.revoke(await request.requireUserId(), request.params.id);
  });

  serveEndpoint(app, apiTokenEndpoints.getWhoami, {}, async (request) => {
    const session = await request.getSession();
    if (!session) throw unauthorized();
    return service.whoami(session);
  });
};
