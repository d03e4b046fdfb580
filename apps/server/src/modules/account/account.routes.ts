import { accountEndpoints } from '@shiplog/contract';
import { tooManyRequests } from '../../lib/app-error';
import { serveEndpoint } from '../../lib/serve-endpoint';
import type { FeatureRoutes } from '../feature-context';
import { createAccountService } from './account.service';

export const accountRoutes: FeatureRoutes = async (app, context) => {
  const { deps, auth, leaveGithub } = context;
  const service = createAccountService(deps, auth);
  // Password changes are limited per client address (route config) and per account.
  const perAccount = app.createRateLimit({
    max: 5,
    timeWindow: 15 * 60_000,
    keyGenerator: async (req) => `password:${(await req.getSession())?.userId ?? 'anonymous'}`,
  });

  serveEndpoint(app, accountEndpoints.updateAccount, {}, async (request) => ({
    user: await service.update(await request.requireUserId(), request.body),
  }));

  serveEndpoint(
    app,
    accountEndpoints.changePassword,
    { config: { rateLimit: { max: 10, timeWindow: 15 * 60_000 } } },
    async (request) => {
      await request.requireUserId();
      const limit = await perAccount(request);
      if (!limit.isAllowed && limit.isExceeded) throw tooManyRequests(limit.ttlInSeconds);
      await service.changePassword(request.headers, request.body.current_password, request.body.new_password);
    },
  );

  serveEndpoint(app, accountEndpoints.disconnectGithub, {}, async (request) => {
    await service.disconnectGithub(await request.requireUserId());
  });

  serveEndpoint(app, accountEndpoints.deleteAccount, {}, async (request, reply) => {
    const userId = await request.requireUserId();
    await service.confirmDeletion(userId, request.body.confirm);
    // While the user's GitHub token is still here: GitHub stops delivering to projects that are gone.
    await leaveGithub(userId);
    const cookies = await service.remove(request.headers, userId);
    await context.releaseImages({ userId });
    if (cookies.length) reply.header('set-cookie', cookies);
  });
};
