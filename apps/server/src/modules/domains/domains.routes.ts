import type { FeatureRoutes } from '../feature-context';

/** Custom domains: POST/GET/DELETE /api/projects/{id}/domain, verify, and GET /api/domains/allowed. */
export const domainRoutes: FeatureRoutes = async () => {};
