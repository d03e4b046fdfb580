import type { z } from 'zod';

/**
 * One API operation, described once: the server registers its route from it (method, path,
 * schemas, OpenAPI summary) and the web client calls it through it, so a path, parameter or
 * body the server does not accept is a type error on the web.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call it: anyone, anyone (the answer depends on the viewer), or a signed-in user. */
export type EndpointAuth = 'none' | 'optional' | 'required';

/**
 * Error statuses an operation may answer besides those its description implies (the OpenAPI
 * document derives 400 and 500 for all, 401 from `auth: 'required'`, 403 for writes and owner
 * reads, 404 for a path naming a record (`:id`, `:…Id`, `:token`), 413 for a body, 429 for a
 * route rate limit): the rules of its own service (409 taken, 422 refused, 502/503 GitHub or the
 * AI provider failing) or of its hooks (a per-user limit).
 */
export type EndpointErrorStatus = 401 | 403 | 404 | 409 | 413 | 422 | 429 | 502 | 503;

export interface Endpoint {
  /** The OpenAPI operationId: unique, verb first (`listProjectUpdates`). */
  id: string;
  method: HttpMethod;
  /** Under /api, with Fastify-style parameters: `/projects/:id/updates`. */
  path: string;
  summary: string;
  /** What the summary leaves out, for the OpenAPI document: the rules of its answers. */
  description?: string;
  tags: readonly string[];
  auth: EndpointAuth;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success status; 204 and 303 (a redirect) have no body. */
  status: 200 | 201 | 202 | 204 | 303;
  /** The success body (absent for 204 and for answers that are not JSON). */
  response?: z.ZodType;
  /** Other answers with a body of their own: another success (200 "already listed"), or 503. */
  otherResponses?: Readonly<Partial<Record<200 | 201 | 503, z.ZodType>>>;
  /** Media types of an answer that is not JSON (a CSV download, an image). */
  produces?: readonly string[];
  /** Error statuses of its own rules that its other fields do not imply (see EndpointErrorStatus). */
  errors?: readonly EndpointErrorStatus[];
  /** A `multipart/form-data` body instead of JSON: the file's field, its types and the other fields. */
  upload?: EndpointUpload;
}

/** A file sent as `multipart/form-data` (an image upload). */
export interface EndpointUpload {
  /** The field that holds the file. */
  field: string;
  /** Media types accepted, as decided from the file's content. */
  types: readonly string[];
  /** Other (text) fields, by name: their description. */
  fields?: Readonly<Record<string, string>>;
}

/** Keeps the literal types of an endpoint (method, path, schemas) for both sides. */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

type InputOf<S> = S extends z.ZodType ? z.input<S> : undefined;
type OutputOf<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a caller sends: path parameters, query and body, each only when the endpoint has one. */
export type EndpointParams<E extends Endpoint> = InputOf<E['params']>;
export type EndpointQuery<E extends Endpoint> = InputOf<E['query']>;
export type EndpointBody<E extends Endpoint> = InputOf<E['body']>;
/** What the server answers on success (undefined for 204). */
export type EndpointResponse<E extends Endpoint> = E['status'] extends 204 | 303
  ? undefined
  : OutputOf<E['response']>;
/** What a server handler returns: the body before serialisation. */
export type EndpointReply<E extends Endpoint> = E['status'] extends 204 | 303 ? void : InputOf<E['response']>;

/** Every answer schema of an endpoint by status, as a route registers them. */
export function endpointResponses(endpoint: Endpoint): Record<number, z.ZodType> | undefined {
  const all = {
    ...(endpoint.response && { [endpoint.status]: endpoint.response }),
    ...endpoint.otherResponses,
  };
  return Object.keys(all).length ? (all as Record<number, z.ZodType>) : undefined;
}

/** The path with its parameters filled in and encoded: `/projects/:id` + `{ id: 'a b' }` → `/projects/a%20b`. */
export function endpointPath(endpoint: Pick<Endpoint, 'path'>, params?: object): string {
  const values = (params ?? {}) as Record<string, unknown>;
  return endpoint.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`Missing path parameter "${name}" for ${endpoint.path}`);
    return encodeURIComponent(String(value));
  });
}
