import { authRoutes } from './auth/auth.routes';
import type { FeatureRoutes } from './feature-context';

export type { FeatureContext, FeatureRoutes } from './feature-context';

/** Every feature module's routes. Features add theirs here. */
export const featureRoutes: FeatureRoutes[] = [authRoutes as FeatureRoutes];
