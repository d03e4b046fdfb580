import { commentEndpoints, commentMessages } from '@shiplog/contract';
import { tooManyRequests } from '../../lib/app-error';
import { linkNextPageOf } from '../../lib/next-page';
import { serveEndpoint } from '../../lib/serve-endpoint';
import type { FeatureRoutes } from '../feature-context';
import { createCommentsService } from './comments.service';
import { requireSignedIn, viewerIdOf } from '../../lib/viewer';

const preValidation = requireSignedIn(commentMessages.signInToComment);
/** New comments per account; the route's own limit counts per client address. */
export const COMMENTS_PER_USER = { max: 10, timeWindow: 60_000 };
export const COMMENTS_PER_ADDRESS = { max: 30, timeWindow: 60_000 };

/** GET/POST /api/updates/{id}/comments, PUT/DELETE /api/updates/{id}/comments/{commentId}. */
export const commentRoutes: FeatureRoutes = async (app, { deps }) => {
  const service = createCommentsService(deps);
  const perUser = app.createRateLimit({
    ...COMMENTS_PER_USER,
    keyGenerator: async (req) => `comment:${(await req.getSession())?.userId ?? 'anonymous'}`,
  });

  serveEndpoint(app, commentEndpoints.listComments, {}, async (request, reply) => {
    const page = await service.list(request.params.id, await viewerIdOf(request), request.query);
    linkNextPageOf(request, reply, 'after', page.nextCursor);
    return page.comments;
  });

  serveEndpoint(
    app,
    commentEndpoints.createComment,
    { preValidation, config: { rateLimit: COMMENTS_PER_ADDRESS } },
    async (request) => {
      const userId = await request.requireUserId();
      const limit = await perUser(request);
      if (!limit.isAllowed && limit.isExceeded) throw tooManyRequests(limit.ttlInSeconds);
      return service.create(request.params.id, userId, request.body.content);
    },
  );

  serveEndpoint(app, commentEndpoints.editComment, { preValidation }, async (request) => {
    const { id, commentId } = request.params;
    return service.edit(id, commentId, await request.requireUserId(), request.body.content);
  });

  serveEndpoint(app, commentEndpoints.deleteComment, { preValidation }, async (request) => {
    const { id, commentId } = request.params;
    await service.remove(id, commentId, await request.requireUserId());
  });
};
