import type { FeatureRoutes } from '../feature-context';

/** GitHub webhooks: the project's repository hook (setup, status, removal) and the receiver POST /api/webhooks/github. */
export const webhookRoutes: FeatureRoutes = async () => {};
