import { accountRoutes } from './account/account.routes';
import { authRoutes } from './auth/auth.routes';
import { avatarRoutes } from './avatars/avatars.routes';
import type { FeatureRoutes } from './feature-context';

export type { FeatureContext, FeatureRoutes } from './feature-context';

/** Every feature module's routes. Features add theirs here. */
export const featureRoutes: FeatureRoutes[] = [
  authRoutes as FeatureRoutes,
  accountRoutes as FeatureRoutes,
  avatarRoutes as FeatureRoutes,
];
