import type { FastifyPluginAsync } from 'fastify';
import type { Auth } from '../auth/auth-instance';
import type { AppDeps } from '../deps';

/** What every feature module's routes are given. */
export interface FeatureContext {
  deps: AppDeps;
  auth: Auth;
}

/** A feature's routes: registered under /api with cookies, CSRF checks and rate limits. */
export type FeatureRoutes = FastifyPluginAsync<FeatureContext>;
