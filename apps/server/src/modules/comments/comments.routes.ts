import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  commentBodySchema,
  commentListSchema,
  commentParamsSchema,
  commentSchema,
  commentMessages,
  updateIdParamsSchema,
} from '@shiplog/contract';
import { tooManyRequests } from '../../lib/app-error';
import type { FeatureContext } from '../feature-context';
import { createCommentsService } from './comments.service';
import { requireSignedIn, viewerIdOf } from '../../lib/viewer';

const tags = ['updates'];
const preValidation = requireSignedIn(commentMessages.signInToComment);
/** New comments per account; the route's own limit counts per client address. */
export const COMMENTS_PER_USER = { max: 10, timeWindow: 60_000 };
export const COMMENTS_PER_ADDRESS = { max: 30, timeWindow: 60_000 };

/** GET/POST /api/updates/{id}/comments, PUT/DELETE /api/updates/{id}/comments/{commentId}. */
export const commentRoutes: FastifyPluginAsyncZod<FeatureContext> = async (app, { deps }) => {
  const service = createCommentsService(deps);
  const perUser = app.createRateLimit({
    ...COMMENTS_PER_USER,
    keyGenerator: async (req) => `comment:${(await req.getSession())?.userId ?? 'anonymous'}`,
  });

  app.get(
    '/updates/:id/comments',
    { schema: { tags, params: updateIdParamsSchema, response: { 200: commentListSchema } } },
    async (request) => service.list(request.params.id, await viewerIdOf(request)),
  );

  app.post(
    '/updates/:id/comments',
    {
      preValidation,
      config: { rateLimit: COMMENTS_PER_ADDRESS },
      schema: {
        tags,
        params: updateIdParamsSchema,
        body: commentBodySchema,
        response: { 201: commentSchema },
      },
    },
    async (request, reply) => {
      const userId = await request.requireUserId();
      const limit = await perUser(request);
      if (!limit.isAllowed && limit.isExceeded) throw tooManyRequests(limit.ttlInSeconds);
      return reply.status(201).send(await service.create(request.params.id, userId, request.body.content));
    },
  );

  app.put(
    '/updates/:id/comments/:commentId',
    {
      preValidation,
      schema: {
        tags,
        params: commentParamsSchema,
        body: commentBodySchema,
        response: { 200: commentSchema },
      },
    },
    async (request) => {
      const { id, commentId } = request.params;
      return service.edit(id, commentId, await request.requireUserId(), request.body.content);
    },
  );

  app.delete(
    '/updates/:id/comments/:commentId',
    { preValidation, schema: { tags, params: commentParamsSchema } },
    async (request, reply) => {
      const { id, commentId } = request.params;
      await service.remove(id, commentId, await request.requireUserId());
      return reply.status(204).send();
    },
  );
};
