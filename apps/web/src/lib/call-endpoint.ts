import type { z } from 'zod';
// The light entry (no zod): the session fetcher on the first page calls through this file too.
import {
  endpointPath,
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
} from '@shiplog/contract/endpoint';
import type { ApiClient, MethodOptions, QueryParams, ResponseSchema } from './api-client';

/** A field the endpoint takes is required (optional when every key of it is); one it does not take is absent. */
type Field<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : object extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

export type EndpointInput<E extends Endpoint> = Field<'params', EndpointParams<E>> &
  Field<'query', EndpointQuery<E>> &
  Field<'body', EndpointBody<E>>;

type OutputOf<S> = S extends z.ZodType ? z.output<S> : never;

/** The bodies of an endpoint's other successes, e.g. 200 "already listed" next to 201 "joined". */
type OtherSuccesses<E extends Endpoint> = E extends { otherResponses: infer O }
  ? { [K in keyof O]: K extends 200 | 201 ? OutputOf<O[K]> : never }[keyof O]
  : never;

/** What a successful call answers: the endpoint's success body, or one of its other successes. */
export type EndpointAnswer<E extends Endpoint> = EndpointResponse<E> | OtherSuccesses<E>;

/**
 * An endpoint a page on the first load calls before zod has loaded: its method and path (the
 * contract's own, or it does not type-check) and a loader of the endpoint, which brings its
 * schemas only when an answer has to be parsed.
 */
export interface LazyEndpoint<E extends Endpoint> {
  method: E['method'];
  path: E['path'];
  load: () => Promise<E>;
}

export type CallOptions<T> = Omit<MethodOptions<T>, 'query'>;

/** The endpoint's success body schema, or the union of it and its other 2xx answers (200, 201). */
function answerSchema({ response, otherResponses: other }: Endpoint): z.ZodType | undefined {
  const schemas = [response, other?.[200], other?.[201]].filter((schema) => schema !== undefined);
  return schemas.length > 1 ? schemas.reduce((union, schema) => union.or(schema)) : schemas[0];
}

type Target = Pick<Endpoint, 'method' | 'path'>;

function send<T>(
  client: ApiClient,
  endpoint: Target,
  input: object,
  options: CallOptions<T>,
  schema: ResponseSchema<T> | undefined,
): Promise<T> {
  const { params, query, body } = input as { params?: object; query?: QueryParams; body?: unknown };
  return client.request<T>(endpoint.method, endpointPath(endpoint, params), {
    ...options,
    query,
    body,
    schema,
  });
}

/**
 * Calls a contract endpoint: its method and path (parameters filled in), its query and body,
 * and its answer schemas to parse the answer (every 2xx one it declares). A path or body the
 * server does not accept does not type-check.
 *
 * `options.schema` replaces the endpoint's schemas for a caller that reads the answer more
 * strictly or leniently; its type must still be one the endpoint answers.
 */
export function callEndpoint<E extends Endpoint, T extends EndpointAnswer<E> = EndpointAnswer<E>>(
  client: ApiClient,
  endpoint: E | LazyEndpoint<E>,
  input: EndpointInput<E>,
  options: CallOptions<T> = {},
): Promise<NoInfer<T>> {
  const schema =
    options.schema ??
    ('load' in endpoint ? () => endpoint.load().then(answerSchema) : answerSchema(endpoint));
  return send(client, endpoint, input, options, schema as ResponseSchema<T> | undefined);
}

/**
 * Calls a contract endpoint without parsing its answer: the same request as callEndpoint, any
 * success will do, and the body comes back unread (a removal that only has to succeed, or an
 * answer read by hand where loading the schemas would cost more than it checks).
 */
export async function sendToEndpoint<E extends Endpoint>(
  client: ApiClient,
  endpoint: E | LazyEndpoint<E>,
  input: EndpointInput<E>,
  options: Omit<CallOptions<unknown>, 'schema'> = {},
): Promise<unknown> {
  return send(client, endpoint, input, options, undefined);
}
