import type { FastifyInstance } from 'fastify';
import { hasForbiddenText, MAX_BODY_DEPTH, textMessages, type FieldIssue } from '@shiplog/contract';
import { AppError } from '../lib/app-error';

type Finding = { path: string } | { tooDeep: true } | null;

/**
 * The first string (or key) in a parsed body that holds a forbidden code point, as a field path,
 * or a body nested deeper than MAX_BODY_DEPTH. Walks with its own stack, so a hostile body of
 * 50,000 nested arrays cannot overflow the call stack.
 */
function inspectBody(body: unknown): Finding {
  const stack: { value: unknown; path: string[] }[] = [{ value: body, path: [] }];
  while (stack.length) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (hasForbiddenText(value)) return { path: path.join('.') };
      continue;
    }
    // Raw bodies (GitHub's signed deliveries) are bytes, checked where they are read.
    if (!value || typeof value !== 'object' || ArrayBuffer.isView(value)) continue;
    if (path.length >= MAX_BODY_DEPTH) return { tooDeep: true };
    const entries = Array.isArray(value)
      ? value.map((item, i) => [String(i), item] as const)
      : Object.entries(value);
    for (const [key, item] of entries.reverse()) {
      if (!Array.isArray(value) && hasForbiddenText(key)) return { path: [...path, key].join('.') };
      stack.push({ value: item, path: [...path, key] });
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
    const finding = inspectBody(request.body);
    if (finding === null) return;
    if ('tooDeep' in finding) throw new AppError('BAD_REQUEST', textMessages.tooDeep);
    const { path } = finding;
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
