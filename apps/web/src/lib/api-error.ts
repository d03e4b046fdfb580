import type { ErrorBody, ErrorCode, ExistingUpdate, FieldIssue } from '@shiplog/contract';
// The light entry: the first page loads no zod schema.
import { errorStatus } from '@shiplog/contract/constants';

/** Codes the client itself produces, next to the server's error codes. */
export type ClientErrorCode = 'NETWORK_ERROR' | 'TIMEOUT' | 'ABORTED' | 'INVALID_RESPONSE' | 'HTTP_ERROR';
export type ApiErrorCode = ErrorCode | ClientErrorCode | (string & {});

/** Every failed API call rejects with one of these. `status` is 0 when no response arrived. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly issues: FieldIssue[];
  /** UPDATE_EXISTS: the live update the commit already has. */
  readonly existing: ExistingUpdate | null;

  constructor(
    status: number,
    code: ApiErrorCode,
    message: string,
    issues: FieldIssue[] = [],
    existing: ExistingUpdate | null = null,
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.issues = issues;
    this.existing = existing;
  }
}

const UPDATE_STATUSES = ['draft', 'scheduled', 'published'];

/** The `existing` of an error body, when it has the fields the app reads. */
export function existingOf(body: ErrorBody): ExistingUpdate | null {
  const existing: unknown = body.error.existing;
  if (typeof existing !== 'object' || existing === null) return null;
  const { id, project_id, status, title, url } = existing as Record<string, unknown>;
  if (![id, project_id, title, url].every(isText) || !UPDATE_STATUSES.includes(status as string)) return null;
  return existing as ExistingUpdate;
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A successful answer whose body is not what the endpoint promises. */
export const invalidResponse = (status: number) =>
  new ApiError(status, 'INVALID_RESPONSE', 'The server sent an unexpected response.');

const codeByStatus = new Map<number, ErrorCode>();
for (const [code, status] of Object.entries(errorStatus) as Array<[ErrorCode, number]>) {
  if (!codeByStatus.has(status)) codeByStatus.set(status, code);
}

const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * Whether a body is the API's error envelope (`ErrorBody`). Checked by hand rather than with the
 * contract's zod schema, so every page can read errors before (or without) loading zod.
 */
export function isErrorBody(body: unknown): body is ErrorBody {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false;
  const error = body.error as Partial<Record<keyof ErrorBody['error'], unknown>> | null;
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, issues } = error;
  const issuesOk =
    issues === undefined ||
    (Array.isArray(issues) &&
      issues.every((i: Partial<Record<keyof FieldIssue, unknown>>) => isText(i?.path) && isText(i?.message)));
  return isText(code) && isText(message) && issuesOk;
}

/** The error code for a non-2xx response that carried no error body. */
export function codeForStatus(status: number): ApiErrorCode {
  return codeByStatus.get(status) ?? 'HTTP_ERROR';
}

/** A readable message for the user, whatever was thrown. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
