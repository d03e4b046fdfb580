import type { FeatureRoutes } from '../feature-context';

/** Auto-update settings: GET/PUT /api/projects/{id}/auto-updates. */
export const autoUpdateRoutes: FeatureRoutes = async () => {};
