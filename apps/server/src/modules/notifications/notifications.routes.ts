import { notificationEndpoints } from '@shiplog/contract';
import { serveEndpoint } from '../../lib/serve-endpoint';
import type { FeatureRoutes } from '../feature-context';
import { createNotificationSettingsService } from './notification-settings.service';

/**
 * GET and PUT /api/account/notifications: which mails the signed-in user gets. The module's
 * sweeps (update fan-out, comment mails, digests) run as jobs, not routes.
 */
export const notificationRoutes: FeatureRoutes = async (app, { deps }) => {
  const service = createNotificationSettingsService(deps);

  serveEndpoint(app, notificationEndpoints.getNotificationSettings, {}, async (request) =>
    service.get(await request.requireUserId()),
  );

  serveEndpoint(
    app,
    notificationEndpoints.saveNotificationSettings,
    { config: { rateLimit: { max: 30, timeWindow: 60_000 } } },
    async (request) => service.set(await request.requireUserId(), request.body),
  );
};
