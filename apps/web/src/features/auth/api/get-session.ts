import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Session } from '@shiplog/contract';
import type { authEndpoints } from '@shiplog/contract/auth';
import { SESSION_HINT_META } from '@shiplog/contract/constants';
import { api, type ApiClient } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint, type LazyEndpoint } from '@/lib/call-endpoint';
import { sessionQueryKey } from '@/lib/session';

/**
 * Every page asks for the session at once: the request goes out with the endpoint's method and
 * path (the contract's, checked by type), its schema (and zod) loads only to parse an answer.
 */
const getSessionEndpoint: LazyEndpoint<typeof authEndpoints.getSession> = {
  method: 'GET',
  path: '/auth/session',
  load: () => import('@shiplog/contract/auth').then((m) => m.authEndpoints.getSession),
};

/**
 * Whether the server sent this page to a visitor with no session cookie (SESSION_HINT_META).
 * Good for the page's first session query only: after that, signing in or out changes the answer.
 */
let signedOutAtLoad =
  typeof document !== 'undefined' &&
  document.querySelector(`meta[name="${SESSION_HINT_META}"][content="none"]`) !== null;

/**
 * True when this page was sent to a visitor without a session cookie (it stays so, unlike the
 * query's flag), and while the server renders a page (it does so for such visitors only).
 */
export const pageSentSignedOut = signedOutAtLoad || typeof document === 'undefined';

/** GET /api/auth/session: the session, null when signed out (401); anything else rejects. */
export async function readSession(client: ApiClient = api, signal?: AbortSignal): Promise<Session | null> {
  try {
    return await callEndpoint(client, getSessionEndpoint, {}, { signal });
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

/** The current session, or null when signed out. Any failure (401, network, bad body) counts as signed out. */
export async function getSession(client: ApiClient = api, signal?: AbortSignal): Promise<Session | null> {
  try {
    return await readSession(client, signal);
  } catch {
    return null;
  }
}

export function sessionQueryOptions(client: ApiClient = api) {
  return queryOptions({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => {
      if (!signedOutAtLoad) return getSession(client, signal);
      signedOutAtLoad = false;
      return null;
    },
    retry: false,
    staleTime: 60_000,
  });
}

export function useSession() {
  return useQuery(sessionQueryOptions(useApiClient()));
}
