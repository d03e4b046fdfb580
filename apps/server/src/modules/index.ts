import { accountRoutes } from './account/account.routes';
import { authRoutes } from './auth/auth.routes';
import { avatarRoutes } from './avatars/avatars.routes';
import { githubAuthRoutes } from './auth/github.routes';
import type { FeatureRoutes } from './feature-context';

export type { FeatureContext, FeatureRoutes } from './feature-context';

/** Every feature module's routes. Features add theirs here. */
export const featureRoutes: FeatureRoutes[] = [
  authRoutes as FeatureRoutes,
  githubAuthRoutes as FeatureRoutes,
  accountRoutes as FeatureRoutes,
  avatarRoutes as FeatureRoutes,
];
