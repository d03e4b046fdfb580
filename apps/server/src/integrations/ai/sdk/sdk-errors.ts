import { APICallError } from 'ai';
import { AppError } from '../../../lib/app-error';
import { aiMessages } from './messages';

/** Our own deadline passed: the provider did not finish in time. */
export class AiTimeoutError extends Error {
  override name = 'AiTimeoutError';
}

/** The provider answered, but with nothing usable. */
export class AiEmptyAnswerError extends Error {
  override name = 'AiEmptyAnswerError';
}

const MAX_RETRY_AFTER_SECONDS = 3600;

/** The HTTP status of a failed provider call, when there was an answer. */
export function providerStatus(error: unknown): number | undefined {
  return APICallError.isInstance(error) ? error.statusCode : undefined;
}

export const isRetryable = (status: number | undefined) =>
  status !== undefined && (status === 429 || status >= 500);

/** Milliseconds the provider asked us to wait (`retry-after-ms` or `retry-after`). */
export function retryAfterMs(error: unknown, nowMs = Date.now()): number | undefined {
  if (!APICallError.isInstance(error)) return undefined;
  const headers = error.responseHeaders ?? {};
  const ms = Number(headers['retry-after-ms']);
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const value = headers['retry-after'];
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - nowMs);
}

/** For the log: what failed and how, never the API key, the prompt or the provider's body. */
function safeCause(provider: string, error: unknown): Error {
  if (error instanceof AiTimeoutError || error instanceof AiEmptyAnswerError)
    return new Error(`${provider}: ${error.message}`);
  const status = providerStatus(error);
  const name = error instanceof Error ? error.name : 'error';
  const message = error instanceof Error ? error.message.slice(0, 300) : String(error);
  return new Error(`${provider} ${status ? `answered ${status}` : 'failed'} (${name}): ${message}`);
}

/**
 * A failed provider call as the AppError the API answers with: rate limits 503 (with
 * Retry-After when known), timeouts, outages and unusable answers 502.
 */
export function toAiError(provider: string, error: unknown, nowMs = Date.now()): AppError {
  if (error instanceof AppError) return error;
  const cause = safeCause(provider, error);
  if (error instanceof AiTimeoutError) return new AppError('BAD_GATEWAY', aiMessages.timeout, { cause });
  if (providerStatus(error) === 429) {
    const ms = retryAfterMs(error, nowMs);
    const seconds =
      ms === undefined ? undefined : Math.min(Math.max(Math.ceil(ms / 1000), 1), MAX_RETRY_AFTER_SECONDS);
    return new AppError('SERVICE_UNAVAILABLE', aiMessages.rateLimited, {
      cause,
      ...(seconds ? { headers: { 'retry-after': String(seconds) } } : {}),
    });
  }
  return new AppError('BAD_GATEWAY', aiMessages.failed, { cause });
}
