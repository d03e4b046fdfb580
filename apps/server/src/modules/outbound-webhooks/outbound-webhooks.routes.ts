import { outboundWebhookEndpoints as endpoints } from '@shiplog/contract';
import { serveEndpoint } from '../../lib/serve-endpoint';
import { requireSignedIn } from '../../lib/viewer';
import type { FeatureRoutes } from '../feature-context';
import { createOutboundWebhookService } from './outbound-webhooks.service';

const preValidation = requireSignedIn();
/** Each test or redelivery is a request to someone's server: a few a minute are plenty. */
const sendLimit = { rateLimit: { max: 20, timeWindow: 60_000 } };

/** A project's outbound webhooks and channels: /api/projects/{id}/webhook-endpoints… (owner only). */
export const outboundWebhookRoutes: FeatureRoutes = async (app, { deps }) => {
  const service = createOutboundWebhookService(deps);

  // Owner answers: never kept by shared caches.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  serveEndpoint(app, endpoints.listWebhookEndpoints, { preValidation }, async (request) => ({
    endpoints: await service.list(request.params.id, await request.requireUserId()),
  }));

  serveEndpoint(
    app,
    endpoints.createWebhookEndpoint,
    { preValidation, config: { rateLimit: { max: 30, timeWindow: 60_000 } } },
    async (request) => service.create(request.params.id, await request.requireUserId(), request.body),
  );

  serveEndpoint(app, endpoints.updateWebhookEndpoint, { preValidation }, async (request) =>
    service.update(request.params.id, await request.requireUserId(), request.params.endpointId, request.body),
  );

  serveEndpoint(app, endpoints.deleteWebhookEndpoint, { preValidation }, async (request) => {
    await service.remove(request.params.id, await request.requireUserId(), request.params.endpointId);
  });

  serveEndpoint(app, endpoints.listWebhookDeliveries, { preValidation }, async (request) => ({
    deliveries: await service.deliveries(
      request.params.id,
      await request.requireUserId(),
      request.params.endpointId,
    ),
  }));

  serveEndpoint(app, endpoints.testWebhookEndpoint, { preValidation, config: sendLimit }, async (request) =>
    service.sendTest(request.params.id, await request.requireUserId(), request.params.endpointId),
  );

  serveEndpoint(
    app,
    endpoints.redeliverWebhookDelivery,
    { preValidation, config: sendLimit },
    async (request) =>
      service.redeliver(
        request.params.id,
        await request.requireUserId(),
        request.params.endpointId,
        request.params.deliveryId,
      ),
  );
};
