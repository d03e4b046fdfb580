import type { FastifyRequest } from 'fastify';
import { unauthorized } from './app-error';

/**
 * The signed-in viewer's id, or null. Requests without a cookie or Authorization header
 * cannot carry a session, so the hot anonymous path skips the session lookup entirely.
 */
export async function viewerIdOf(request: FastifyRequest): Promise<string | null> {
  if (!request.headers.cookie && !request.headers.authorization) return null;
  return (await request.getSession())?.userId ?? null;
}

/**
 * A preValidation hook for writes: signed-out callers get 401 (with `message`) before their
 * body is validated or anything about the target is revealed.
 */
export const requireSignedIn =
  (message?: string) =>
  async (request: FastifyRequest): Promise<void> => {
    if (!(await request.getSession())) throw unauthorized(message);
  };
