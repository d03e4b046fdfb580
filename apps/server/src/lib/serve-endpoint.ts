import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preHandlerHookHandler,
  preValidationHookHandler,
  RouteShorthandOptions,
} from 'fastify';
import type { z } from 'zod';
import { endpointResponses, type Endpoint, type EndpointReply } from '@shiplog/contract';

type Out<S> = S extends z.ZodType ? z.output<S> : unknown;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract endpoint the route serves: the OpenAPI document describes the operation from it. */
    endpoint?: Endpoint;
  }
}

/** The request of an endpoint's route, typed from its contract schemas. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: Out<E['params']>;
  Querystring: Out<E['query']>;
  Body: Out<E['body']>;
}>;

/** A handler answers the endpoint's body, or the reply when it sent the answer itself (ETag, redirect). */
export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointReply<E> | FastifyReply>;

export interface ServeOptions {
  /** Runs before the body is read, e.g. to refuse a request early. */
  onRequest?: onRequestHookHandler | onRequestHookHandler[];
  preValidation?: preValidationHookHandler | preValidationHookHandler[];
  /** Runs after validation, before the handler (e.g. a second rate limit keyed by the body). */
  preHandler?: preHandlerHookHandler | preHandlerHookHandler[];
  /** Route config, e.g. `{ rateLimit: { max, timeWindow } }`. */
  config?: RouteShorthandOptions['config'];
  bodyLimit?: number;
}

/**
 * Registers the route of a contract endpoint: method, path, schemas and OpenAPI summary come
 * from the contract (and, through the route's config, the operation's security and answers:
 * plugins/openapi.ts); the handler's answer is sent with the endpoint's success status.
 */
export function serveEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: ServeOptions,
  handler: EndpointHandler<E>,
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      operationId: endpoint.id,
      summary: endpoint.summary,
      ...(endpoint.description && { description: endpoint.description }),
      tags: [...endpoint.tags],
      ...(endpoint.params && { params: endpoint.params }),
      ...(endpoint.query && { querystring: endpoint.query }),
      ...(endpoint.body && { body: endpoint.body }),
      ...(endpoint.produces && { produces: [...endpoint.produces] }),
      ...(endpointResponses(endpoint) && { response: endpointResponses(endpoint) }),
    },
    ...options,
    config: { ...options.config, endpoint },
    handler: async (request, reply) => {
      const result = await handler(request as EndpointRequest<E>, reply);
      if (result === reply || reply.sent) return reply;
      reply.status(endpoint.status);
      return endpoint.status === 204 ? reply.send() : result;
    },
  });
}
