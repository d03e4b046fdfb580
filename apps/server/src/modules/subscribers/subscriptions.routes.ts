import { subscriberEndpoints } from '@shiplog/contract';
import { serveEndpoint } from '../../lib/serve-endpoint';
import type { FeatureRoutes } from '../feature-context';
import { oneClickRoutes } from './one-click.routes';
import { createSubscriptionsService } from './subscriptions.service';

/** Per client address: links are opened one at a time by people; guessing is stopped. */
const perIp = { rateLimit: { max: 30, timeWindow: 60_000 } };

/**
 * What mail links open (no sign-in, no cookies used): /api/subscriptions/confirm, the
 * preferences page's /api/subscriptions/{token} (and /resubscribe) and the one-click
 * /api/subscriptions/unsubscribe.
 */
export const subscriptionRoutes: FeatureRoutes = async (app, ctx) => {
  const service = createSubscriptionsService(ctx.deps);
  await app.register(oneClickRoutes, { ...ctx, service });

  serveEndpoint(app, subscriberEndpoints.confirmSubscription, { config: perIp }, async (request) =>
    service.confirm(request.body.token),
  );

  serveEndpoint(app, subscriberEndpoints.getSubscription, { config: perIp }, async (request) =>
    service.preferences(request.params.token),
  );

  serveEndpoint(app, subscriberEndpoints.updateSubscription, { config: perIp }, async (request) =>
    service.changePreferences(request.params.token, request.body),
  );

  serveEndpoint(app, subscriberEndpoints.deleteSubscription, { config: perIp }, async (request) =>
    service.unsubscribe(request.params.token),
  );

  serveEndpoint(app, subscriberEndpoints.resubscribeSubscription, { config: perIp }, async (request) =>
    service.resubscribe(request.params.token),
  );
};
