import { githubMessages } from '@shiplog/contract';
import { AppError } from '../../lib/app-error';
import { GithubTimeoutError } from './github-fetch';

type Headers = Record<string, string | number | undefined>;

/** What Octokit throws for an HTTP failure (its RequestError, named 'HttpError'). */
interface HttpError extends Error {
  status: number;
  request?: { method?: string; url?: string };
  response?: { headers: Headers };
}

function asHttpError(error: unknown): HttpError | undefined {
  return error instanceof Error &&
    error.name === 'HttpError' &&
    typeof Reflect.get(error, 'status') === 'number'
    ? (error as HttpError)
    : undefined;
}

/** GitHub's HTTP status of a failed Octokit request; undefined for anything else. */
export function githubStatus(error: unknown): number | undefined {
  return asHttpError(error)?.status;
}

export const notConnected = () => new AppError('FORBIDDEN', githubMessages.notConnectedDetail);

/**
 * GitHub said no to a change for this user (403 without a rate limit, 404, 422): no admin
 * access, no such repository or hook, or a hook it will not take. `status` tells which; the
 * caller turns it into its own words.
 */
export class GithubRefusedError extends AppError {
  constructor(readonly githubStatus: number) {
    super('FORBIDDEN', `GitHub refused the request (${githubStatus})`);
  }
}

function causedByTimeout(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++)
    if (e instanceof GithubTimeoutError) return true;
  return false;
}

const MAX_RETRY_AFTER_SECONDS = 3600;

/** Seconds until GitHub takes requests again: `retry-after`, else `x-ratelimit-reset`. */
function retryAfterSeconds(headers: Headers, nowMs: number) {
  const retryAfter = Number(headers['retry-after']);
  const reset = Number(headers['x-ratelimit-reset']);
  const seconds = Number.isFinite(retryAfter)
    ? retryAfter
    : Number.isFinite(reset)
      ? reset - nowMs / 1000
      : undefined;
  if (seconds === undefined) return undefined;
  return Math.min(Math.max(Math.ceil(seconds), 1), MAX_RETRY_AFTER_SECONDS);
}

/** Primary (`x-ratelimit-remaining: 0`) and secondary (`retry-after`) rate limits. */
function rateLimitHeaders(error: unknown): Headers | undefined {
  const http = asHttpError(error);
  if (!http || (http.status !== 403 && http.status !== 429)) return undefined;
  const headers = http.response?.headers ?? {};
  const limited =
    http.status === 429 ||
    String(headers['x-ratelimit-remaining']) === '0' ||
    headers['retry-after'] !== undefined;
  return limited ? headers : undefined;
}

/** For the log: which request failed and how, without tokens, headers or GitHub's body. */
function safeCause(error: unknown, outcome?: string): Error {
  const http = asHttpError(error);
  const url = http?.request?.url ? new URL(http.request.url).pathname : '';
  const what = http ? `${http.request?.method ?? ''} ${url}`.trim() : 'request';
  const how =
    outcome ??
    (http?.response
      ? `answered ${http.status}: ${http.message}`
      : `failed: ${error instanceof Error ? error.message : 'unknown error'}`);
  return new Error(`GitHub ${what} ${how}`);
}

/** GithubRefusedError for a refusal (403 that is not a rate limit, 404, 422); else toAppError. */
export function toRefusalOrAppError(error: unknown): AppError {
  const status = githubStatus(error);
  const refused = status === 404 || status === 422 || (status === 403 && !rateLimitHeaders(error));
  return refused ? new GithubRefusedError(status) : toAppError(error);
}

/**
 * A failed GitHub call as the AppError our API answers with: rate limits 503 (with
 * Retry-After when known), timeouts and everything else 502. Never GitHub's text or a stack.
 * (401s are handled by the caller, who also drops the token.)
 */
export function toAppError(error: unknown, nowMs = Date.now()): AppError {
  if (error instanceof AppError) return error;
  if (causedByTimeout(error))
    return new AppError('BAD_GATEWAY', githubMessages.timeout, {
      cause: safeCause(error, 'timed out'),
    });
  const limited = rateLimitHeaders(error);
  if (limited) {
    const seconds = retryAfterSeconds(limited, nowMs);
    return new AppError('SERVICE_UNAVAILABLE', githubMessages.rateLimited, {
      cause: safeCause(error),
      ...(seconds ? { headers: { 'retry-after': String(seconds) } } : {}),
    });
  }
  return new AppError('BAD_GATEWAY', githubMessages.unavailable, { cause: safeCause(error) });
}
