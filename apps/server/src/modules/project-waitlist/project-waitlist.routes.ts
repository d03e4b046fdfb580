import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DEFAULT_COMMENT_FREQUENCY,
  preferencesSavedResponseSchema,
  projectIdParamsSchema,
  subscribeResponseSchema,
  subscriberListSchema,
  unsubscribeBodySchema,
  unsubscribeResponseSchema,
  waitlistAddResponseSchema,
  waitlistCheckQuerySchema,
  waitlistCheckResponseSchema,
  waitlistJoinBodySchema,
  waitlistPreferenceBodySchema,
} from '@shiplog/contract';
import { requireSignedIn, viewerIdOf } from '../../lib/viewer';
import { addNoStore } from '../../lib/no-store';
import type { FeatureContext } from '../feature-context';
import { createAddressLimits } from '../subscribers/address-limits';
import { createSubscribeService } from '../subscribers/subscribe.service';
import { createProjectWaitlistService } from './project-waitlist.service';

const tags = ['subscribers'];
const params = projectIdParamsSchema;
/** Per client address; the owner adding addresses by hand stays well below it. */
const perIp = { rateLimit: { max: 20, timeWindow: 60_000 } };
const preValidation = requireSignedIn();

/**
 * /api/projects/{id}/waitlist: visitors join, check, leave and change preferences (by token);
 * the signed-in owner lists, exports, adds and removes (Waitlist Management).
 */
export const projectWaitlistRoutes: FastifyPluginAsyncZod<FeatureContext> = async (app, { deps }) => {
  // Every answer here concerns one address (and may carry its token): never stored by caches.
  addNoStore(app);
  const visitors = createSubscribeService(deps);
  const owner = createProjectWaitlistService(deps);
  const limits = createAddressLimits(app);

  app.get(
    '/projects/:id/waitlist',
    { preValidation, schema: { tags, params, response: { 200: subscriberListSchema } } },
    async (request) => owner.list(request.params.id, await request.requireUserId()),
  );

  app.get(
    '/projects/:id/waitlist/export',
    { preValidation, schema: { tags, params, produces: ['text/csv'] } },
    async (request, reply) => {
      const { filename, csv } = await owner.exportCsv(request.params.id, await request.requireUserId());
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(csv);
    },
  );

  app.post(
    '/projects/:id/waitlist',
    {
      config: perIp,
      schema: {
        tags,
        params,
        body: waitlistJoinBodySchema,
        response: {
          200: z.union([subscribeResponseSchema, waitlistAddResponseSchema]),
          201: waitlistAddResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const viewerId = await viewerIdOf(request);
      const allowance = await limits.confirmMail(request);
      if (viewerId && (await owner.isOwner(request.params.id, viewerId))) {
        const { created, subscriber } = await owner.add(request.params.id, viewerId, request.body, allowance);
        return reply.status(created ? 201 : 200).send({ success: true, subscriber });
      }
      const join = {
        ...request.body,
        comment_frequency: DEFAULT_COMMENT_FREQUENCY,
        source: 'waitlist' as const,
      };
      return visitors.subscribe(request.params.id, viewerId, join, allowance);
    },
  );

  app.get(
    '/projects/:id/waitlist/check',
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        params,
        querystring: waitlistCheckQuerySchema,
        response: { 200: waitlistCheckResponseSchema },
      },
    },
    async (request) => visitors.check(request.params.id, await viewerIdOf(request), request.query),
  );

  app.delete(
    '/projects/:id/waitlist',
    {
      config: perIp,
      schema: { tags, params, body: unsubscribeBodySchema, response: { 200: unsubscribeResponseSchema } },
    },
    async (request) => {
      const viewerId = await viewerIdOf(request);
      if (viewerId && (await owner.isOwner(request.params.id, viewerId)))
        return owner.remove(request.params.id, viewerId, request.body.email);
      return visitors.unsubscribe(request.params.id, viewerId, request.body, await limits.linkMail(request));
    },
  );

  app.put(
    '/projects/:id/waitlist',
    {
      config: perIp,
      schema: {
        tags,
        params,
        body: waitlistPreferenceBodySchema,
        response: { 200: preferencesSavedResponseSchema },
      },
    },
    async (request) => visitors.changePreferences(request.params.id, await viewerIdOf(request), request.body),
  );
};
