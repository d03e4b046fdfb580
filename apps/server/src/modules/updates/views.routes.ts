import { updateEndpoints } from '@shiplog/contract';
import { serveEndpoint } from '../../lib/serve-endpoint';
import type { FeatureRoutes } from '../feature-context';
import { viewerIdOf } from '../../lib/viewer';
import { createViewsService } from './views.service';

/** POST /api/updates/{id}/views: the update card reports that it was shown. */
export const viewRoutes: FeatureRoutes = async (app, { deps }) => {
  const service = createViewsService(deps);

  serveEndpoint(
    app,
    updateEndpoints.recordView,
    // A page shows many cards; per client address this still stops a script.
    { config: { rateLimit: { max: 600, timeWindow: 60_000 } } },
    async (request) =>
      service.record(request.params.id, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
        userId: await viewerIdOf(request),
      }),
  );
};
