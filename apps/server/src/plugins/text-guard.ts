import type { FastifyInstance } from 'fastify';
import { hasForbiddenText, textMessages, type FieldIssue } from '@shiplog/contract';
import { AppError } from '../lib/app-error';

/** The first string (or key) in a parsed body that holds a forbidden code point, as a field path. */
function forbiddenPath(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return hasForbiddenText(value) ? path.join('.') : null;
  // Raw bodies (GitHub's signed deliveries) are bytes, checked where they are read.
  if (ArrayBuffer.isView(value)) return null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = forbiddenPath(item, [...path, String(i)]);
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (hasForbiddenText(key)) return [...path, key].join('.');
      const found = forbiddenPath(item, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}

/** The address with its percent-escapes decoded; as sent when it cannot be decoded (the router says so). */
function decodedUrl(url: string): string {
  try {
    return decodeURIComponent(url.replaceAll('+', ' '));
  } catch {
    return url;
  }
}

/**
 * Every request, whatever its route: an address or body holding NUL, another control character
 * or an invalid code point is refused with 400 before any route sees it, so none reaches the
 * database (PostgreSQL refuses NUL) or a page, feed or mail. Routes added later are covered too.
 */
export function registerTextGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (hasForbiddenText(decodedUrl(request.url)))
      throw new AppError('BAD_REQUEST', textMessages.forbiddenInAddress);
  });
  app.addHook('preValidation', async (request) => {
    const path = forbiddenPath(request.body);
    if (path === null) return;
    const issues: FieldIssue[] = [{ path, message: textMessages.forbidden }];
    throw new AppError(
      'VALIDATION_FAILED',
      `Invalid request: ${path ? `${path}: ` : ''}${textMessages.forbidden}`,
      {
        issues,
      },
    );
  });
}
