import type { FastifyPluginAsync } from 'fastify';
import { subscriberEndpoints } from '@shiplog/contract';
import { serveEndpoint } from '../../lib/serve-endpoint';
import { manageUrl } from './subscriber-links';
import type { FeatureContext } from '../feature-context';
import type { createSubscriptionsService } from './subscriptions.service';

/** Mail providers send one-click POSTs for many recipients from few addresses. */
const perIp = { rateLimit: { max: 300, timeWindow: 60_000 } };

/**
 * RFC 8058 one-click unsubscribe, the `List-Unsubscribe` URL of every list mail. The POST is
 * authenticated by the signed token alone (no cookie is read), so it may come from a mail
 * provider's servers: it is exempt from the cross-site check and never redirects. A GET (a
 * link preview, a scanner, a person) only leads to the preferences page.
 */
export const oneClickRoutes: FastifyPluginAsync<
  FeatureContext & { service: ReturnType<typeof createSubscriptionsService> }
> = async (app, { deps, service }) => {
  // The RFC's bodies ("List-Unsubscribe=One-Click"), in this scope only: the token decides, not the body.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 4_096 },
    (_request, body, done) => done(null, body),
  );

  serveEndpoint(
    app,
    subscriberEndpoints.unsubscribeOneClick,
    { config: { ...perIp, crossSiteAllowed: true } },
    async (request) => service.unsubscribe(request.query.token),
  );

  serveEndpoint(app, subscriberEndpoints.showOneClickUnsubscribe, { config: perIp }, async (request, reply) =>
    reply.redirect(manageUrl(deps.config.PUBLIC_URL, request.query.token), 303),
  );
};
