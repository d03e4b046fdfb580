import { addNoStore } from '../../lib/no-store';
import type { FeatureRoutes } from '../feature-context';
import { subscribeRoutes } from './subscribe.routes';
import { subscriptionRoutes } from './subscriptions.routes';

/** Routes of project subscriptions and the subscriber preferences page. */
export const subscriberRoutes: FeatureRoutes = async (app, ctx) => {
  // Every answer here concerns one address (and may carry its token): never stored by caches.
  addNoStore(app);
  await app.register(subscribeRoutes, ctx);
  await app.register(subscriptionRoutes, ctx);
};
