import { subscriberEndpoints } from '@shiplog/contract';
import { serveEndpoint } from '../../lib/serve-endpoint';
import { viewerIdOf } from '../../lib/viewer';
import type { FeatureRoutes } from '../feature-context';
import { createAddressLimits } from './address-limits';
import { createSubscribeService } from './subscribe.service';

/** Per client address: a person subscribes a few times at most; a script is stopped. */
const perIp = { rateLimit: { max: 10, timeWindow: 60_000 } };

/** The Stay Updated panel: POST /api/projects/{id}/subscribe and /unsubscribe (no sign-in). */
export const subscribeRoutes: FeatureRoutes = async (app, { deps }) => {
  const service = createSubscribeService(deps);
  const limits = createAddressLimits(app);

  serveEndpoint(app, subscriberEndpoints.subscribeToProject, { config: perIp }, async (request) =>
    service.subscribe(
      request.params.id,
      await viewerIdOf(request),
      { ...request.body, source: 'subscribe' },
      await limits.confirmMail(request),
    ),
  );

  serveEndpoint(app, subscriberEndpoints.unsubscribeFromProject, { config: perIp }, async (request) =>
    service.unsubscribe(
      request.params.id,
      await viewerIdOf(request),
      request.body,
      await limits.linkMail(request),
    ),
  );
};
