import { isApiError } from './api-error';
import { serverMessage } from './server-message';

/**
 * The writer found nothing worth sharing in the commit (422 `NOT_WORTH_SHARING`): its reason is
 * the error's message, and nothing was created. "Write anyway" resends with `force: true`.
 */
export function notWorthSharingReason(error: unknown): string | null {
  return isApiError(error) && error.code === 'NOT_WORTH_SHARING' ? error.message : null;
}

/** The generation limit (429): the server's one message says the limit and the wait in minutes. */
export function generationLimitText(error: unknown): string | null {
  return isApiError(error) && error.status === 429 ? serverMessage(error) : null;
}
