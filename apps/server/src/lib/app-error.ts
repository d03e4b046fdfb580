import { errorStatus, type ErrorCode, type ExistingUpdate, type FieldIssue } from '@shiplog/contract';

/** The one error type services throw; the error handler turns it into the API's error body (docs/api.md#errors). */
export class AppError extends Error {
  override name = 'AppError';
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly options: {
      issues?: FieldIssue[];
      headers?: Record<string, string>;
      cause?: unknown;
      /** UPDATE_EXISTS: the live update the request would have repeated. */
      existing?: ExistingUpdate;
    } = {},
  ) {
    super(message, { cause: options.cause });
    this.statusCode = errorStatus[code];
  }
}

export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
export const forbidden = (message = 'You do not have access to this resource') =>
  new AppError('FORBIDDEN', message);
export const unauthorized = (message = 'Please sign in to continue') => new AppError('UNAUTHORIZED', message);
export const badRequest = (message: string) => new AppError('BAD_REQUEST', message);
export const unprocessable = (message: string) => new AppError('UNPROCESSABLE', message);

export const tooManyRequests = (retryAfterSeconds: number) => {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError('RATE_LIMITED', `Too many requests. Please try again in ${seconds} seconds.`, {
    headers: { 'retry-after': String(seconds) },
  });
};
