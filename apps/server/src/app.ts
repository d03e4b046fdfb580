import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from './deps';
import { registerErrorHandler } from './plugins/error-handler';
import { registerSecurity } from './plugins/security';
import { registerOpenApi } from './plugins/openapi';
import { registerWebApp } from './plugins/web-app';
import { healthRoutes } from './modules/health/health.routes';
import { createHealthService } from './modules/health/health.service';

export const BODY_LIMIT = 1024 * 1024;
const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** The whole HTTP app as a plugin tree, without listening: main.ts listens, tests inject. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    loggerInstance: deps.logger as FastifyBaseLogger,
    bodyLimit: BODY_LIMIT,
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    keepAliveTimeout: 72_000,
    return503OnClosing: true,
    trustProxy: config.TRUST_PROXY ?? false,
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await registerSecurity(app, {
    database: deps.database,
    secret: deps.secret,
    https: config.PUBLIC_URL.startsWith('https:'),
  });
  await registerOpenApi(app, { publicUrl: config.PUBLIC_URL });

  const health = createHealthService(deps.database, deps.healthCacheMs ?? 1_000);
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { health });
    },
    { prefix: '/api' },
  );

  await registerWebApp(app, { distDir: deps.webDistDir, publicUrl: config.PUBLIC_URL });
  return app;
}
