import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import cookie from '@fastify/cookie';
import type { DbHandle } from '../db/client';
import { AppError } from '../lib/app-error';
import { createDbRateLimitStore } from '../lib/rate-limit-store';
import { computeSecurityHeaders } from '../lib/security-headers';

/**
 * Security headers (a CSP that allows the app and no inline scripts), cookies and the
 * rate limiter. Limits are opt-in per route (`config.rateLimit`) and shared by every
 * process through the database.
 */
export async function registerSecurity(
  app: FastifyInstance,
  opts: { database: DbHandle; secret: string; https: boolean },
) {
  const headers = computeSecurityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: opts.https ? { maxAge: 31536000, includeSubDomains: true } : false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    reply.header('x-request-id', request.id);
    done();
  });
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
