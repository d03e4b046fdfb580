import { skipToken, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import type { Session } from '@shiplog/contract';

/** The cache key of the current session (null when signed out). Owned by features/auth. */
export const sessionQueryKey = ['auth', 'session'] as const;

const CurrentSessionContext = createContext<Session | null>(null);

/** Given by the protected route to the signed-in pages below it. */
export function CurrentSessionProvider({ session, children }: { session: Session; children: ReactNode }) {
  return <CurrentSessionContext value={session}>{children}</CurrentSessionContext>;
}

/** The signed-in session, for pages behind the protected route. */
export function useCurrentSession(): Session {
  const session = useContext(CurrentSessionContext);
  if (!session) throw new Error('useCurrentSession() is only available on signed-in pages');
  return session;
}

/** Forgets every cached private answer and marks the visitor signed out. */
export function forgetSession(queryClient: QueryClient): void {
  const isSession = (key: readonly unknown[]) =>
    key.length === sessionQueryKey.length && sessionQueryKey.every((part, i) => key[i] === part);
  queryClient.removeQueries({ predicate: (query) => !isSession(query.queryKey) });
  queryClient.setQueryData(sessionQueryKey, null);
}

/**
 * True once the visitor is known to be signed out (the session answer is null). Reads the
 * session the app already asked for and never asks itself; false while it is unknown.
 */
export function useKnownSignedOut(): boolean {
  const { data } = useQuery<Session | null>({ queryKey: sessionQueryKey, queryFn: skipToken });
  return data === null;
}

/**
 * Asks for the session again when the page opens, for pages that show the account's state
 * (connected accounts change behind the app's back: GitHub may refuse a token at any time).
 */
export function useFreshSession(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  }, [queryClient]);
}
