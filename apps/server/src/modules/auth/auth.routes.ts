import type { FastifyReply, FastifyRequest } from 'fastify';
import { authEndpoints, authMessages } from '@shiplog/contract';
import { tooManyRequests, unauthorized } from '../../lib/app-error';
import { serveEndpoint } from '../../lib/serve-endpoint';
import type { FeatureRoutes } from '../feature-context';
import { createAuthService } from './auth.service';

const MINUTE = 60_000;

/** Per-IP limits on the route, plus per-account limits keyed by the email in the body. */
const limits = {
  signup: { max: 10, timeWindow: 60 * MINUTE },
  resend: { max: 10, timeWindow: 60 * MINUTE },
  login: { max: 20, timeWindow: 15 * MINUTE },
  exchange: { max: 20, timeWindow: 15 * MINUTE },
};

const setCookies = (reply: FastifyReply, cookies: string[]) => {
  if (cookies.length) reply.header('set-cookie', cookies);
};

export const authRoutes: FeatureRoutes = async (app, { deps, auth }) => {
  const service = createAuthService(deps, auth);
  /** A second limit keyed by the account (the email in the body), whatever address asks. */
  const perAccount = (name: string, max: number, timeWindow: number) => {
    const limiter = app.createRateLimit({
      max,
      timeWindow,
      keyGenerator: (req: FastifyRequest) =>
        `${name}:${String((req.body as { email?: unknown })?.email ?? '').toLowerCase()}`,
    });
    return async (request: FastifyRequest) => {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) throw tooManyRequests(result.ttlInSeconds);
    };
  };

  serveEndpoint(
    app,
    authEndpoints.signUp,
    { config: { rateLimit: limits.signup }, preHandler: perAccount('signup', 3, 60 * MINUTE) },
    async (request) => {
      await service.signup(request.body);
      return { message: authMessages.checkInbox };
    },
  );

  serveEndpoint(
    app,
    authEndpoints.resendConfirmation,
    { config: { rateLimit: limits.resend }, preHandler: perAccount('resend', 3, 60 * MINUTE) },
    async (request) => {
      await service.resendConfirmation(request.body.email, request.body.next);
      return { message: authMessages.resent };
    },
  );

  serveEndpoint(
    app,
    authEndpoints.signIn,
    { config: { rateLimit: limits.login }, preHandler: perAccount('login', 10, 15 * MINUTE) },
    async (request, reply) => {
      const { session, setCookies: cookies } = await service.login(request.body, request.headers);
      setCookies(reply, cookies);
      return session;
    },
  );

  serveEndpoint(
    app,
    authEndpoints.exchangeCode,
    { config: { rateLimit: limits.exchange } },
    async (request, reply) => {
      const { session, setCookies: cookies } = await service.exchange(request.body.code, request.headers);
      setCookies(reply, cookies);
      return session;
    },
  );

  serveEndpoint(app, authEndpoints.getSession, {}, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const session = await request.getSession();
    // A personal API token never reaches here (the API token guard refuses it on /auth/*).
    if (!session || session.via === 'api-token') throw unauthorized('Not signed in');
    return service.current(session);
  });

  serveEndpoint(app, authEndpoints.signOut, {}, async (request, reply) => {
    const session = await request.getSession();
    if (session) setCookies(reply, await service.logout(request.headers));
  });
};
