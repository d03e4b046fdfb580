import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  confirmSubscriptionBodySchema,
  confirmSubscriptionResponseSchema,
  preferencesSavedResponseSchema,
  subscriberTokenSchema,
  subscriptionPreferencesSchema,
  unsubscribeResponseSchema,
  updateSubscriptionPreferencesBodySchema,
} from '@shiplog/contract';
import type { FeatureContext } from '../feature-context';
import { oneClickRoutes } from './one-click.routes';
import { createSubscriptionsService } from './subscriptions.service';

const tags = ['subscribers'];
const params = z.object({ token: subscriberTokenSchema });
/** Per client address: links are opened one at a time by people; guessing is stopped. */
const perIp = { rateLimit: { max: 30, timeWindow: 60_000 } };

/**
 * What mail links open (no sign-in, no cookies used): /api/subscriptions/confirm, the
 * preferences page's /api/subscriptions/{token} and the one-click /api/subscriptions/unsubscribe.
 */
export const subscriptionRoutes: FastifyPluginAsyncZod<FeatureContext> = async (app, ctx) => {
  const service = createSubscriptionsService(ctx.deps);
  await app.register(oneClickRoutes, { ...ctx, service });

  app.post(
    '/subscriptions/confirm',
    {
      config: perIp,
      schema: {
        tags,
        body: confirmSubscriptionBodySchema,
        response: { 200: confirmSubscriptionResponseSchema },
      },
    },
    async (request) => service.confirm(request.body.token),
  );

  app.get(
    '/subscriptions/:token',
    { config: perIp, schema: { tags, params, response: { 200: subscriptionPreferencesSchema } } },
    async (request) => service.preferences(request.params.token),
  );

  app.put(
    '/subscriptions/:token',
    {
      config: perIp,
      schema: {
        tags,
        params,
        body: updateSubscriptionPreferencesBodySchema,
        response: { 200: preferencesSavedResponseSchema },
      },
    },
    async (request) => service.changePreferences(request.params.token, request.body),
  );

  app.delete(
    '/subscriptions/:token',
    { config: perIp, schema: { tags, params, response: { 200: unsubscribeResponseSchema } } },
    async (request) => service.unsubscribe(request.params.token),
  );
};
