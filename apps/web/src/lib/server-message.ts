import { isApiError } from './api-error';

/**
 * The message the server gave for a request it refused (4xx with an error body), or null when
 * there is none worth showing: network failures, timeouts, 5xx and unknown routes get the
 * caller's fallback instead. A validation failure shows its first field problem.
 */
export function serverMessage(error: unknown): string | null {
  if (!isApiError(error) || error.status < 400 || error.status >= 500 || error.status === 404) return null;
  return error.issues[0]?.message || error.message || null;
}

/** The server's message, else the fallback. */
export function messageFor(error: unknown, fallback: string): string {
  return serverMessage(error) ?? fallback;
}
