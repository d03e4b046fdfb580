import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { followStateSchema, userIdParamsSchema, userMessages, userProfileSchema } from '@shiplog/contract';
import type { FeatureContext } from '../feature-context';
import { requireSignedIn, viewerIdOf } from '../../lib/viewer';
import { createUsersService } from './users.service';

const tags = ['users'];
const followSchema = { tags, params: userIdParamsSchema, response: { 200: followStateSchema } };
/** Per client address: far above any person's clicking, low enough to stop a script. */
const writeLimit = { rateLimit: { max: 60, timeWindow: 60_000 } };
const preValidation = requireSignedIn(userMessages.signInToFollow);

/** GET /api/users/{id} (public profile); POST/DELETE /api/users/{id}/follow → {followers, is_following}. */
export const userRoutes: FastifyPluginAsyncZod<FeatureContext> = async (app, { deps }) => {
  const service = createUsersService(deps);

  app.get(
    '/users/:id',
    { schema: { tags, params: userIdParamsSchema, response: { 200: userProfileSchema } } },
    async (request) => service.profile(request.params.id, await viewerIdOf(request)),
  );

  app.post(
    '/users/:id/follow',
    { schema: followSchema, preValidation, config: writeLimit },
    async (request) => service.follow(request.params.id, await request.requireUserId()),
  );

  app.delete(
    '/users/:id/follow',
    { schema: followSchema, preValidation, config: writeLimit },
    async (request) => service.unfollow(request.params.id, await request.requireUserId()),
  );
};
