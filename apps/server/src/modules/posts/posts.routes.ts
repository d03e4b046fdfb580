import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dashboardCommitListSchema,
  fetchCommitsQuerySchema,
  postIdParamsSchema,
  postListSchema,
  postSchema,
  updatePostBodySchema,
} from '@shiplog/contract';
import { tooManyRequests } from '../../lib/app-error';
import type { FeatureContext } from '../feature-context';
import { requireSignedIn } from '../../lib/viewer';
import { createCommitsService } from './commits.service';
import { generateRoutes } from './generate.routes';
import { createPostsService } from './posts.service';

const tags = ['posts'];
const signedIn = requireSignedIn();
/** Fetches per user and minute: each one asks GitHub once per repository. */
export const COMMIT_FETCHES_PER_MINUTE = 20;

/**
 * Commit-to-post: POST /api/commits/fetch, /api/posts*, POST /api/ai/generate-post and
 * POST /api/projects/{id}/updates/generate.
 */
export const postRoutes: FastifyPluginAsyncZod<FeatureContext> = async (app, ctx) => {
  const commits = createCommitsService(ctx.deps, ctx.github);
  const service = createPostsService(ctx.deps);
  const fetchesPerUser = app.createRateLimit({
    max: COMMIT_FETCHES_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: async (req) => `commits:${(await req.getSession())?.userId ?? 'anonymous'}`,
  });

  app.post(
    '/commits/fetch',
    {
      preValidation: signedIn,
      schema: { tags, querystring: fetchCommitsQuerySchema, response: { 200: dashboardCommitListSchema } },
    },
    async (request, reply) => {
      const userId = await request.requireUserId();
      const limit = await fetchesPerUser(request);
      if (!limit.isAllowed && limit.isExceeded) throw tooManyRequests(limit.ttlInSeconds);
      const list = await commits.fetch(userId, request.query.refresh !== undefined);
      return reply.header('cache-control', 'private, no-store').send(list);
    },
  );

  app.get(
    '/posts',
    { preValidation: signedIn, schema: { tags, response: { 200: postListSchema } } },
    async (request, reply) => {
      const list = await service.list(await request.requireUserId());
      return reply.header('cache-control', 'private, no-store').send(list);
    },
  );

  app.put(
    '/posts/:id',
    {
      preValidation: signedIn,
      schema: { tags, params: postIdParamsSchema, body: updatePostBodySchema, response: { 200: postSchema } },
    },
    async (request) => service.edit(await request.requireUserId(), request.params.id, request.body.content),
  );

  app.delete(
    '/posts/:id',
    { preValidation: signedIn, schema: { tags, params: postIdParamsSchema } },
    async (request, reply) => {
      await service.remove(await request.requireUserId(), request.params.id);
      return reply.status(204).send();
    },
  );

  await app.register(generateRoutes, ctx);
};
