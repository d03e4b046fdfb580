import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { Auth } from '../auth/auth-instance';
import { unauthorized } from '../lib/app-error';

export interface RequestSession {
  /** The session token: what `Authorization: Bearer` carries. */
  token: string;
  userId: string;
  /** How the request proved it: a bearer token or the session cookie. */
  via: 'bearer' | 'cookie';
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's session, looked up once per request; null when signed out. */
    getSession(): Promise<RequestSession | null>;
    /** The signed-in user's id, or a 401. */
    requireUserId(): Promise<string>;
  }
}

const cache = new WeakMap<FastifyRequest, Promise<RequestSession | null>>();

/** Decorates requests with the caller's session (cookie or bearer), resolved by the auth library. */
export function registerSession(app: FastifyInstance, auth: Auth) {
  async function lookup(request: FastifyRequest): Promise<RequestSession | null> {
    const found = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) }).catch(() => null);
    if (!found) return null;
    const via = /^bearer /i.test(request.headers.authorization ?? '') ? 'bearer' : 'cookie';
    return { token: found.session.token, userId: found.user.id, via };
  }
  app.decorateRequest('getSession', function (this: FastifyRequest) {
    let pending = cache.get(this);
    if (!pending) cache.set(this, (pending = lookup(this)));
    return pending;
  });
  app.decorateRequest('requireUserId', async function (this: FastifyRequest) {
    const session = await this.getSession();
    if (!session) throw unauthorized();
    return session.userId;
  });
}
