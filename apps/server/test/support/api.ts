import type { SignedIn } from './accounts';
import type { TestApp } from './app';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

let address = 0;

/** A client address of its own for each request, so per-IP limits stay out of the way of fixtures. */
export const nextAddress = () => `10.7.${Math.floor(++address / 250) % 250}.${address % 250}`;

export interface CallOptions {
  /** A signed-in user (their bearer token), or signed out when missing or null. */
  as?: SignedIn | null;
  /** Sent as JSON. */
  payload?: unknown;
  headers?: Record<string, string>;
  /** The client address; a fresh one (nextAddress) unless given, e.g. to exercise per-IP limits. */
  ip?: string;
}

/** One API call through app.inject: JSON in and out. */
export function call(t: TestApp, method: Method, url: string, options: CallOptions = {}) {
  const headers: Record<string, string> = { ...(options.as?.bearer ?? {}), ...options.headers };
  if (options.payload !== undefined) headers['content-type'] = 'application/json';
  return t.app.inject({
    method,
    url,
    headers,
    payload: options.payload === undefined ? undefined : JSON.stringify(options.payload),
    remoteAddress: options.ip ?? nextAddress(),
  });
}
