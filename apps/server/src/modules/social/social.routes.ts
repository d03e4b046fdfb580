import { socialEndpoints } from '@shiplog/contract';
import { serveEndpoint } from '../../lib/serve-endpoint';
import { requireSignedIn } from '../../lib/viewer';
import type { FeatureRoutes } from '../feature-context';
import { createMastodonInstanceService } from './mastodon-instance.service';
import { createSocialAccountsService } from './social-accounts.service';

/**
 * /api/social: a Mastodon instance's limit, the accounts Shiplog posts to for the user, and
 * POST /api/posts/{id}/publish, which posts there.
 */
export const socialRoutes: FeatureRoutes = async (app, { deps }) => {
  const instances = createMastodonInstanceService(deps);
  serveEndpoint(
    app,
    socialEndpoints.getMastodonInstance,
    { preValidation: requireSignedIn(), config: { rateLimit: { max: 30, timeWindow: 60_000 } } },
    async (request) => instances.limitOf(request.query.instance),
  );

  const accounts = createSocialAccountsService(deps);
  const preValidation = requireSignedIn();
  serveEndpoint(app, socialEndpoints.listSocialAccounts, { preValidation }, async (request) =>
    accounts.list(await request.requireUserId()),
  );
  serveEndpoint(app, socialEndpoints.connectSocialAccount, { preValidation }, async (request) =>
    accounts.connect(await request.requireUserId(), request.params.network, request.body),
  );
  serveEndpoint(app, socialEndpoints.disconnectSocialAccount, { preValidation }, async (request, reply) => {
    await accounts.disconnect(await request.requireUserId(), request.params.network);
    return reply.status(204).send();
  });
  serveEndpoint(
    app,
    socialEndpoints.publishPost,
    { preValidation, config: { rateLimit: { max: 20, timeWindow: 60_000 } } },
    async (request) =>
      accounts.publish(await request.requireUserId(), request.params.id, request.body.network),
  );
};
