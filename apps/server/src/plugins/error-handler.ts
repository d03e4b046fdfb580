import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode, ExistingUpdate, FieldIssue } from '@shiplog/contract';
import { AppError } from '../lib/app-error';

const GENERIC_5XX = 'Something went wrong on our side. Please try again.';

function send(
  reply: FastifyReply,
  status: number,
  code: ErrorCode | string,
  message: string,
  issues?: FieldIssue[],
  existing?: ExistingUpdate,
) {
  const body: ErrorBody = {
    error: { code, message, ...(issues?.length ? { issues } : {}), ...(existing ? { existing } : {}) },
  };
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

function validationIssues(err: FastifyError): FieldIssue[] {
  if (!hasZodFastifySchemaValidationErrors(err)) return [];
  return err.validation.map((v) => ({
    path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
    message: v.message ?? 'Invalid value',
  }));
}

/** Client errors Fastify raises itself (bad JSON, wrong content type, …) keep their safe message. */
const fastifyCodeMap: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'RATE_LIMITED',
};

/** SQLSTATE class 22 (data exception): a value the database refuses, i.e. bad input, not a fault. */
const DATA_EXCEPTION = /^22[0-9A-Z]{3}$/;

/** The database's error code, on the error or the driver error it wraps. */
function sqlState(err: unknown): string | null {
  for (
    let e = err, depth = 0;
    e && typeof e === 'object' && depth < 4;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return null;
}

/**
 * What a log may say of an unexpected error: its type, codes and message, never the failed
 * query's parameters (user ids, addresses, texts) that query builders put in the message.
 */
function loggable(err: Error): Record<string, unknown> {
  const message = err.message.split(/\nparams:/)[0]!.slice(0, 2_000);
  const cause = err.cause instanceof Error ? loggable(err.cause) : undefined;
  return {
    type: err.name,
    code: sqlState(err) ?? (err as { code?: unknown }).code,
    message,
    stack: err.stack
      ?.split('\n')
      .filter((line) => /^\s+at /.test(line))
      .slice(0, 8)
      .join('\n'),
    cause,
  };
}

/** One error handler for the whole API: the API's error body (docs/api.md#errors), no stack traces or SQL. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof AppError) {
      if (err.statusCode >= 500) request.log.error({ err }, err.message);
      for (const [k, v] of Object.entries(err.options.headers ?? {})) reply.header(k, v);
      return send(reply, err.statusCode, err.code, err.message, err.options.issues, err.options.existing);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = validationIssues(err);
      const first = issues[0];
      const message = first
        ? `Invalid request: ${first.path ? `${first.path}: ` : ''}${first.message}`
        : 'Invalid request';
      return send(reply, 400, 'VALIDATION_FAILED', message, issues);
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, issues: err.cause.issues }, 'response does not match its schema');
      return send(reply, 500, 'INTERNAL', GENERIC_5XX);
    }
    const state = sqlState(err);
    if (state && DATA_EXCEPTION.test(state)) {
      request.log.warn({ sqlState: state, route: request.routeOptions.url }, 'the database refused a value');
      return send(reply, 400, 'BAD_REQUEST', 'Invalid request: a value is not acceptable');
    }
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status >= 500) {
      request.log.error({ error: loggable(err) }, 'unhandled error');
      return send(reply, 500, 'INTERNAL', GENERIC_5XX);
    }
    return send(reply, status, fastifyCodeMap[status] ?? 'BAD_REQUEST', err.message);
  });
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return send(reply, 404, 'NOT_FOUND', `No API route for ${request.method} ${request.url.split('?')[0]}`);
}

/** Messages for the router's own refusals, which never reach a route or the error handler. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'The address is not valid (bad percent-encoding)',
  FST_ERR_MAX_PARAM_LENGTH: 'A part of the address is too long',
};

/** Fastify's `frameworkErrors`: the router's refusals (bad URL, over-long segment) in the documented shape. */
export function sendFrameworkError(err: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
  return send(reply, status, 'BAD_REQUEST', FRAMEWORK_MESSAGES[err.code] ?? 'Invalid request');
}

/** What a connection gets when its bytes are not HTTP at all, by the parser's error code. */
const CLIENT_ERRORS: Record<string, [status: number, reason: string, message: string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'The request took too long to arrive'],
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'The request headers are too large'],
};
const MALFORMED: [number, string, string] = [400, 'Bad Request', 'The request is not valid HTTP'];

/**
 * Fastify's `clientErrorHandler`: a connection whose request cannot be parsed (broken framing,
 * headers too large, too slow) gets one answer in the documented error shape, then is closed,
 * as the parser cannot know where the next request would start.
 */
export function sendClientError(err: NodeJS.ErrnoException, socket: Duplex) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, message] = CLIENT_ERRORS[err.code ?? ''] ?? MALFORMED;
  const body = JSON.stringify({ error: { code: 'BAD_REQUEST', message } });
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy();
}
