import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationSettingsSchema } from '@shiplog/contract';
import type { FeatureContext } from '../feature-context';
import { createNotificationSettingsService } from './notification-settings.service';

const tags = ['account'];
const schema = { tags, response: { 200: notificationSettingsSchema } };

/**
 * GET and PUT /api/account/notifications: which mails the signed-in user gets. The module's
 * sweeps (update fan-out, comment mails, digests) run as jobs, not routes.
 */
export const notificationRoutes: FastifyPluginAsyncZod<FeatureContext> = async (app, { deps }) => {
  const service = createNotificationSettingsService(deps);

  app.get('/account/notifications', { schema }, async (request) =>
    service.get(await request.requireUserId()),
  );

  app.put(
    '/account/notifications',
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: { ...schema, body: notificationSettingsSchema },
    },
    async (request) => service.set(await request.requireUserId(), request.body),
  );
};
