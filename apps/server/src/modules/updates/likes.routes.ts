import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { updateMessages, likeStateSchema, updateIdParamsSchema } from '@shiplog/contract';
import type { FeatureContext } from '../feature-context';
import { createLikesService } from './likes.service';
import { requireSignedIn, viewerIdOf } from '../../lib/viewer';

const tags = ['updates'];
const schema = { tags, params: updateIdParamsSchema, response: { 200: likeStateSchema } };
/** Per client address: far above any person's clicking, low enough to stop a script. */
const writeLimit = { rateLimit: { max: 120, timeWindow: 60_000 } };
const preValidation = requireSignedIn(updateMessages.signInToLike);

/** GET/POST/DELETE /api/updates/{id}/likes → {count, hasLiked}. */
export const likeRoutes: FastifyPluginAsyncZod<FeatureContext> = async (app, { deps }) => {
  const service = createLikesService(deps);

  app.get('/updates/:id/likes', { schema }, async (request) =>
    service.get(request.params.id, await viewerIdOf(request)),
  );

  app.post('/updates/:id/likes', { schema, preValidation, config: writeLimit }, async (request) =>
    service.like(request.params.id, await request.requireUserId()),
  );

  app.delete('/updates/:id/likes', { schema, preValidation, config: writeLimit }, async (request) =>
    service.unlike(request.params.id, await request.requireUserId()),
  );
};
