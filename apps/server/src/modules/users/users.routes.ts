import { userEndpoints, userMessages } from '@shiplog/contract';
import { linkNextPageOf } from '../../lib/next-page';
import { serveEndpoint } from '../../lib/serve-endpoint';
import type { FeatureRoutes } from '../feature-context';
import { requireSignedIn, viewerIdOf } from '../../lib/viewer';
import { createUsersService } from './users.service';

/** Per client address: far above any person's clicking, low enough to stop a script. */
const writeLimit = { rateLimit: { max: 60, timeWindow: 60_000 } };
const preValidation = requireSignedIn(userMessages.signInToFollow);

/**
 * GET /api/users/{id} (public profile); POST/DELETE /api/users/{id}/follow → {followers,
 * is_following}; GET /api/following/updates (the signed-in user's following feed).
 */
export const userRoutes: FeatureRoutes = async (app, { deps }) => {
  const service = createUsersService(deps);

  serveEndpoint(app, userEndpoints.getUserProfile, {}, async (request) =>
    service.profile(request.params.id, await viewerIdOf(request)),
  );

  serveEndpoint(app, userEndpoints.followUser, { preValidation, config: writeLimit }, async (request) =>
    service.follow(request.params.id, await request.requireUserId()),
  );

  serveEndpoint(app, userEndpoints.unfollowUser, { preValidation, config: writeLimit }, async (request) =>
    service.unfollow(request.params.id, await request.requireUserId()),
  );

  serveEndpoint(app, userEndpoints.listFollowingUpdates, {}, async (request, reply) => {
    reply.header('cache-control', 'private, no-cache');
    const page = await service.followingFeed(await request.requireUserId(), request.query);
    linkNextPageOf(request, reply, 'before', page.nextCursor);
    return page.updates;
  });
};
