import type { FastifyRequest } from 'fastify';
import {
  BUILTIN_GENERATIONS_PER_WINDOW,
  GENERATION_WINDOW_MS,
  GENERATIONS_PER_WINDOW,
  generationLimitMessage,
  postEndpoints,
  storyEndpoints,
} from '@shiplog/contract';
import { AppError, tooManyRequests } from '../../lib/app-error';
import { serveEndpoint } from '../../lib/serve-endpoint';
import type { FeatureRoutes } from '../feature-context';
import { requireSignedIn } from '../../lib/viewer';
import { createGenerateService } from './generate.service';
import { createStoryService } from './story.service';

const preValidation = requireSignedIn();

/** The 429 of the generation limit: one message, with the limit and the wait in minutes. */
function generationLimited(max: number, ttlInSeconds: number): AppError {
  const { options } = tooManyRequests(ttlInSeconds);
  return new AppError('RATE_LIMITED', generationLimitMessage(max, ttlInSeconds), options);
}

/**
 * The three routes that call the AI writer; every call counts against the user's generation
 * limit. A paid provider allows GENERATIONS_PER_WINDOW; the built-in writer costs nothing, so
 * its limit is far higher and only stops abuse.
 */
export const generateRoutes: FeatureRoutes = async (app, { deps, github }) => {
  const service = createGenerateService(deps, github);
  const stories = createStoryService(deps, github);
  const max = deps.ai.provider === 'builtin' ? BUILTIN_GENERATIONS_PER_WINDOW : GENERATIONS_PER_WINDOW;
  const perUser = app.createRateLimit({
    max,
    timeWindow: GENERATION_WINDOW_MS,
    keyGenerator: async (req) => `generate:${(await req.getSession())?.userId ?? 'anonymous'}`,
  });

  /** The signed-in user, once the call is within their limit. */
  async function allowedUser(request: FastifyRequest): Promise<string> {
    const userId = await request.requireUserId();
    const limit = await perUser(request);
    if (!limit.isAllowed && limit.isExceeded) throw generationLimited(max, limit.ttlInSeconds);
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

  serveEndpoint(app, storyEndpoints.generateStory, { preValidation }, async (request) =>
    stories.story(await allowedUser(request), request.params.id, request.body),
  );
};
