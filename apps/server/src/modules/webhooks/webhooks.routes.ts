import { webhookEndpoints } from '@shiplog/contract';
import { serveEndpoint } from '../../lib/serve-endpoint';
import { requireSignedIn } from '../../lib/viewer';
import type { FeatureRoutes } from '../feature-context';
import { receiverRoutes } from './receiver.routes';
import { createWebhookService } from './webhooks.service';

const preValidation = requireSignedIn();

/** GitHub webhooks: the project's repository hook (setup, status, removal) and the receiver POST /api/webhooks/github. */
export const webhookRoutes: FeatureRoutes = async (app, context) => {
  const service = createWebhookService(context.deps, context.github);

  // Owner answers (and the receiver's receipts): never kept by shared caches.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  await app.register(receiverRoutes, context);

  serveEndpoint(app, webhookEndpoints.getWebhook, { preValidation }, async (request) =>
    service.get(request.params.id, await request.requireUserId()),
  );

  serveEndpoint(
    app,
    webhookEndpoints.configureWebhook,
    // Each one calls GitHub two or three times with the owner's token.
    { preValidation, config: { rateLimit: { max: 30, timeWindow: 60_000 } } },
    async (request) =>
      service.configure(request.params.id, await request.requireUserId(), request.body.repository_name),
  );

  serveEndpoint(app, webhookEndpoints.removeWebhook, { preValidation }, async (request) => {
    await service.remove(request.params.id, await request.requireUserId());
  });
};
