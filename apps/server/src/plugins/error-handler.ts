import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode, FieldIssue } from '@shiplog/contract';
import { AppError } from '../lib/app-error';

const GENERIC_5XX = 'Something went wrong on our side. Please try again.';

function send(
  reply: FastifyReply,
  status: number,
  code: ErrorCode | string,
  message: string,
  issues?: FieldIssue[],
) {
  const body: ErrorBody = { error: { code, message, ...(issues?.length ? { issues } : {}) } };
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

/** One error handler for the whole API: DESIGN.md §5's body, no stack traces or SQL. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof AppError) {
      if (err.statusCode >= 500) request.log.error({ err }, err.message);
      for (const [k, v] of Object.entries(err.options.headers ?? {})) reply.header(k, v);
      return send(reply, err.statusCode, err.code, err.message, err.options.issues);
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
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err }, 'unhandled error');
      return send(reply, 500, 'INTERNAL', GENERIC_5XX);
    }
    return send(reply, status, fastifyCodeMap[status] ?? 'BAD_REQUEST', err.message);
  });
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return send(reply, 404, 'NOT_FOUND', `No API route for ${request.method} ${request.url.split('?')[0]}`);
}
