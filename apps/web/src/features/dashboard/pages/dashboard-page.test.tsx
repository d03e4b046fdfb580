import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProtectedRoute } from '@/app/protected-route';
import { makeSession, makeUser, renderRoutes } from '../../../../test/render';
import { DashboardPage } from './dashboard-page';

const routes = [
  { element: <ProtectedRoute />, children: [{ path: '/dashboard', element: <DashboardPage /> }] },
  { path: '/auth/callback', element: <h1>Callback screen</h1> },
  { path: '/login', element: <h1>Login screen</h1> },
];

describe('/dashboard', () => {
  it("says 'Logged in as' with the name, or the email when there is none", () => {
    renderRoutes(routes, { path: '/dashboard', session: makeSession() });
    expect(screen.getByText(/Logged in as/)).toHaveTextContent('Logged in as Ada Lovelace');
  });

  it('falls back to the email', () => {
    const noName = { ...makeUser().user_metadata, full_name: null };
    renderRoutes(routes, { path: '/dashboard', session: makeSession({ user_metadata: noName }) });
    expect(screen.getByText(/Logged in as/)).toHaveTextContent('Logged in as ada@example.com');
  });

  it("shows 'Processing authentication...' for an OAuth redirect and hands it to the callback screen", async () => {
    // The hand-over happens within the first render's effects: record every text the page showed.
    const shown: string[] = [];
    const observer = new MutationObserver((records) =>
      records.forEach((r) => r.addedNodes.forEach((node) => shown.push(node.textContent ?? ''))),
    );
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    const { router } = renderRoutes(routes, { path: '/dashboard?code=abc', session: makeSession() });
    expect(await screen.findByRole('heading', { name: 'Callback screen' })).toBeInTheDocument();
    observer.disconnect();
    expect(shown.some((text) => text.includes('Processing authentication...'))).toBe(true);
    expect(router.state.location.search).toBe('?code=abc');
  });

  it('sends a signed-out OAuth redirect to the callback screen instead of /login', async () => {
    const { router } = renderRoutes(routes, { path: '/dashboard?error=access_denied', session: null });
    expect(await screen.findByRole('heading', { name: 'Callback screen' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?error=access_denied');
  });
});
