import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  projectIdParamsSchema,
  updateBodySchema,
  updateListSchema,
  updateParamsSchema,
  updateSchema,
} from '@shiplog/contract';
import { sendCachedJson } from '../../lib/http-etag';
import type { FeatureContext } from '../feature-context';
import { likeRoutes } from './likes.routes';
import { createTimeline } from './timeline';
import { createUpdatesService } from './updates.service';
import { requireSignedIn, viewerIdOf } from '../../lib/viewer';
import { viewRoutes } from './views.routes';

const tags = ['updates'];
const preValidation = requireSignedIn();

/** /api/projects/{id}/updates, /api/updates/{id}/likes and views. */
export const updateRoutes: FastifyPluginAsyncZod<FeatureContext> = async (app, ctx) => {
  const service = createUpdatesService(ctx.deps);
  const timeline = createTimeline(ctx.deps.database.db, ctx.deps.readCache);

  app.get(
    '/projects/:id/updates',
    { schema: { tags, params: projectIdParamsSchema, response: { 200: updateListSchema } } },
    async (request, reply) =>
      sendCachedJson(request, reply, await timeline.read(request.params.id, await viewerIdOf(request))),
  );

  app.post(
    '/projects/:id/updates',
    {
      preValidation,
      schema: {
        tags,
        params: projectIdParamsSchema,
        body: updateBodySchema,
        response: { 201: updateSchema },
      },
    },
    async (request, reply) => {
      const userId = await request.requireUserId();
      return reply.status(201).send(await service.create(request.params.id, userId, request.body));
    },
  );

  app.get(
    '/projects/:id/updates/:updateId',
    { schema: { tags, params: updateParamsSchema, response: { 200: updateSchema } } },
    async (request) => service.get(request.params.id, request.params.updateId, await viewerIdOf(request)),
  );

  app.put(
    '/projects/:id/updates/:updateId',
    {
      preValidation,
      schema: { tags, params: updateParamsSchema, body: updateBodySchema, response: { 200: updateSchema } },
    },
    async (request) => {
      const userId = await request.requireUserId();
      return service.edit(request.params.id, request.params.updateId, userId, request.body);
    },
  );

  app.delete(
    '/projects/:id/updates/:updateId',
    { preValidation, schema: { tags, params: updateParamsSchema } },
    async (request, reply) => {
      const userId = await request.requireUserId();
      await service.remove(request.params.id, request.params.updateId, userId);
      return reply.status(204).send();
    },
  );

  await app.register(likeRoutes, ctx);
  await app.register(viewRoutes, ctx);
};
