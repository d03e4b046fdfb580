import { expect } from 'vitest';
import { AppError } from '../../src/lib/app-error';

/** The AppError `promise` rejects with; fails the test when it resolves or rejects otherwise. */
export async function appErrorOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}
