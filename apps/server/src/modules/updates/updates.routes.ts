import { MAX_UPDATES_PAGE_SIZE, updateEndpoints } from '@shiplog/contract';
import { linkNextPage } from '../../lib/next-page';
import { sendCachedJson } from '../../lib/http-etag';
import { serveEndpoint } from '../../lib/serve-endpoint';
import type { FeatureRoutes } from '../feature-context';
import { likeRoutes } from './likes.routes';
import { createTimeline } from './timeline';
import { isPageQuery } from './timeline-page';
import { createUpdatesService } from './updates.service';
import { requireSignedIn, viewerIdOf } from '../../lib/viewer';
import { viewRoutes } from './views.routes';

const preValidation = requireSignedIn();

/** /api/projects/{id}/updates, /api/updates/{id}/likes and views. */
export const updateRoutes: FeatureRoutes = async (app, ctx) => {
  const service = createUpdatesService(ctx.deps, {
    commitMessage: async (userId, repository, sha) => {
      try {
        return (await ctx.github.getCommit(userId, repository, sha))?.message || null;
      } catch (error) {
        ctx.deps.logger.warn({ err: error }, 'commit message: GitHub did not answer; kept without it');
        return null;
      }
    },
  });
  const timeline = createTimeline(ctx.deps.database.db, ctx.deps.readCache);

  serveEndpoint(app, updateEndpoints.listProjectUpdates, {}, async (request, reply) => {
    const { params, query } = request;
    const viewerId = await viewerIdOf(request);
    // Without a query (the API's first clients): the newest page, as big as a page may be.
    const asked = isPageQuery(query) ? query : { limit: MAX_UPDATES_PAGE_SIZE };
    const page = await timeline.page(params.id, viewerId, asked);
    if (page.nextCursor)
      linkNextPage(reply, `/api/projects/${params.id}/updates`, asked, 'before', page.nextCursor);
    return sendCachedJson(request, reply, page.json);
  });

  serveEndpoint(app, updateEndpoints.createUpdate, { preValidation }, async (request) => {
    const userId = await request.requireUserId();
    return service.post(request.params.id, userId, request.body);
  });

  serveEndpoint(app, updateEndpoints.getUpdate, {}, async (request) =>
    service.get(request.params.id, request.params.updateId, await viewerIdOf(request)),
  );

  serveEndpoint(app, updateEndpoints.getUpdateNeighbours, {}, async (request) =>
    timeline.neighbours(request.params.id, await viewerIdOf(request), request.params.updateId),
  );

  serveEndpoint(app, updateEndpoints.editUpdate, { preValidation }, async (request) => {
    const userId = await request.requireUserId();
    return service.edit(request.params.id, request.params.updateId, userId, request.body);
  });

  serveEndpoint(app, updateEndpoints.deleteUpdate, { preValidation }, async (request) => {
    const userId = await request.requireUserId();
    const removed = await service.remove(request.params.id, request.params.updateId, userId);
    await ctx.releaseImages({ texts: [removed.content, removed.imageUrl] });
  });

  await app.register(likeRoutes, ctx);
  await app.register(viewRoutes, ctx);
};
