import { flushSync } from 'react-dom';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { StrictMode, type ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { Session, User } from '@shiplog/contract';
import { AppProviders } from '@/app/providers';
import { ProtectedRoute } from '@/app/protected-route';
import { sessionQueryKey } from '@/lib/session';
import type { ApiClient } from '@/lib/api-client';

/** A user as GET /api/auth/session answers it; override any part. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    email: 'ada@example.com',
    user_metadata: {
      name: null,
      full_name: 'Ada Lovelace',
      avatar_url: null,
      user_name: null,
      bio: null,
      website: null,
      x_handle: null,
      bluesky_handle: null,
      mastodon_handle: null,
    },
    app_metadata: { provider: 'email', providers: ['email'] },
    provider_id: null,
    identities: [
      {
        provider: 'email',
        id: 'user-1',
        username: null,
        created_at: '2025-01-01T00:00:00.000Z',
        reconnect_needed: false,
      },
    ],
    created_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeSession(user: Partial<User> = {}): Session {
  return { access_token: 'token-123', authenticated: true, user: makeUser(user) };
}

export const signedInSession: Session = makeSession();

/**
 * How the test starts: the session already known (a Session, or null for signed out), still
 * loading ('pending': queries are disabled, so nothing is fetched), or asked from the test's API
 * server like the app does ('fetch').
 */
export type TestSession = Session | null | 'pending' | 'fetch';

export function createTestQueryClient(session: TestSession): QueryClient {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, enabled: session !== 'pending', staleTime: Infinity } },
  });
  if (session !== 'pending' && session !== 'fetch') client.setQueryData(sessionQueryKey, session);
  return client;
}

export interface RenderOptions {
  path?: string;
  session?: TestSession;
  /** A client pointed at the test's local API server. */
  api?: ApiClient;
  /** Render inside <StrictMode>, as the app does (effects run twice). */
  strict?: boolean;
}

export function renderRoutes(
  routes: RouteObject[],
  { path = '/', session = null, api, strict = false }: RenderOptions = {},
) {
  const queryClient = createTestQueryClient(session);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const app = (
    <AppProviders queryClient={queryClient} apiClient={api}>
      <RouterProvider router={router} flushSync={(update) => void flushSync(update)} />
    </AppProviders>
  );
  const view = render(strict ? <StrictMode>{app}</StrictMode> : app);
  return { ...view, router, queryClient };
}

/** Routes shown only with a session, behind the app's protected route (others go to /login). */
export function signedInRoutes(children: RouteObject[]): RouteObject {
  return { element: <ProtectedRoute />, children };
}

/** Renders one element at `path` inside the providers and a router. */
export function renderWithRouter(ui: ReactElement, options?: RenderOptions) {
  return renderRoutes([{ path: '*', element: ui }], options);
}

/** For test files that render a lot and type through user-event, slow on a busy machine. */
export const slow = { timeout: 20_000 };
