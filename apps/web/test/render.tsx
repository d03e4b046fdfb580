import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '@/app/providers';
import { sessionQueryKey } from '@/features/auth/api/get-session';
import type { Session } from '@/features/auth/api/session';

export const signedInSession: Session = {
  access_token: 'token-123',
  authenticated: true,
  user: {
    id: 'user-1',
    email: 'ada@example.com',
    user_metadata: { full_name: 'Ada Lovelace', avatar_url: null },
  },
};

/**
 * A query client whose session is already known (a Session, or null for signed out), or still
 * loading when `session` is 'pending' (queries are disabled, so nothing is fetched).
 */
export function createTestQueryClient(session: Session | null | 'pending'): QueryClient {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, enabled: session !== 'pending', staleTime: Infinity } },
  });
  if (session !== 'pending') client.setQueryData(sessionQueryKey, session);
  return client;
}

export function renderRoutes(
  routes: RouteObject[],
  { path = '/', session = null }: { path?: string; session?: Session | null | 'pending' } = {},
) {
  const queryClient = createTestQueryClient(session);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

/** Renders one element at `path` inside the providers and a router. */
export function renderWithRouter(ui: ReactElement, options?: Parameters<typeof renderRoutes>[1]) {
  return renderRoutes([{ path: '*', element: ui }], options);
}
