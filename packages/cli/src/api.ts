import {
  endpointPath,
  errorBodySchema,
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
} from '@shiplog/contract';
import { CliError } from './errors';

export interface CallInput<E extends Endpoint> {
  params?: EndpointParams<E>;
  query?: EndpointQuery<E>;
  body?: EndpointBody<E>;
}

export interface ApiClient {
  url: string;
  /** Calls a contract endpoint and parses its answer with the endpoint's schema. */
  call<E extends Endpoint>(
    endpoint: E,
    input?: CallInput<E>,
    timeoutMs?: number,
  ): Promise<EndpointResponse<E>>;
  /**
   * Every item of a list endpoint the API answers a page at a time: the first page, then each
   * page its `Link: <…>; rel="next"` header names, until the last.
   */
  callEvery<E extends Endpoint>(endpoint: E, input?: CallInput<E>): Promise<EndpointResponse<E>>;
  /** Sends a `multipart/form-data` body (a file upload) to an endpoint that takes one. */
  upload<E extends Endpoint>(
    endpoint: E,
    form: FormData,
    input?: Omit<CallInput<E>, 'body'>,
    timeoutMs?: number,
  ): Promise<EndpointResponse<E>>;
}

const NEXT_LINK = /<([^>]+)>;\s*rel="next"/;

/** The API's own 30-second limit; generation may take longer. */
export const DEFAULT_TIMEOUT_MS = 30_000;

/** Why a request got no answer, in words: `ECONNREFUSED` → 'connection refused'. */
function unreachable(url: string, error: unknown): CliError {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  if ((error as Error).name === 'TimeoutError')
    return new CliError(`${url} did not answer in time.`, 'TIMEOUT');
  const why =
    cause?.code === 'ECONNREFUSED'
      ? 'connection refused'
      : (cause?.code ?? cause?.message ?? (error as Error).message);
  return new CliError(`Could not reach ${url} (${why}). Is Shiplog running there?`, 'UNREACHABLE');
}

/** A client of the Shiplog API at `url` (without /api) with a personal API token. */
export function createApiClient(url: string, token: string): ApiClient {
  /** One request to `target` (a path under `url`); the parsed answer and its next page's path, if any. */
  async function request<E extends Endpoint>(
    endpoint: E,
    target: string,
    body: unknown,
    timeoutMs: number,
  ): Promise<{ data: EndpointResponse<E>; next: string | null }> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      authorization: `Bearer ${token}`,
      'user-agent': 'shiplog-cli',
    };
    // A form sets its own content type (with the multipart boundary).
    const form = body instanceof FormData;
    if (body !== undefined && !form) headers['content-type'] = 'application/json';
    let res: Response;
    try {
      res = await fetch(`${url}${target}`, {
        method: endpoint.method,
        headers,
        body: body === undefined ? undefined : form ? body : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw unreachable(url, error);
    }
    const text = await res.text();
    let json: unknown = undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON: reported below.
    }
    if (!res.ok) {
      const error = errorBodySchema.safeParse(json);
      if (error.success) {
        const { code, message, issues, existing } = error.data.error;
        const detail = issues?.[0]
          ? `${issues[0].path ? `${issues[0].path}: ` : ''}${issues[0].message}`
          : null;
        throw new CliError(
          detail && !message.includes(detail) ? `${message} (${detail})` : message,
          code,
          existing && { existing },
        );
      }
      throw new CliError(`${url} answered ${res.status} ${res.statusText}.`, `HTTP_${res.status}`);
    }
    const next = NEXT_LINK.exec(res.headers.get('link') ?? '')?.[1] ?? null;
    if (endpoint.status === 204 || !endpoint.response)
      return { data: undefined as EndpointResponse<E>, next };
    const parsed = endpoint.response.safeParse(json);
    if (!parsed.success)
      throw new CliError(
        `${url} answered ${endpoint.id} with something this shiplog does not understand.`,
        'BAD_ANSWER',
      );
    return { data: parsed.data as EndpointResponse<E>, next };
  }

  const targetOf = <E extends Endpoint>(endpoint: E, input: CallInput<E>) => {
    const query = new URLSearchParams((input.query ?? {}) as Record<string, string>).toString();
    return `/api${endpointPath(endpoint, input.params ?? undefined)}${query ? `?${query}` : ''}`;
  };

  return {
    url,
    async call(endpoint, input = {}, timeoutMs = DEFAULT_TIMEOUT_MS) {
      return (await request(endpoint, targetOf(endpoint, input), input.body, timeoutMs)).data;
    },
    async upload(endpoint, form, input = {}, timeoutMs = DEFAULT_TIMEOUT_MS) {
      return (await request(endpoint, targetOf(endpoint, input), form, timeoutMs)).data;
    },
    async callEvery(endpoint, input = {}) {
      const items: unknown[] = [];
      let target: string | null = targetOf(endpoint, input);
      // A page links only to pages after it; a server that linked back would be cut off here.
      for (let pages = 0; target && pages < 1_000; pages++) {
        const page: { data: unknown; next: string | null } = await request(
          endpoint,
          target,
          undefined,
          DEFAULT_TIMEOUT_MS,
        );
        items.push(...(page.data as unknown[]));
        target = page.next;
      }
      return items as EndpointResponse<typeof endpoint>;
    },
  };
}
