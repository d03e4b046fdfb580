import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { authMessages, GITHUB_SIGN_IN_FAILED } from '@shiplog/contract';
import { sessionQueryKey } from '@/lib/session';
import { apiError, setUpApiServer } from '@test/api-server';
import { makeSession, renderRoutes } from '@test/render';
import { AuthCallbackScreen } from './auth-callback-screen';

const api = setUpApiServer();
beforeEach(() =>
  api.reset({ 'GET /api/auth/session': () => apiError(401, 'UNAUTHORIZED', 'Not signed in') }),
);

const session = makeSession();
const routes = [
  { path: '/auth/callback', element: <AuthCallbackScreen /> },
  { path: '/auth/github/callback', element: <AuthCallbackScreen /> },
  { path: '/dashboard', element: <h1>Dashboard</h1> },
  { path: '/login', element: <h1>Login screen</h1> },
  { path: '/p/:slug/updates/:updateId', element: <h1>The update</h1> },
];
const open = (path: string) => renderRoutes(routes, { path, session: null, api: api.client });
const h1 = () => screen.getByRole('heading', { level: 1 });

describe('auth callback screen', () => {
  it("exchanges ?code=, says 'Redirecting to dashboard...', then opens the dashboard signed in", async () => {
    api.routes['POST /api/auth/exchange'] = () => ({ status: 200, body: session });
    const { router, queryClient } = open('/auth/callback?code=mail-code');
    expect(h1()).toHaveTextContent('Finalizing authentication...');
    expect(await screen.findByRole('heading', { name: 'Redirecting to dashboard...' })).toBeInTheDocument();
    expect(queryClient.getQueryData(sessionQueryKey)).toEqual(session);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(api.calls('POST /api/auth/exchange').map((c) => c.body)).toEqual([{ code: 'mail-code' }]);
  });

  it('exchanges a code only once under StrictMode: codes are single-use', async () => {
    api.routes['POST /api/auth/exchange'] = () => ({ status: 200, body: session });
    renderRoutes(routes, { path: '/auth/callback?code=once', session: null, api: api.client, strict: true });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(api.calls('POST /api/auth/exchange')).toHaveLength(1);
  });

  it('sends the OAuth state along with a GitHub code', async () => {
    api.routes['POST /api/auth/exchange'] = () => ({ status: 200, body: session });
    open('/auth/github/callback?code=gh-code&state=xyz');
    expect(await screen.findByRole('heading', { name: 'Redirecting to dashboard...' })).toBeInTheDocument();
    expect(api.calls('POST /api/auth/exchange')[0]?.body).toEqual({ code: 'gh-code', state: 'xyz' });
  });

  it("shows 'Failed to authenticate with GitHub. Please try again.' when a GitHub code fails, and stays", async () => {
    api.routes['POST /api/auth/exchange'] = () => apiError(400, 'BAD_REQUEST', authMessages.codeInvalid);
    const { router } = open('/auth/github/callback?code=used');
    expect(await screen.findByRole('heading', { name: 'Authentication Error' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(authMessages.githubExchangeFailed);
    expect(router.state.location.pathname).toBe('/auth/github/callback');
    await userEvent.click(screen.getByRole('link', { name: 'Back to Login' }));
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
  });

  it("shows the server's message when an email link's code fails", async () => {
    api.routes['POST /api/auth/exchange'] = () => apiError(401, 'UNAUTHORIZED', authMessages.codeInvalid);
    open('/auth/callback?code=expired');
    expect(await screen.findByRole('heading', { name: 'Authentication Error' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(authMessages.codeInvalid);
  });

  it("shows 'Authentication failed: access_denied' for ?error=, without calling the server", async () => {
    open('/auth/github/callback?error=access_denied');
    expect(h1()).toHaveTextContent('Authentication Error');
    expect(screen.getByRole('alert')).toHaveTextContent('Authentication failed: access_denied');
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.requests).toEqual([]);
  });

  it('says GitHub sign-in failed when it failed on the server (not the code it logged)', async () => {
    open(`/auth/github/callback?error=${GITHUB_SIGN_IN_FAILED}`);
    expect(h1()).toHaveTextContent('Authentication Error');
    expect(screen.getByRole('alert')).toHaveTextContent(authMessages.githubExchangeFailed);
    expect(screen.getByRole('alert')).not.toHaveTextContent(GITHUB_SIGN_IN_FAILED);
  });

  it('without a code, refreshes the session and goes to /login when there is none', async () => {
    const { router } = open('/auth/github/callback');
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(api.calls('GET /api/auth/session')).toHaveLength(1);
  });

  it('without a code, goes to the dashboard when the session exists (GitHub finished on the server)', async () => {
    api.routes['GET /api/auth/session'] = () => ({ status: 200, body: session });
    const { queryClient } = open('/auth/github/callback');
    expect(await screen.findByRole('heading', { name: 'Redirecting to dashboard...' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(queryClient.getQueryData(sessionQueryKey)).toEqual(session);
  });

  it('goes back to the page the reader signed in from (next), after GitHub or an email link', async () => {
    api.routes['GET /api/auth/session'] = () => ({ status: 200, body: session });
    const { router } = open(`/auth/github/callback?next=${encodeURIComponent('/p/lamp/updates/u1')}`);
    expect(await screen.findByRole('heading', { name: 'Taking you back...' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'The update' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/p/lamp/updates/u1');
  });

  it('never follows a next that leads off the site', async () => {
    api.routes['GET /api/auth/session'] = () => ({ status: 200, body: session });
    const { router } = open(`/auth/github/callback?next=${encodeURIComponent('//evil.example/x')}`);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it("shows 'An error occurred during authentication. Please try again.' when the refresh fails", async () => {
    api.routes['GET /api/auth/session'] = () => apiError(500, 'INTERNAL', 'Boom');
    open('/auth/callback');
    expect(await screen.findByRole('heading', { name: 'Authentication Error' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(authMessages.callbackFailed);
  });

  it("says 'Failed to retrieve session after authentication.' when the exchange answers no session", async () => {
    api.routes['POST /api/auth/exchange'] = () => ({ status: 200, body: { ok: true } });
    open('/auth/callback?code=abc');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(authMessages.sessionRetrievalFailed),
    );
  });
});
