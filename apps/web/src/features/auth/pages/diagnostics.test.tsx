import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { authMessages } from '@shiplog/contract';
import { apiError, setUpApiServer } from '@test/api-server';
import { makeSession, renderRoutes } from '@test/render';
import { AuthDiagnosticPage } from './auth-diagnostic-page';
import { DiagnosticsPage } from './diagnostics-page';

const api = setUpApiServer();
beforeEach(() =>
  api.reset({
    'GET /api/health': () => ({ status: 200, body: { status: 'ok', database: 'ok' } }),
    'GET /api/auth/session': () => ({ status: 200, body: makeSession() }),
    'GET /api/auth/github': () => ({ status: 200, body: { error: authMessages.githubNotConfigured } }),
  }),
);

const routes = [
  { path: '/auth/diagnostic', element: <AuthDiagnosticPage /> },
  { path: '/diagnostics', element: <DiagnosticsPage /> },
  { path: '/login', element: <h1>Login screen</h1> },
];

/** The check's row: its name, status badge and detail. */
const check = (name: string) => within(screen.getByRole('heading', { name }).closest('li') as HTMLElement);

describe('/auth/diagnostic', () => {
  it('signed out: environment, auth status, Success / Skipped / Failed checks and the actions', async () => {
    renderRoutes(routes, { path: '/auth/diagnostic', session: null, api: api.client });
    expect(screen.getByRole('heading', { level: 1, name: 'Auth diagnostics' })).toBeInTheDocument();
    await waitFor(() => expect(check('API health').getByText('Success')).toBeInTheDocument());
    expect(check('Session refresh').getByText('Skipped')).toBeInTheDocument();
    await waitFor(() => expect(check('GitHub sign-in configured').getByText('Failed')).toBeInTheDocument());
    expect(
      check('GitHub sign-in configured').getByText(authMessages.githubNotConfigured),
    ).toBeInTheDocument();
    expect(screen.getByText('1 passed, 1 failed, 1 skipped')).toBeInTheDocument();
    expect(screen.getAllByText('Signed out').length).toBeGreaterThan(0);
    expect(screen.getByText('App origin').nextSibling).toHaveTextContent('http://localhost:3000');
    expect(screen.getByText('API base').nextSibling).toHaveTextContent('/api');
    expect(screen.getByText('Timezone')).toBeInTheDocument();
    expect(screen.getByText('User agent')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('heading', { name: 'Troubleshooting' })).toBeInTheDocument();
    expect(api.calls('GET /api/auth/session')).toHaveLength(0);
  });

  it('signed in: refreshes the session, reports a working GitHub sign-in and re-runs on demand', async () => {
    api.routes['GET /api/auth/github'] = () => ({
      status: 200,
      body: { url: 'https://github.com/login/oauth/authorize?client_id=x' },
    });
    renderRoutes(routes, { path: '/auth/diagnostic', session: makeSession(), api: api.client });
    await waitFor(() => expect(screen.getByText('3 passed, 0 failed')).toBeInTheDocument());
    expect(
      check('Session refresh').getByText('The session is valid for ada@example.com.'),
    ).toBeInTheDocument();
    expect(check('GitHub sign-in configured').getByText('Sign-in goes to github.com.')).toBeInTheDocument();
    expect(screen.getByText(/Signed in as/)).toHaveTextContent('Signed in as Ada Lovelace');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();

    api.routes['GET /api/health'] = () => apiError(503, 'SERVICE_UNAVAILABLE', 'Database unreachable');
    await userEvent.click(screen.getByRole('button', { name: 'Re-run checks' }));
    await waitFor(() => expect(check('API health').getByText('Failed')).toBeInTheDocument());
    expect(check('API health').getByText('Database unreachable (HTTP 503)')).toBeInTheDocument();
    expect(api.calls('GET /api/health')).toHaveLength(2);
  });
});

describe('/diagnostics', () => {
  it('shows the environment, the API health check and the auth status', async () => {
    renderRoutes(routes, { path: '/diagnostics', session: null, api: api.client });
    expect(screen.getByRole('heading', { level: 1, name: 'Diagnostics' })).toBeInTheDocument();
    await waitFor(() => expect(check('API health').getByText('Success')).toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'Session refresh' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Environment' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Auth status' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'auth diagnostics' })).toHaveAttribute(
      'href',
      '/auth/diagnostic',
    );
  });
});
