import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  projectIdParamsSchema,
  webhookBodySchema,
  webhookConfigSchema,
  webhookResponseSchema,
} from '@shiplog/contract';
import { requireSignedIn } from '../../lib/viewer';
import type { FeatureContext } from '../feature-context';
import { receiverRoutes } from './receiver.routes';
import { createWebhookService } from './webhooks.service';

const tags = ['webhooks'];
const preValidation = requireSignedIn();
const params = projectIdParamsSchema;

/** GitHub webhooks: the project's repository hook (setup, status, removal) and the receiver POST /api/webhooks/github. */
export const webhookRoutes: FastifyPluginAsyncZod<FeatureContext> = async (app, context) => {
  const service = createWebhookService(context.deps, context.github);

  // Owner answers (and the receiver's receipts): never kept by shared caches.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  await app.register(receiverRoutes, context);

  app.get(
    '/projects/:id/webhook',
    { preValidation, schema: { tags, params, response: { 200: webhookResponseSchema } } },
    async (request) => service.get(request.params.id, await request.requireUserId()),
  );

  app.post(
    '/projects/:id/webhook',
    {
      preValidation,
      // Each one calls GitHub two or three times with the owner's token.
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: { tags, params, body: webhookBodySchema, response: { 200: webhookConfigSchema } },
    },
    async (request) =>
      service.configure(request.params.id, await request.requireUserId(), request.body.repository_name),
  );

  app.delete('/projects/:id/webhook', { preValidation, schema: { tags, params } }, async (request, reply) => {
    await service.remove(request.params.id, await request.requireUserId());
    return reply.status(204).send();
  });
};
