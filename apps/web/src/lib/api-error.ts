import { errorStatus, type ErrorCode, type FieldIssue } from '@shiplog/contract';

/** Codes the client itself produces, next to the server's error codes. */
export type ClientErrorCode = 'NETWORK_ERROR' | 'TIMEOUT' | 'ABORTED' | 'INVALID_RESPONSE' | 'HTTP_ERROR';
export type ApiErrorCode = ErrorCode | ClientErrorCode | (string & {});

/** Every failed API call rejects with one of these. `status` is 0 when no response arrived. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly issues: FieldIssue[];

  constructor(status: number, code: ApiErrorCode, message: string, issues: FieldIssue[] = []) {
    super(message);
    this.status = status;
    this.code = code;
    this.issues = issues;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

const codeByStatus = new Map<number, ErrorCode>();
for (const [code, status] of Object.entries(errorStatus) as Array<[ErrorCode, number]>) {
  if (!codeByStatus.has(status)) codeByStatus.set(status, code);
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
