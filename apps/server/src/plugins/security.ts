import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import cookie from '@fastify/cookie';
import type { DbHandle } from '../db/client';
import { AppError } from '../lib/app-error';
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
    errorResponseBuilder: (_req, ctx) => {
      const seconds = Math.max(1, Math.ceil(ctx.ttl / 1000));
      return new AppError('RATE_LIMITED', `Too many requests. Please try again in ${seconds} seconds.`, {
        headers: { 'retry-after': String(seconds) },
      });
    },
  });
}
