import type { z } from 'zod';
import { ApiError, codeForStatus, existingOf, invalidResponse, isErrorBody } from './api-error';
import { API_TIMEOUT_MS } from './constants';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/**
 * A zod schema, or a function that loads one: pages on the first load pass a loader
 * (`() => import('@shiplog/contract/auth').then((m) => m.sessionSchema)`), so zod is fetched
 * only when an answer has to be parsed (a loader may find no schema: an answer without a body).
 */
export type ResponseSchema<T> = z.ZodType<T> | (() => Promise<z.ZodType<T> | undefined>);

export interface RequestOptions<T> {
  query?: QueryParams;
  body?: unknown;
  /** Parses (and types) the response body. */
  schema?: ResponseSchema<T>;
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string | null;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Sees the successful response's headers (e.g. a pagination cursor). */
  onHeaders?: (headers: Headers) => void;
}

export type MethodOptions<T> = Omit<RequestOptions<T>, 'body'>;

export interface ApiClientConfig {
  /** Prefix of every path; '/api' in the app, an absolute URL in tests. */
  baseUrl?: string;
  timeoutMs?: number;
  getToken?: () => string | null | undefined;
}

function buildUrl(baseUrl: string, path: string, query?: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const qs = search.toString();
  return `${baseUrl.replace(/\/$/, '')}${path.startsWith('/') ? path : `/${path}`}${qs ? `?${qs}` : ''}`;
}

function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams) return body;
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

const MALFORMED = Symbol('malformed');

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return MALFORMED;
  }
}

function toApiError(response: Response, body: unknown): ApiError {
  if (isErrorBody(body)) {
    const { code, message, issues } = body.error;
    return new ApiError(response.status, code, message, issues, existingOf(body));
  }
  const message = response.statusText || `Request failed with status ${response.status}.`;
  return new ApiError(response.status, codeForStatus(response.status), message);
}

async function send(url: string, init: RequestInit, timeoutMs: number, signal?: AbortSignal) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const abort = () => controller.abort();
  signal?.addEventListener('abort', abort);
  if (signal?.aborted) controller.abort();
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } catch {
    if (timedOut) throw new ApiError(0, 'TIMEOUT', 'The server took too long to answer. Please try again.');
    if (signal?.aborted) throw new ApiError(0, 'ABORTED', 'The request was cancelled.');
    throw new ApiError(0, 'NETWORK_ERROR', 'Could not reach the server. Check your connection.');
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}

export function createApiClient(config: ApiClientConfig = {}) {
  const baseUrl = config.baseUrl ?? '/api';

  async function request<T = unknown>(method: HttpMethod, path: string, options: RequestOptions<T> = {}) {
    const headers = new Headers({ Accept: 'application/json', ...options.headers });
    const token = options.token ?? config.getToken?.();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const init: RequestInit = {
      method,
      headers,
      credentials: 'same-origin',
      body: encodeBody(options.body, headers),
    };
    const url = buildUrl(baseUrl, path, options.query);
    const response = await send(
      url,
      init,
      options.timeoutMs ?? config.timeoutMs ?? API_TIMEOUT_MS,
      options.signal,
    );
    const body = await readBody(response);
    if (!response.ok) throw toApiError(response, body);
    options.onHeaders?.(response.headers);
    const schema = typeof options.schema === 'function' ? await options.schema() : options.schema;
    if (!schema && body !== MALFORMED) return body as T;
    const parsed = schema?.safeParse(body);
    if (!parsed?.success) throw invalidResponse(response.status);
    return parsed.data;
  }

  return {
    request,
    get: <T = unknown>(path: string, options?: MethodOptions<T>) => request<T>('GET', path, options),
    delete: <T = unknown>(path: string, options?: MethodOptions<T>) => request<T>('DELETE', path, options),
    post: <T = unknown>(path: string, body?: unknown, options?: MethodOptions<T>) =>
      request<T>('POST', path, { ...options, body }),
    put: <T = unknown>(path: string, body?: unknown, options?: MethodOptions<T>) =>
      request<T>('PUT', path, { ...options, body }),
    patch: <T = unknown>(path: string, body?: unknown, options?: MethodOptions<T>) =>
      request<T>('PATCH', path, { ...options, body }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The one client every feature uses. */
export const api = createApiClient();
