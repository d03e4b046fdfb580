import { autoUpdateEndpoints } from '@shiplog/contract';
import { serveEndpoint } from '../../lib/serve-endpoint';
import { requireSignedIn } from '../../lib/viewer';
import type { FeatureRoutes } from '../feature-context';
import { createAutoUpdateSettingsService } from './auto-update-settings.service';

const preValidation = requireSignedIn();

/** Auto-update settings: GET/PUT /api/projects/{id}/auto-updates (owner only). */
export const autoUpdateRoutes: FeatureRoutes = async (app, { deps }) => {
  const service = createAutoUpdateSettingsService(deps.database.db);

  serveEndpoint(app, autoUpdateEndpoints.getAutoUpdates, { preValidation }, async (request) =>
    service.get(request.params.id, await request.requireUserId()),
  );

  serveEndpoint(
    app,
    autoUpdateEndpoints.saveAutoUpdates,
    { preValidation, config: { rateLimit: { max: 30, timeWindow: 60_000 } } },
    async (request) => service.save(request.params.id, await request.requireUserId(), request.body),
  );
};
