import type { FastifyRequest } from 'fastify';
import { GENERATION_WINDOW_MS, GENERATIONS_PER_WINDOW, postEndpoints, postMessages } from '@shiplog/contract';
import { AppError, tooManyRequests } from '../../lib/app-error';
import { serveEndpoint } from '../../lib/serve-endpoint';
import type { FeatureRoutes } from '../feature-context';
import { requireSignedIn } from '../../lib/viewer';
import { createGenerateService } from './generate.service';

const preValidation = requireSignedIn();

/** The 429 of the generation limit: what the limit is, and when to try again. */
function generationLimited(ttlInSeconds: number): AppError {
  const { options } = tooManyRequests(ttlInSeconds);
  const seconds = options.headers?.['retry-after'];
  return new AppError(
    'RATE_LIMITED',
    `${postMessages.generateLimited} Please try again in ${seconds} seconds.`,
    options,
  );
}

/** The three routes that call the AI writer; every call counts against the user's generation limit. */
export const generateRoutes: FeatureRoutes = async (app, { deps, github }) => {
  const service = createGenerateService(deps, github);
  const perUser = app.createRateLimit({
    max: GENERATIONS_PER_WINDOW,
    timeWindow: GENERATION_WINDOW_MS,
    keyGenerator: async (req) => `generate:${(await req.getSession())?.userId ?? 'anonymous'}`,
  });

  /** The signed-in user, once the call is within their limit. */
  async function allowedUser(request: FastifyRequest): Promise<string> {
    const userId = await request.requireUserId();
    const limit = await perUser(request);
    if (!limit.isAllowed && limit.isExceeded) throw generationLimited(limit.ttlInSeconds);
    return userId;
  }

  serveEndpoint(app, postEndpoints.generatePost, { preValidation }, async (request) => {
    const post = await service.fromCommit(await allowedUser(request), request.body);
    return { post };
  });

  serveEndpoint(app, postEndpoints.generateProjectPost, { preValidation }, async (request) => {
    const post = await service.forProject(await allowedUser(request), request.body);
    return { post };
  });

  serveEndpoint(app, postEndpoints.generateUpdate, { preValidation }, async (request) =>
    service.update(await allowedUser(request), request.params.id, request.body),
  );
};
