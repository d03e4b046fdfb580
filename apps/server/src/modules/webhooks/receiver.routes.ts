import type { FastifyRequest } from 'fastify';
import { GITHUB_DELIVERY_HEADER, webhookEndpoints, webhookMessages } from '@shiplog/contract';
import { AppError, tooManyRequests } from '../../lib/app-error';
import { serveEndpoint } from '../../lib/serve-endpoint';
import type { FeatureRoutes } from '../feature-context';
import { createDeliveryReceiver, repositoryOf, type IncomingDelivery } from './delivery-receiver';
import { createRefusalLimit } from './refusal-limit';

/**
 * GitHub sends payloads of up to 25 MB; pushes and releases are far smaller. Bigger ones are
 * refused with 413 (GitHub shows it on the hook's Recent Deliveries).
 */
export const WEBHOOK_BODY_LIMIT = 5 * 1024 * 1024;
/** Refused deliveries one client address may send for one repository per minute. */
export const REFUSAL_LIMIT = { max: 30, windowMs: 60_000 };

const EVENT = /^[a-z_]{1,64}$/;
const DELIVERY_ID = /^[A-Za-z0-9_.-]{1,100}$/;
const SIGNATURE = /^sha256=[0-9a-f]{64}$/;

const refused = () => new AppError('UNAUTHORIZED', webhookMessages.deliveryRefused);
const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : '';
};

/** GitHub's headers when they are all there and well formed, else null. */
function deliveryHeaders(request: FastifyRequest): IncomingDelivery | null {
  const event = header(request, 'x-github-event');
  const deliveryId = header(request, GITHUB_DELIVERY_HEADER);
  const signature = header(request, 'x-hub-signature-256');
  const hookId = Number(header(request, 'x-github-hook-id'));
  if (!EVENT.test(event) || !DELIVERY_ID.test(deliveryId) || !SIGNATURE.test(signature)) return null;
  return { event, deliveryId, signature, hookId: Number.isSafeInteger(hookId) && hookId > 0 ? hookId : null };
}

/**
 * POST /api/webhooks/github: GitHub's deliveries. Called by GitHub's servers (no cookie, no
 * Origin), authenticated by the signature alone; answered 202 as soon as the delivery is
 * stored and queued. Its own scope: the body is kept as raw bytes, which the signature covers.
 */
export const receiverRoutes: FeatureRoutes = async (app, { deps }) => {
  const receiver = createDeliveryReceiver(deps);
  const limit = createRefusalLimit(REFUSAL_LIMIT);

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  serveEndpoint(
    app,
    webhookEndpoints.receiveGithubDelivery,
    {
      bodyLimit: WEBHOOK_BODY_LIMIT,
      config: { crossSiteAllowed: true },
      // Unsigned or malformed: refused before the body is read, at no cost.
      onRequest: async (request) => {
        if (!deliveryHeaders(request)) throw refused();
      },
    },
    async (request) => {
      const delivery = deliveryHeaders(request)!;
      const text = Buffer.isBuffer(request.body) ? request.body.toString('utf8') : '';
      const repository = repositoryOf(text);
      if (!repository) throw refused();
      const key = `${request.ip}:${repository.toLowerCase()}`;
      const wait = limit.retryAfter(key);
      if (wait) throw tooManyRequests(wait);
      const ack = await receiver.receive(delivery, text, repository);
      if (!ack) {
        limit.count(key);
        throw refused();
      }
      return ack;
    },
  );
};
