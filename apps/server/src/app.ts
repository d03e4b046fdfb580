import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from './deps';
import { lazyChildLoggerFactory, RequestLogController } from './lib/request-logging';
import { registerCompression } from './plugins/compression';
import { registerErrorHandler, sendClientError, sendFrameworkError } from './plugins/error-handler';
import { registerTextGuard } from './plugins/text-guard';
import { rewriteEncodedRepository } from './lib/encoded-repository';
import { registerCsrfGuard, registerRequestGuards, registerSecurityHeaders } from './plugins/security';
import { registerSession } from './plugins/session';
import { createAuth } from './integrations/better-auth/auth-instance';
import { createGithubClient } from './integrations/github';
import {
  createFeatureContext,
  createPages,
  createPageSources,
  featureRoutes,
  type FeatureRoutes,
} from './modules';
import { registerOpenApi } from './plugins/openapi';
import { registerWebApp } from './plugins/web-app';
import { registerCliPackage } from './plugins/cli-package';
import { registerCustomDomainHosts } from './plugins/custom-domains';
import { domainHostsOf } from './modules/domains/domain-hosts';
import { feedRoutes } from './modules/feeds/feeds.routes';
import { widgetFrameRoutes } from './modules/widget/widget-frame.routes';
import { healthRoutes } from './modules/health/health.routes';
import { createHealthService } from './modules/health/health.service';
import { registerApiTokenGuard } from './modules/api-tokens/api-tokens.guard';
import { createApiTokenService } from './modules/api-tokens/api-tokens.service';

/** `true`, a hop count, or addresses/CIDRs (comma-separated); unset trusts no proxy. */
function parseTrustProxy(
  value: string | undefined,
): boolean | string | ((addr: string, hop: number) => boolean) {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  if (!/^\d+$/.test(value)) return value;
  const hops = Number(value);
  return (_addr, hop) => hop < hops;
}

export const BODY_LIMIT = 1024 * 1024;
const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;
/** Request ids unique across processes: a random prefix per process and a counter. */
const processPrefix = randomBytes(6).toString('base64url');
let requestCounter = 0;
const nextRequestId = () => `${processPrefix}-${(++requestCounter).toString(36)}`;

/** The whole HTTP app as a plugin tree, without listening: main.ts listens, tests inject. */
export interface BuildOptions {
  /** More route plugins for the feature scope (under /api, with cookies and rate limits). */
  routes?: FeatureRoutes[];
}

export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    loggerInstance: deps.logger as FastifyBaseLogger,
    bodyLimit: BODY_LIMIT,
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    keepAliveTimeout: 72_000,
    return503OnClosing: true,
    frameworkErrors: sendFrameworkError,
    clientErrorHandler: sendClientError,
    rewriteUrl: (request) => rewriteEncodedRepository(request.url ?? '/'),
    logController: new RequestLogController(deps.logger as FastifyBaseLogger),
    childLoggerFactory: lazyChildLoggerFactory,
    trustProxy: parseTrustProxy(config.TRUST_PROXY),
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : nextRequestId();
    },
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerTextGuard(app);

  registerSecurityHeaders(app, { https: config.PUBLIC_URL.startsWith('https:') });
  // Requests on a project's custom domain see that project's site only.
  const domainHosts = domainHostsOf(deps.database.db);
  registerCustomDomainHosts(app, { publicUrl: config.PUBLIC_URL, lookup: (host) => domainHosts.find(host) });
  await registerOpenApi(app, { publicUrl: config.PUBLIC_URL });

  // Infrastructure routes: no cookies or rate limits, polled constantly.
  const health = createHealthService(deps.database, deps.healthCacheMs ?? 1_000);
  await app.register(healthRoutes, { prefix: '/api', health });

  // Feature modules, with the request guards they need.
  const auth = createAuth(deps);
  registerSession(app, auth);
  const github = createGithubClient(deps, auth);
  const context = createFeatureContext(deps, auth, github);
  await app.register(
    async (api) => {
      await registerCompression(api);
      registerCsrfGuard(api, { publicUrl: config.PUBLIC_URL });
      await registerRequestGuards(api, { database: deps.database, secret: deps.secret });
      // Personal API tokens are checked against the operation before any route reads a session.
      registerApiTokenGuard(api, createApiTokenService(deps));
      for (const routes of [...featureRoutes, ...(options.routes ?? [])])
        await api.register(routes, { ...context });
    },
    { prefix: '/api' },
  );

  // Crawler-facing documents at the site root: feeds, social cards, sitemap, robots.txt.
  await app.register(async (site) => {
    await registerCompression(site);
    await site.register(feedRoutes, { database: deps.database, publicUrl: config.PUBLIC_URL });
    await site.register(widgetFrameRoutes, {
      database: deps.database,
      readCache: deps.readCache,
      publicUrl: config.PUBLIC_URL,
    });
  });
  // The shiplog command as an npm package: `npm install -g {PUBLIC_URL}/cli/shiplog.tgz`.
  await registerCliPackage(app);
  // The built web app's files; every other page address goes to the pages module.
  const pageSources = createPageSources(deps, github);
  app.addHook('onClose', () => pageSources.idle());
  await registerWebApp(app, { distDir: deps.webDistDir, pages: createPages(deps, pageSources) });
  return app;
}
