import { projectEndpoints } from '@shiplog/contract';
import { matchesEtag, sendCachedJson } from '../../lib/http-etag';
import { linkNextPage, linkNextPageOf } from '../../lib/next-page';
import { serveEndpoint } from '../../lib/serve-endpoint';
import { viewerIdOf } from '../../lib/viewer';
import type { FeatureRoutes } from '../feature-context';
import { createProjectService } from './projects.service';

/**
 * Browsers and proxies keep the public list but ask again each time (a cheap 304 from
 * the server's page cache), so an owner's change shows on the very next load.
 */
const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
/** Answers that may depend on who asks. */
const PRIVATE_CACHE_CONTROL = 'private, no-cache';

/** /api/projects: CRUD for owners and the public list. */
export const projectRoutes: FeatureRoutes = async (app, { deps, github, leaveGithub, releaseImages }) => {
  const service = createProjectService(deps, github);
  app.addHook('onClose', () => service.idle());

  serveEndpoint(app, projectEndpoints.listPublicProjects, {}, async (request, reply) => {
    const { cursor, limit, sort } = request.query;
    const page = await service.publicPage(sort, cursor, limit);
    reply.header('cache-control', PUBLIC_CACHE_CONTROL).header('etag', page.etag);
    if (page.nextCursor)
      linkNextPage(reply, '/api/projects/public', { limit, sort }, 'cursor', page.nextCursor);
    // The page is JSON already: sent as is, without a second serialisation.
    if (matchesEtag(request.headers['if-none-match'], page.etag)) return reply.status(304).send();
    return reply.type('application/json; charset=utf-8').send(page.body);
  });

  serveEndpoint(app, projectEndpoints.listMyProjects, {}, async (request, reply) => {
    const page = await service.listMine(await request.requireUserId(), request.query);
    reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    linkNextPageOf(request, reply, 'before', page.nextCursor);
    return page.projects;
  });

  serveEndpoint(
    app,
    projectEndpoints.createProject,
    // Per client address; a signed-in user creating projects by the dozen is not a person.
    { config: { rateLimit: { max: 30, timeWindow: 60 * 60_000 } } },
    async (request) => service.create(await request.requireUserId(), request.body),
  );

  serveEndpoint(app, projectEndpoints.getProject, {}, async (request, reply) =>
    sendCachedJson(request, reply, await service.get(request.params.id, await viewerIdOf(request))),
  );

  serveEndpoint(app, projectEndpoints.updateProject, {}, async (request) =>
    service.update(request.params.id, await request.requireUserId(), request.body),
  );

  serveEndpoint(app, projectEndpoints.deleteProject, {}, async (request) => {
    const userId = await request.requireUserId();
    // Its hook goes from GitHub first, while the project (and so its owner) is still known.
    await leaveGithub(userId, request.params.id);
    await service.remove(request.params.id, userId);
    await releaseImages({ projectId: request.params.id });
  });
};
