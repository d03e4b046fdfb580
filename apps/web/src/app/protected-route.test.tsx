import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionQueryKey } from '@/lib/session';
import { renderRoutes, signedInSession } from '@test/render';
import { ProtectedRoute } from './protected-route';

const routes = [
  {
    element: <ProtectedRoute />,
    children: [{ path: '/dashboard', element: <h1>Secret dashboard</h1> }],
  },
  { path: '/login', element: <h1>Login screen</h1> },
];

describe('ProtectedRoute', () => {
  it('shows a loading spinner while the session loads, then the content once signed in', async () => {
    const { queryClient, router } = renderRoutes(routes, { path: '/dashboard', session: 'pending' });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Secret dashboard' })).not.toBeInTheDocument();

    act(() => queryClient.setQueryData(sessionQueryKey, signedInSession));
    expect(await screen.findByRole('heading', { name: 'Secret dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('renders the content when authenticated', async () => {
    renderRoutes(routes, { path: '/dashboard', session: signedInSession });
    expect(await screen.findByRole('heading', { name: 'Secret dashboard' })).toBeInTheDocument();
  });

  it('redirects to /login, replacing the history entry, when signed out', async () => {
    const { router } = renderRoutes(routes, { path: '/dashboard', session: null });
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/dashboard' } });
    expect(screen.queryByText('Secret dashboard')).not.toBeInTheDocument();
  });
});
