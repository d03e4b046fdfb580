import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import cookie from '@fastify/cookie';
import type { DbHandle } from '../db/client';
import { AppError, tooManyRequests } from '../lib/app-error';
import { createDbRateLimitStore } from '../lib/rate-limit-store';
import { securityHeaderSets } from '../lib/security-headers';

/** Security headers on every response (pages: a CSP that allows the app and no inline scripts). */
export function registerSecurityHeaders(app: FastifyInstance, opts: { https: boolean }) {
  const headers = securityHeaderSets(opts.https);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? headers.api : headers.page);
    reply.header('x-request-id', request.id);
    done();
  });
}

/**
 * Cookies and the rate limiter, for the scope that holds the feature modules. Limits are
 * opt-in per route (`config.rateLimit`) and shared by every process through the database.
 */
export async function registerRequestGuards(
  app: FastifyInstance,
  opts: { database: DbHandle; secret: string },
) {
  await app.register(cookie, { secret: opts.secret });
  await app.register(rateLimit, {
    global: false,
    store: createDbRateLimitStore(opts.database),
    skipOnError: false,
    errorResponseBuilder: (_req, ctx) => tooManyRequests(ctx.ttl / 1000),
  });
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Exempts the route from the cross-site check below. Only for routes that read no cookie
     * and are authenticated by a token in the request itself, e.g. the RFC 8058 one-click
     * unsubscribe that mail providers POST from their own servers.
     */
    crossSiteAllowed?: boolean;
  }
}

/**
 * CSRF: a state-changing request from a browser must come from our own origin (Origin
 * header, or Fetch Metadata when Origin is absent). Clients that are not browsers send
 * neither and authenticate with a bearer token. Covers sign-in and sign-up too.
 */
export function registerCsrfGuard(app: FastifyInstance, opts: { publicUrl: string }) {
  const allowed = new URL(opts.publicUrl).origin;
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    if (request.routeOptions.config.crossSiteAllowed === true) return done();
    const origin = request.headers.origin;
    const site = request.headers['sec-fetch-site'];
    // A project's page on its custom domain calls the API on that same domain.
    const sameOrigin = origin
      ? origin === allowed || origin === request.customDomainSite?.baseUrl
      : site === undefined || site === 'same-origin' || site === 'none';
    done(sameOrigin ? undefined : new AppError('FORBIDDEN', 'Cross-site request refused'));
  });
}
