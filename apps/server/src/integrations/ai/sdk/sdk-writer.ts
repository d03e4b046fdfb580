import type { AiWriter, WriteRequest } from '../index';
import { updateTitle } from '../builtin/update-title';
import { parseCommit } from '../builtin/parse-commit';
import { buildSystemPrompt, buildUserPrompt } from '../texts';
import { callModel } from './sdk-call';
import { toAiError } from './sdk-errors';
import { createModel, type ModelSettings } from './sdk-models';
import { shapeOutput } from './sdk-output';

export interface SdkWriterOptions {
  /** The whole write, retry included (default 30 s). */
  timeoutMs?: number;
  /** Wait before the one retry when the provider names none (default 1 s). */
  retryDelayMs?: number;
  /** The longest Retry-After worth waiting for (default 5 s). */
  maxRetryAfterMs?: number;
}

export const AI_TIMEOUT_MS = 30_000;

/** Output tokens per text: enough for the target's length, not for an essay. */
function tokenBudget(request: WriteRequest): number {
  if (request.kind === 'update') return 1500;
  return { x: 300, linkedin: 1200, discord: 900 }[request.target];
}

/** A writer backed by a Vercel AI SDK provider; writes are stateless and safe to run at once. */
export function createSdkWriter(settings: ModelSettings, options: SdkWriterOptions = {}): AiWriter {
  const model = createModel(settings);
  const writer = `${settings.provider}:${settings.model}`;
  return {
    provider: settings.provider,
    async write(request) {
      if (!request.commits.length) throw new Error('write needs at least one commit');
      const fallbackTitle = updateTitle(request.commits.map(parseCommit), request.projectName);
      try {
        const { text, cutShort } = await callModel({
          model,
          system: buildSystemPrompt(request),
          prompt: buildUserPrompt(request),
          maxOutputTokens: tokenBudget(request),
          timeoutMs: options.timeoutMs ?? AI_TIMEOUT_MS,
          retryDelayMs: options.retryDelayMs ?? 1_000,
          maxRetryAfterMs: options.maxRetryAfterMs ?? 5_000,
        });
        return shapeOutput(text, request, writer, fallbackTitle, cutShort);
      } catch (error) {
        throw toAiError(settings.provider, error);
      }
    },
  };
}
