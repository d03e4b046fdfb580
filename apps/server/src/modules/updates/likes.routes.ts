import { updateEndpoints, updateMessages } from '@shiplog/contract';
import { serveEndpoint } from '../../lib/serve-endpoint';
import type { FeatureRoutes } from '../feature-context';
import { createLikesService } from './likes.service';
import { requireSignedIn, viewerIdOf } from '../../lib/viewer';

/** Per client address: far above any person's clicking, low enough to stop a script. */
const writeLimit = { rateLimit: { max: 120, timeWindow: 60_000 } };
const preValidation = requireSignedIn(updateMessages.signInToLike);

/** GET/POST/DELETE /api/updates/{id}/likes → {count, hasLiked}. */
export const likeRoutes: FeatureRoutes = async (app, { deps }) => {
  const service = createLikesService(deps);

  serveEndpoint(app, updateEndpoints.getLikes, {}, async (request) =>
    service.get(request.params.id, await viewerIdOf(request)),
  );

  serveEndpoint(app, updateEndpoints.likeUpdate, { preValidation, config: writeLimit }, async (request) =>
    service.like(request.params.id, await request.requireUserId()),
  );

  serveEndpoint(app, updateEndpoints.unlikeUpdate, { preValidation, config: writeLimit }, async (request) =>
    service.unlike(request.params.id, await request.requireUserId()),
  );
};
