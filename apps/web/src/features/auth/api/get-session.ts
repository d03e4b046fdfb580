import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiClient } from '@/lib/api-client';
import { sessionSchema, type Session } from './session';

export const sessionQueryKey = ['auth', 'session'] as const;

/** The current session, or null when signed out. Any failure (401, network, bad body) counts as signed out. */
export async function getSession(client: ApiClient = api, signal?: AbortSignal): Promise<Session | null> {
  try {
    return await client.get('/auth/session', { schema: sessionSchema, signal });
  } catch {
    return null;
  }
}

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: ({ signal }) => getSession(api, signal),
  retry: false,
  staleTime: 60_000,
});

export function useSession() {
  return useQuery(sessionQueryOptions);
}
