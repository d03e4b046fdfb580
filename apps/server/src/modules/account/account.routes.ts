import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountResponseSchema,
  changePasswordBodySchema,
  deleteAccountBodySchema,
  updateAccountBodySchema,
} from '@shiplog/contract';
import { tooManyRequests } from '../../lib/app-error';
import type { FeatureContext } from '../feature-context';
import { createAccountService } from './account.service';

const tags = ['account'];

export const accountRoutes: FastifyPluginAsyncZod<FeatureContext> = async (app, context) => {
  const { deps, auth, leaveGithub } = context;
  const service = createAccountService(deps, auth);
  // Password changes are limited per client address (route config) and per account.
  const perAccount = app.createRateLimit({
    max: 5,
    timeWindow: 15 * 60_000,
    keyGenerator: async (req) => `password:${(await req.getSession())?.userId ?? 'anonymous'}`,
  });

  app.patch(
    '/account',
    { schema: { tags, body: updateAccountBodySchema, response: { 200: accountResponseSchema } } },
    async (request) => ({ user: await service.update(await request.requireUserId(), request.body) }),
  );

  app.post(
    '/account/password',
    {
      config: { rateLimit: { max: 10, timeWindow: 15 * 60_000 } },
      schema: { tags, body: changePasswordBodySchema },
    },
    async (request, reply) => {
      await request.requireUserId();
      const limit = await perAccount(request);
      if (!limit.isAllowed && limit.isExceeded) throw tooManyRequests(limit.ttlInSeconds);
      await service.changePassword(request.headers, request.body.current_password, request.body.new_password);
      return reply.status(204).send();
    },
  );

  app.delete('/account/github', { schema: { tags } }, async (request, reply) => {
    await service.disconnectGithub(await request.requireUserId());
    return reply.status(204).send();
  });

  app.delete('/account', { schema: { tags, body: deleteAccountBodySchema } }, async (request, reply) => {
    const userId = await request.requireUserId();
    await service.confirmDeletion(userId, request.body.confirm);
    // While the user's GitHub token is still here: GitHub stops delivering to projects that are gone.
    await leaveGithub(userId);
    const cookies = await service.remove(request.headers, userId);
    if (cookies.length) reply.header('set-cookie', cookies);
    return reply.status(204).send();
  });
};
