import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  projectIdParamsSchema,
  subscribeBodySchema,
  subscribeResponseSchema,
  unsubscribeBodySchema,
  unsubscribeResponseSchema,
} from '@shiplog/contract';
import { viewerIdOf } from '../../lib/viewer';
import type { FeatureContext } from '../feature-context';
import { createAddressLimits } from './address-limits';
import { createSubscribeService } from './subscribe.service';

const tags = ['subscribers'];
/** Per client address: a person subscribes a few times at most; a script is stopped. */
const perIp = { rateLimit: { max: 10, timeWindow: 60_000 } };

/** The Stay Updated panel: POST /api/projects/{id}/subscribe and /unsubscribe (no sign-in). */
export const subscribeRoutes: FastifyPluginAsyncZod<FeatureContext> = async (app, { deps }) => {
  const service = createSubscribeService(deps);
  const limits = createAddressLimits(app);

  app.post(
    '/projects/:id/subscribe',
    {
      config: perIp,
      schema: {
        tags,
        params: projectIdParamsSchema,
        body: subscribeBodySchema,
        response: { 200: subscribeResponseSchema },
      },
    },
    async (request) =>
      service.subscribe(
        request.params.id,
        await viewerIdOf(request),
        { ...request.body, source: 'subscribe' },
        await limits.confirmMail(request),
      ),
  );

  app.post(
    '/projects/:id/unsubscribe',
    {
      config: perIp,
      schema: {
        tags,
        params: projectIdParamsSchema,
        body: unsubscribeBodySchema,
        response: { 200: unsubscribeResponseSchema },
      },
    },
    async (request) =>
      service.unsubscribe(
        request.params.id,
        await viewerIdOf(request),
        request.body,
        await limits.linkMail(request),
      ),
  );
};
