import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureContext } from '../feature-context';
import { projectWaitlistRoutes } from './project-waitlist.routes';
import { subscribeRoutes } from './subscribe.routes';
import { subscriptionRoutes } from './subscriptions.routes';

/** Routes of project subscriptions, project waitlists and the subscriber preferences page. */
export const subscriberRoutes: FastifyPluginAsyncZod<FeatureContext> = async (app, ctx) => {
  // Every answer here concerns one address (and may carry its token): never stored by caches.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  await app.register(subscribeRoutes, ctx);
  await app.register(projectWaitlistRoutes, ctx);
  await app.register(subscriptionRoutes, ctx);
};
