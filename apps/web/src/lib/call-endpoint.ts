import {
  endpointPath,
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
} from '@shiplog/contract';
import type { ApiClient, MethodOptions, QueryParams } from './api-client';

/** A field the endpoint takes is required (optional when every key of it is); one it does not take is absent. */
type Field<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : object extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

export type EndpointInput<E extends Endpoint> = Field<'params', EndpointParams<E>> &
  Field<'query', EndpointQuery<E>> &
  Field<'body', EndpointBody<E>>;

/**
 * Calls a contract endpoint: its method and path (parameters filled in), its query and body,
 * and its response schema to parse the answer. A path or body the server does not accept does
 * not type-check.
 */
export function callEndpoint<E extends Endpoint>(
  client: ApiClient,
  endpoint: E,
  input: EndpointInput<E>,
  options: Omit<MethodOptions<EndpointResponse<E>>, 'query' | 'schema'> = {},
): Promise<EndpointResponse<E>> {
  const { params, query, body } = input as { params?: object; query?: QueryParams; body?: unknown };
  return client.request<EndpointResponse<E>>(endpoint.method, endpointPath(endpoint, params), {
    ...options,
    query,
    body,
    schema: endpoint.response as never,
  });
}
