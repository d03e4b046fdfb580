import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../deps';

/** A feature's routes: registered under /api with cookies and rate limits. */
export type FeatureRoutes = FastifyPluginAsync<{ deps: AppDeps }>;

/** Every feature module's routes. Features add theirs here. */
export const featureRoutes: FeatureRoutes[] = [];
