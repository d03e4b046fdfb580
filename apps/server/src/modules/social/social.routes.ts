import { socialEndpoints } from '@shiplog/contract';
import { serveEndpoint } from '../../lib/serve-endpoint';
import { requireSignedIn } from '../../lib/viewer';
import type { FeatureRoutes } from '../feature-context';
import { createMastodonInstanceService } from './mastodon-instance.service';

/** GET /api/social/mastodon-instance: the limit the dashboard fits a Mastodon post to. */
export const socialRoutes: FeatureRoutes = async (app, { deps }) => {
  const instances = createMastodonInstanceService(deps);
  serveEndpoint(
    app,
    socialEndpoints.getMastodonInstance,
    { preValidation: requireSignedIn(), config: { rateLimit: { max: 30, timeWindow: 60_000 } } },
    async (request) => instances.limitOf(request.query.instance),
  );
};
