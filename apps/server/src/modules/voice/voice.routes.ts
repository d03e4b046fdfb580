import { voiceEndpoints } from '@shiplog/contract';
import { serveEndpoint } from '../../lib/serve-endpoint';
import { requireSignedIn } from '../../lib/viewer';
import type { FeatureRoutes } from '../feature-context';
import { createVoiceService } from './voice.service';

const preValidation = requireSignedIn();

/** Project voice: GET/PUT /api/projects/{id}/voice (owner only). */
export const voiceRoutes: FeatureRoutes = async (app, { deps }) => {
  const service = createVoiceService(deps.database.db);

  serveEndpoint(app, voiceEndpoints.getProjectVoice, { preValidation }, async (request) =>
    service.get(request.params.id, await request.requireUserId()),
  );

  serveEndpoint(
    app,
    voiceEndpoints.saveProjectVoice,
    { preValidation, config: { rateLimit: { max: 30, timeWindow: 60_000 } } },
    async (request) => service.save(request.params.id, await request.requireUserId(), request.body),
  );
};
