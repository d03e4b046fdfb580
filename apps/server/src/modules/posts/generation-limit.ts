import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  BUILTIN_GENERATIONS_PER_WINDOW,
  GENERATION_WINDOW_MS,
  GENERATIONS_PER_WINDOW,
  generationLimitMessage,
} from '@shiplog/contract';
import type { AppDeps } from '../../deps';
import { AppError, tooManyRequests } from '../../lib/app-error';

/** The 429 of the generation limit: one message, with the limit and the wait in minutes. */
function generationLimited(max: number, ttlInSeconds: number): AppError {
  const { options } = tooManyRequests(ttlInSeconds);
  return new AppError('RATE_LIMITED', generationLimitMessage(max, ttlInSeconds), options);
}

/**
 * Every call to the AI writer (a post, an update, a story) counts against one limit per user:
 * the limiters share the rate-limit store and one key, whichever module serves the call. A paid
 * provider allows GENERATIONS_PER_WINDOW; the built-in writer costs nothing, so its limit is far
 * higher and only stops abuse. Answers the signed-in user once the call is within the limit.
 */
export function createGenerationLimit(app: FastifyInstance, deps: AppDeps) {
  const max = deps.ai.provider === 'builtin' ? BUILTIN_GENERATIONS_PER_WINDOW : GENERATIONS_PER_WINDOW;
  const perUser = app.createRateLimit({
    max,
    timeWindow: GENERATION_WINDOW_MS,
    keyGenerator: async (req) => `generate:${(await req.getSession())?.userId ?? 'anonymous'}`,
  });
  return async function allowedUser(request: FastifyRequest): Promise<string> {
    const userId = await request.requireUserId();
    const limit = await perUser(request);
    if (!limit.isAllowed && limit.isExceeded) throw generationLimited(max, limit.ttlInSeconds);
    return userId;
  };
}
