import type { FastifyRequest } from 'fastify';
import { waitlistEndpoints } from '@shiplog/contract';
import { tooManyRequests } from '../../lib/app-error';
import { serveEndpoint } from '../../lib/serve-endpoint';
import type { FeatureRoutes } from '../feature-context';
import { createWaitlistReferralsService } from './waitlist-referrals';
import { createWaitlistService } from './waitlist.service';
import { addNoStore } from '../../lib/no-store';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Per client address: a minute's burst on the route, an hour's total beside it; per target
 * address: a few tries an hour, whoever asks (each friend is invited once anyway).
 */
export const waitlistRateLimits = {
  perIpMinute: { max: 5, timeWindow: MINUTE },
  perIpHour: { max: 30, timeWindow: HOUR },
  perAddress: { max: 5, timeWindow: HOUR },
} as const;

const emailOf = (req: FastifyRequest) =>
  String((req.body as { email?: unknown } | undefined)?.email ?? '')
    .trim()
    .toLowerCase();

/** POST /api/waitlist: the general waitlist (no sign-in); POST /api/waitlist/confirm: the welcome mail's link. */
export const waitlistRoutes: FeatureRoutes = async (app, { deps }) => {
  addNoStore(app);
  const service = createWaitlistService(deps);
  const limiters = [
    app.createRateLimit({ ...waitlistRateLimits.perIpHour, keyGenerator: (req) => `waitlist-ip:${req.ip}` }),
    app.createRateLimit({
      ...waitlistRateLimits.perAddress,
      keyGenerator: (req) => `waitlist-address:${emailOf(req)}`,
    }),
  ];

  serveEndpoint(
    app,
    waitlistEndpoints.joinProductWaitlist,
    {
      config: { rateLimit: waitlistRateLimits.perIpMinute },
      preHandler: async (request) => {
        for (const limiter of limiters) {
          const result = await limiter(request);
          if (!result.isAllowed && result.isExceeded) throw tooManyRequests(result.ttlInSeconds);
        }
      },
    },
    async (request, reply) => {
      const result = await service.join(request.body);
      return reply.status(result.alreadyExists ? 200 : 201).send(result);
    },
  );

  // Signed links: the answers concern one address and are never stored by caches.
  const links = createWaitlistReferralsService(deps);
  const linkLimit = { config: { rateLimit: { max: 60, timeWindow: HOUR } } };
  serveEndpoint(app, waitlistEndpoints.getWaitlistInvitation, linkLimit, async (request) =>
    links.invitation(request.query.token),
  );
  serveEndpoint(app, waitlistEndpoints.getWaitlistReferrals, linkLimit, async (request) =>
    links.referrals(request.query.token),
  );

  serveEndpoint(
    app,
    waitlistEndpoints.confirmWaitlistEntry,
    { config: { rateLimit: { max: 30, timeWindow: HOUR } } },
    async (request) => service.confirm(request.body.token),
  );
};
