import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createProjectBodySchema,
  NEXT_CURSOR_HEADER,
  projectIdParamsSchema,
  projectListSchema,
  projectSchema,
  publicProjectsQuerySchema,
  updateProjectBodySchema,
} from '@shiplog/contract';
import { matchesEtag, sendCachedJson } from '../../lib/http-etag';
import { viewerIdOf } from '../../lib/viewer';
import type { FeatureContext } from '../feature-context';
import { createProjectService } from './projects.service';

const tags = ['projects'];
/**
 * Browsers and proxies keep the public list but ask again each time (a cheap 304 from
 * the server's page cache), so an owner's change shows on the very next load.
 */
const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
/** Answers that may depend on who asks. */
const PRIVATE_CACHE_CONTROL = 'private, no-cache';

/** /api/projects: CRUD for owners and the public list. */
export const projectRoutes: FastifyPluginAsyncZod<FeatureContext> = async (
  app,
  { deps, github, leaveGithub },
) => {
  const service = createProjectService(deps, github);
  app.addHook('onClose', () => service.idle());

  app.get(
    '/projects/public',
    { schema: { tags, querystring: publicProjectsQuerySchema, response: { 200: projectListSchema } } },
    async (request, reply) => {
      const { cursor, limit } = request.query;
      const page = await service.publicPage(cursor, limit);
      reply.header('cache-control', PUBLIC_CACHE_CONTROL).header('etag', page.etag);
      if (page.nextCursor) {
        const next = `/api/projects/public?cursor=${page.nextCursor}&limit=${limit}`;
        reply.header(NEXT_CURSOR_HEADER, page.nextCursor).header('link', `<${next}>; rel="next"`);
      }
      // The page is JSON already: sent as is, without a second serialisation.
      const raw = reply as FastifyReply;
      if (matchesEtag(request.headers['if-none-match'], page.etag)) return raw.status(304).send();
      return raw.type('application/json; charset=utf-8').send(page.body);
    },
  );

  app.get('/projects', { schema: { tags, response: { 200: projectListSchema } } }, async (request, reply) => {
    const projects = await service.listMine(await request.requireUserId());
    return reply.header('cache-control', PRIVATE_CACHE_CONTROL).send(projects);
  });

  app.post(
    '/projects',
    {
      // Per client address; a signed-in user creating projects by the dozen is not a person.
      config: { rateLimit: { max: 30, timeWindow: 60 * 60_000 } },
      schema: { tags, body: createProjectBodySchema, response: { 201: projectSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(await request.requireUserId(), request.body)),
  );

  app.get(
    '/projects/:id',
    { schema: { tags, params: projectIdParamsSchema, response: { 200: projectSchema } } },
    async (request, reply) =>
      sendCachedJson(request, reply, await service.get(request.params.id, await viewerIdOf(request))),
  );

  app.put(
    '/projects/:id',
    {
      schema: {
        tags,
        params: projectIdParamsSchema,
        body: updateProjectBodySchema,
        response: { 200: projectSchema },
      },
    },
    async (request) => service.update(request.params.id, await request.requireUserId(), request.body),
  );

  app.delete('/projects/:id', { schema: { tags, params: projectIdParamsSchema } }, async (request, reply) => {
    const userId = await request.requireUserId();
    // Its hook goes from GitHub first, while the project (and so its owner) is still known.
    await leaveGithub(userId, request.params.id);
    await service.remove(request.params.id, userId);
    return reply.status(204).send();
  });
};
