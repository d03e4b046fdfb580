import { githubMessages } from '@shiplog/contract';
import { isApiError } from '@/lib/api-error';

/** The API's 403 for a user without a GitHub connection. */
export function isNotConnected(error: unknown): boolean {
  return isApiError(error) && error.status === 403 && error.message.includes(githubMessages.notConnected);
}

const explained = new Set<string>([
  githubMessages.unavailable,
  githubMessages.timeout,
  githubMessages.rateLimited,
]);

/** The server's explanation of a GitHub failure (down, slow, rate limited), when it gave one. */
export function githubDetail(error: unknown): string | null {
  return isApiError(error) && explained.has(error.message) ? error.message : null;
}
