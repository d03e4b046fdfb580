import { postEndpoints } from '@shiplog/contract';
import { tooManyRequests } from '../../lib/app-error';
import { linkNextPage, linkNextPageOf, pathOf } from '../../lib/next-page';
import { serveEndpoint } from '../../lib/serve-endpoint';
import type { FeatureRoutes } from '../feature-context';
import { requireSignedIn } from '../../lib/viewer';
import { createCommitsService } from './commits.service';
import { generateRoutes } from './generate.routes';
import { createPostsService } from './posts.service';

const signedIn = requireSignedIn();
/** Fetches per user and minute: each one asks GitHub once per repository. */
export const COMMIT_FETCHES_PER_MINUTE = 20;

/**
 * Commit-to-post: POST /api/commits/fetch, /api/posts* (with PUT/DELETE …/schedule), and the
 * AI writer's post routes POST /api/posts/generate and /api/ai/generate-post (generate.routes.ts).
 */
export const postRoutes: FeatureRoutes = async (app, ctx) => {
  const commits = createCommitsService(ctx.deps, ctx.github);
  const service = createPostsService(ctx.deps);
  const fetchesPerUser = app.createRateLimit({
    max: COMMIT_FETCHES_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: async (req) => `commits:${(await req.getSession())?.userId ?? 'anonymous'}`,
  });

  serveEndpoint(app, postEndpoints.fetchCommits, { preValidation: signedIn }, async (request, reply) => {
    const userId = await request.requireUserId();
    const limit = await fetchesPerUser(request);
    if (!limit.isAllowed && limit.isExceeded) throw tooManyRequests(limit.ttlInSeconds);
    const { refresh, ...search } = request.query;
    const found = await commits.fetch(userId, refresh !== undefined, search);
    reply.header('cache-control', 'private, no-store');
    if (found.more) linkNextPage(reply, pathOf(request.url), search, 'page', String((search.page ?? 1) + 1));
    return found.commits;
  });

  serveEndpoint(app, postEndpoints.listPosts, { preValidation: signedIn }, async (request, reply) => {
    const page = await service.list(await request.requireUserId(), request.query);
    reply.header('cache-control', 'private, no-store');
    linkNextPageOf(request, reply, 'before', page.nextCursor);
    return page.posts;
  });

  serveEndpoint(app, postEndpoints.editPost, { preValidation: signedIn }, async (request) =>
    service.edit(await request.requireUserId(), request.params.id, request.body.content),
  );

  serveEndpoint(app, postEndpoints.schedulePost, { preValidation: signedIn }, async (request) =>
    service.schedule(await request.requireUserId(), request.params.id, request.body),
  );

  serveEndpoint(app, postEndpoints.unschedulePost, { preValidation: signedIn }, async (request) =>
    service.unschedule(await request.requireUserId(), request.params.id),
  );

  serveEndpoint(app, postEndpoints.deletePost, { preValidation: signedIn }, async (request) => {
    await service.remove(await request.requireUserId(), request.params.id);
  });

  await app.register(generateRoutes, ctx);
};
