import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { updateIdParamsSchema, viewResponseSchema } from '@shiplog/contract';
import type { FeatureContext } from '../feature-context';
import { viewerIdOf } from '../../lib/viewer';
import { createViewsService } from './views.service';

/** POST /api/updates/{id}/views: the update card reports that it was shown. */
export const viewRoutes: FastifyPluginAsyncZod<FeatureContext> = async (app, { deps }) => {
  const service = createViewsService(deps);

  app.post(
    '/updates/:id/views',
    {
      // A page shows many cards; per client address this still stops a script.
      config: { rateLimit: { max: 600, timeWindow: 60_000 } },
      schema: { tags: ['updates'], params: updateIdParamsSchema, response: { 200: viewResponseSchema } },
    },
    async (request) =>
      service.record(request.params.id, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
        userId: await viewerIdOf(request),
      }),
  );
};
