import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_TOKEN_REQUESTS_PER_MINUTE,
  domainMessages,
  errorBodySchema,
  errorCodes,
  githubMessages,
  projectMessages,
  type Endpoint,
  type EndpointUpload,
  type ErrorCode,
} from '@shiplog/contract';
import { sessionCookieName } from '../integrations/better-auth/auth-instance';
import {
  BEARER_TOKEN,
  errorStatuses,
  operationSecurity,
  PERSONAL_TOKEN,
  SESSION_COOKIE,
  type ErrorStatus,
  type ServedRoute,
} from '../lib/openapi-operation';
import { outboundWebhooksDocument } from './openapi-webhooks';

/** The shared error body's component: the error handler's `{ error: { code, message, issues? } }`. */
const ERROR_SCHEMA = 'ErrorBody';

/** One response component per error status, each answering the shared error body. */
const errorResponses: Record<
  ErrorStatus,
  { name: string; description: string; codes: ErrorCode[]; example: string }
> = {
  400: {
    name: 'BadRequest',
    description:
      'The request is not valid: a malformed address or JSON body, or a value the operation refuses. ' +
      'For parameters and bodies its schema refuses the code is `VALIDATION_FAILED` and `issues` names each field.',
    codes: ['BAD_REQUEST', 'VALIDATION_FAILED'],
    example: 'Invalid request: email: Invalid email address',
  },
  401: {
    name: 'Unauthorized',
    description:
      'No valid session or personal API token (unknown, expired or revoked; for GitHub deliveries, no valid signature): sign in and send the session cookie or `Authorization: Bearer <access_token>`, or a valid personal API token.',
    codes: ['UNAUTHORIZED'],
    example: 'Please sign in to continue',
  },
  403: {
    name: 'Forbidden',
    description:
      "Refused: someone else's project or comment, a browser write from another site, an invalid link, `GitHub account not connected`, or a personal API token where none is accepted (the account, sign-in sessions) or whose `read` scope does not cover a write.",
    codes: ['FORBIDDEN'],
    example: 'You do not have access to this resource',
  },
  404: {
    name: 'NotFound',
    description:
      'Nothing there for this caller: it does not exist, or it is private to its owner (a private project is 404 to everyone else).',
    codes: ['NOT_FOUND'],
    example: projectMessages.notFound,
  },
  409: {
    name: 'Conflict',
    description:
      'Already taken: the repository, short address or domain is in use, or the post is already on that network (or being posted there).',
    codes: ['CONFLICT'],
    example: domainMessages.taken,
  },
  413: {
    name: 'PayloadTooLarge',
    description: 'The body is larger than the operation accepts.',
    codes: ['PAYLOAD_TOO_LARGE'],
    example: 'Request body is too large',
  },
  422: {
    name: 'Unprocessable',
    description:
      'Well-formed but refused: a repository the user cannot use, or a commit the writer found not worth sharing (`NOT_WORTH_SHARING`, the message says why).',
    codes: ['UNPROCESSABLE', 'NOT_WORTH_SHARING'],
    example: projectMessages.repositoryNotFound,
  },
  429: {
    name: 'TooManyRequests',
    description:
      'Too many requests from this client address, account or personal API token; `Retry-After` says how long to wait.',
    codes: ['RATE_LIMITED'],
    example: 'Too many requests. Please try again in 30 seconds.',
  },
  500: {
    name: 'InternalError',
    description: 'Something went wrong on the server; the answer carries no internals.',
    codes: ['INTERNAL'],
    example: 'Something went wrong on our side. Please try again.',
  },
  502: {
    name: 'BadGateway',
    description: 'GitHub or the AI provider failed or did not answer in time.',
    codes: ['BAD_GATEWAY'],
    example: githubMessages.unavailable,
  },
  503: {
    name: 'ServiceUnavailable',
    description: 'GitHub or the AI provider is limiting the server; `Retry-After` when it said how long.',
    codes: ['SERVICE_UNAVAILABLE'],
    example: githubMessages.rateLimited,
  },
};

const RETRY_AFTER = {
  'Retry-After': {
    description: 'Seconds to wait before trying again.',
    schema: { type: 'integer', minimum: 1 },
  },
};

const successDescriptions: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'Done; no body',
  303: 'See Other: redirects to the page in `Location`',
};

function errorBodyJsonSchema(): Record<string, unknown> {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(errorBodySchema, { io: 'output' }) as unknown as {
    $schema?: string;
    properties: { error: { properties: { code: Record<string, unknown> } } };
  };
  // Every code the API answers with comes from the contract's list.
  schema.properties.error.properties.code = { type: 'string', enum: [...errorCodes] };
  return {
    description: 'The body of every error answer; `issues` lists the fields of an invalid request.',
    ...schema,
  };
}

function errorResponseComponent(status: ErrorStatus) {
  const { description, codes, example } = errorResponses[status];
  return {
    description,
    ...(status === 429 || status === 503 ? { headers: RETRY_AFTER } : {}),
    content: {
      'application/json': {
        schema: { $ref: `#/components/schemas/${ERROR_SCHEMA}` },
        example: { error: { code: codes[0], message: example } },
      },
    },
  };
}

interface ResponseObject {
  description?: string;
  content?: Record<string, unknown>;
  $ref?: string;
}
interface OperationObject {
  operationId?: string;
  requestBody?: unknown;
  security?: unknown;
  responses?: Record<string, ResponseObject>;
}
interface OpenApiObject {
  paths?: Record<string, Record<string, OperationObject>>;
  webhooks?: Record<string, unknown>;
  components?: Record<string, Record<string, unknown> | undefined>;
}

/** A `multipart/form-data` body: the file field (its accepted types) and the text fields. */
function uploadBody(upload: EndpointUpload) {
  const fields = Object.entries(upload.fields ?? {});
  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          required: [upload.field],
          properties: {
            [upload.field]: {
              type: 'string',
              format: 'binary',
              description: `The file: ${upload.types.join(', ')}, decided by its content.`,
            },
            ...Object.fromEntries(
              fields.map(([name, description]) => [name, { type: 'string', description }]),
            ),
          },
        },
        encoding: { [upload.field]: { contentType: upload.types.join(', ') } },
      },
    },
  };
}

/**
 * An operation as its endpoint describes it: its security, its real success answer (204 and
 * 303 without a body, downloads with their media types) and its error answers, each a
 * reference to the shared error responses. Answers `used` the error statuses it referenced.
 */
function describeOperation(
  operation: OperationObject,
  endpoint: Endpoint,
  route: ServedRoute,
  used: Set<ErrorStatus>,
) {
  operation.security = operationSecurity(endpoint);
  if (endpoint.upload) operation.requestBody = uploadBody(endpoint.upload);
  const responses: Record<string, ResponseObject> = { ...operation.responses };
  const success = String(endpoint.status);
  if (endpoint.status === 204 || endpoint.status === 303) {
    // A route without a success schema is documented as a 200 it never answers.
    if (!endpoint.otherResponses?.[200]) delete responses['200'];
    responses[success] = {
      description: successDescriptions[endpoint.status]!,
      ...(endpoint.status === 303 && {
        headers: { Location: { description: 'The page to go to.', schema: { type: 'string' } } },
      }),
    };
  } else if (endpoint.produces && !responses[success]?.content) {
    responses[success] = {
      description: successDescriptions[endpoint.status]!,
      content: Object.fromEntries(endpoint.produces.map((type) => [type, { schema: { type: 'string' } }])),
    };
  }
  for (const [status, response] of Object.entries(responses))
    if (response.description === 'Default Response')
      response.description = successDescriptions[Number(status)] ?? response.description;
  for (const status of errorStatuses(endpoint, route)) {
    // An answer with a body of its own (the health check's 503) stays as it is.
    if (responses[status]) continue;
    responses[status] = { $ref: `#/components/responses/${errorResponses[status].name}` };
    used.add(status);
  }
  operation.responses = Object.fromEntries(
    Object.entries(responses).sort(([a], [b]) => Number(a) - Number(b)),
  );
}

const API_DESCRIPTION = [
  'Turn commits into stories: projects, updates, posts, subscribers and waitlists.',
  '',
  '**Authentication.** Sign in (`POST /api/auth/login`, or the code exchange after a confirmation',
  'link or GitHub) to get a session. Browsers carry it in an httpOnly cookie; other clients send the',
  "session's `access_token` as `Authorization: Bearer <token>`. Scripts and the `shiplog` command line",
  'use a personal API token made in Settings (`Authorization: Bearer shp_…`): a `read` token may only',
  'read (GET), a `write` token may also write, and no token may use the account itself or sign-in',
  `sessions (\`/api/account…\`, \`/api/auth/…\`); each token is limited to ${API_TOKEN_REQUESTS_PER_MINUTE} requests a minute.`,
  'Each operation lists what it accepts: the session schemes when a session is required, and',
  '`personalToken` with the scope it needs where a token is accepted; any of them or nothing (`{}`)',
  'when the answer depends on who asks; nothing (`[]`) when it reads no session. Writes carried by',
  'the cookie must come from this site.',
  '',
  '**Errors.** Every error answer is JSON `{ "error": { "code", "message", "issues"? } }` (the',
  '`ErrorBody` schema); `code` is one of a fixed list and `issues` names the fields of an invalid request.',
  '',
  "**Webhooks.** The `webhooks` section lists what a project's webhook endpoints receive: one signed",
  'Standard Webhooks request per event, its body `{ "type", "timestamp", "data" }`.',
].join('\n');

/** OpenAPI 3.1 from the route schemas: the document at /api/openapi.json, a browsable UI at /api/docs. */
export async function registerOpenApi(app: FastifyInstance, opts: { publicUrl: string }) {
  const fromZod = createJsonSchemaTransform({
    skipList: ['/api/openapi.json', '/api/docs', '/api/docs/*'],
  });
  /** The endpoint behind each operation and what its route adds, by operationId, as routes are documented. */
  const served = new Map<string, { endpoint: Endpoint; route: ServedRoute }>();

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Shiplog API', description: API_DESCRIPTION, version: '0.1.0' },
      servers: [{ url: opts.publicUrl, description: 'This Shiplog server (its PUBLIC_URL)' }],
      components: {
        securitySchemes: {
          [SESSION_COOKIE]: {
            type: 'apiKey',
            in: 'cookie',
            name: sessionCookieName(opts.publicUrl.startsWith('https:')),
            description: 'The browser session, an httpOnly cookie set by sign-in and code exchange.',
          },
          [BEARER_TOKEN]: {
            type: 'http',
            scheme: 'bearer',
            description: "The session's `access_token` from sign-in or code exchange.",
          },
          [PERSONAL_TOKEN]: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'shp_ and 43 letters and digits',
            description:
              'A personal API token made in Settings, sent as `Authorization: Bearer shp_…`. Its scope is ' +
              'the role an operation lists: `read` for reads, `write` for writes (a `write` token also reads). ' +
              'Never accepted for the account itself or sign-in sessions.',
          },
        },
      },
    },
    transform: (input) => {
      const endpoint = input.route.config?.endpoint;
      if (endpoint)
        served.set(endpoint.id, {
          endpoint,
          route: {
            rateLimited: Boolean(input.route.config?.rateLimit),
            crossSiteAllowed: input.route.config?.crossSiteAllowed === true,
          },
        });
      return fromZod(input);
    },
    transformObject: (document) => {
      if (!('openapiObject' in document)) return document.swaggerObject;
      const { openapiObject } = document;
      const doc = openapiObject as OpenApiObject;
      const used = new Set<ErrorStatus>();
      for (const operations of Object.values(doc.paths ?? {}))
        for (const operation of Object.values(operations)) {
          const found = operation.operationId ? served.get(operation.operationId) : undefined;
          if (found) describeOperation(operation, found.endpoint, found.route, used);
        }
      const statuses = [...used].sort((a, b) => a - b);
      const outbound = outboundWebhooksDocument();
      doc.webhooks = outbound.webhooks;
      doc.components = {
        ...doc.components,
        schemas: { ...doc.components?.schemas, ...outbound.schemas, [ERROR_SCHEMA]: errorBodyJsonSchema() },
        responses: Object.fromEntries(
          statuses.map((status) => [errorResponses[status].name, errorResponseComponent(status)]),
        ),
      };
      return openapiObject;
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
