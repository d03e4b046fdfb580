import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { API_TOKEN_PREFIX, type ApiTokenScope } from '@shiplog/contract';
import type { Auth } from '../integrations/better-auth/auth-instance';
import { unauthorized } from '../lib/app-error';

/** How the caller proved who they are. */
export type RequestSession =
  | {
      /** A sign-in session: its token (what `Authorization: Bearer` carries) or the session cookie. */
      via: 'bearer' | 'cookie';
      /** The session token. */
      token: string;
      userId: string;
    }
  | {
      /** A personal API token (`Authorization: Bearer shp_…`), checked by the API token guard. */
      via: 'api-token';
      userId: string;
      apiToken: { id: string; scope: ApiTokenScope };
    };

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's session, looked up once per request; null when signed out. */
    getSession(): Promise<RequestSession | null>;
    /** The signed-in user's id, or a 401. */
    requireUserId(): Promise<string>;
  }
}

const cache = new WeakMap<FastifyRequest, Promise<RequestSession | null>>();

/** The value of `Authorization: Bearer <value>`, or null. */
export function bearerOf(request: FastifyRequest): string | null {
  const match = /^bearer +(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match ? match[1]! : null;
}

/** Whether the request carries a personal API token rather than a session token. */
export const carriesApiToken = (request: FastifyRequest) =>
  bearerOf(request)?.startsWith(API_TOKEN_PREFIX) === true;

/**
 * The request's session is the personal API token's: only the API token guard calls this, once
 * it has checked the token against the operation (modules/api-tokens/api-tokens.guard.ts).
 */
export function setApiTokenSession(
  request: FastifyRequest,
  session: Extract<RequestSession, { via: 'api-token' }>,
) {
  cache.set(request, Promise.resolve(session));
}

/** Decorates requests with the caller's session (cookie or bearer), resolved by the auth library. */
export function registerSession(app: FastifyInstance, auth: Auth) {
  async function lookup(request: FastifyRequest): Promise<RequestSession | null> {
    // A personal API token is a session only where the guard let it through (setApiTokenSession).
    if (carriesApiToken(request)) return null;
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
