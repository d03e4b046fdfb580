import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authMessages } from '@shiplog/contract';
import { apiError, setUpApiServer } from '@test/api-server';
import { makeSession, renderRoutes } from '@test/render';
import { LoginPage } from './login-page';

const api = setUpApiServer();
afterEach(() => {
  window.location.hash = '';
});

const session = makeSession();
const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/register', element: <h1>Register</h1> },
  { path: '/dashboard', element: <h1>Dashboard</h1> },
  { path: '/projects', element: <h1>My Projects</h1> },
  { path: '/p/:slug/updates/:updateId', element: <h1>The update</h1> },
];

let signedIn = false;
beforeEach(() => {
  signedIn = false;
  api.reset({
    'GET /api/auth/github': () => ({ status: 200, body: { url: 'http://localhost:3000/#github-authorize' } }),
    'GET /api/auth/providers': () => ({ status: 200, body: { email: true, github: { enabled: true } } }),
    'GET /api/auth/session': () =>
      signedIn ? { status: 200, body: session } : apiError(401, 'UNAUTHORIZED', 'Not signed in'),
  });
});

const renderLogin = (path = '/login') => renderRoutes(routes, { path, api: api.client, session: 'fetch' });

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Sign in with Email' }));
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('/login', () => {
  it("shows GitHub, an 'or' divider, the collapsed email form, the benefits and a link to register", async () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in with GitHub' })).toBeEnabled();
    expect(screen.getByText('or')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in with Email' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    const benefits = within(screen.getByRole('region', { name: /commits already tell the story/ }));
    expect(benefits.getByText('Turn commit messages into posts')).toBeInTheDocument();
    expect(benefits.getByText('Share to Twitter/X, LinkedIn and Discord')).toBeInTheDocument();
    expect(benefits.getByText('Build an audience')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
  });

  it('redirects a signed-in visitor to /dashboard', async () => {
    signedIn = true;
    const { router } = renderLogin();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('signs in: sends the credentials, refetches the session and opens the dashboard', async () => {
    api.routes['POST /api/auth/login'] = () => {
      signedIn = true;
      return { status: 200, body: session };
    };
    const { router } = renderLogin();
    await fillAndSubmit('ada@example.com', 'correct horse');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(api.calls('POST /api/auth/login')[0]?.body).toEqual({
      email: 'ada@example.com',
      password: 'correct horse',
    });
    // One session read when the page loaded, one more after signing in.
    expect(api.calls('GET /api/auth/session').length).toBeGreaterThanOrEqual(2);
  });

  it('returns to the protected page that sent the visitor to sign in', async () => {
    api.routes['POST /api/auth/login'] = () => ({ status: 200, body: session });
    const { router } = renderRoutes(routes, { path: '/login', api: api.client });
    await router.navigate('/login', { state: { from: { pathname: '/projects' } } });
    await fillAndSubmit('ada@example.com', 'correct horse');
    expect(await screen.findByRole('heading', { name: 'My Projects' })).toBeInTheDocument();
  });

  it('returns a reader to the page named by ?next= (email and GitHub), never to another site', async () => {
    api.routes['POST /api/auth/login'] = () => ({ status: 200, body: session });
    const next = '/p/lamp/updates/u1?ref=like';
    const { router } = renderLogin(`/login?next=${encodeURIComponent(next)}`);
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      `/register?next=${encodeURIComponent(next)}`,
    );
    await waitFor(() => expect(api.calls('GET /api/auth/providers')).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with GitHub' }));
    await waitFor(() => expect(api.calls('GET /api/auth/github')).toHaveLength(1));
    expect(api.calls('GET /api/auth/github')[0]?.query.get('redirect_url')).toBe(
      `http://localhost:3000/auth/github/callback?next=${encodeURIComponent(next)}`,
    );
    await fillAndSubmit('ada@example.com', 'correct horse');
    expect(await screen.findByRole('heading', { name: 'The update' })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe(next);
    // Sent along: an address not confirmed yet is mailed a link that comes back here too.
    expect(api.calls('POST /api/auth/login')[0]?.body).toEqual({
      email: 'ada@example.com',
      password: 'correct horse',
      next,
    });
  });

  it.each(['//evil.example/steal', 'https://evil.example/', '/\\evil.example'])(
    'ignores a ?next= that leads off the site (%s) and opens the dashboard',
    async (next) => {
      api.routes['POST /api/auth/login'] = () => ({ status: 200, body: session });
      const { router } = renderLogin(`/login?next=${encodeURIComponent(next)}`);
      await fillAndSubmit('ada@example.com', 'correct horse');
      expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/dashboard');
    },
  );

  it("shows the server's message when the credentials are wrong", async () => {
    api.routes['POST /api/auth/login'] = () => apiError(401, 'UNAUTHORIZED', authMessages.invalidCredentials);
    renderLogin();
    await fillAndSubmit('ada@example.com', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  });

  it("shows the server's message for an unconfirmed email (403)", async () => {
    api.routes['POST /api/auth/login'] = () => apiError(403, 'FORBIDDEN', authMessages.emailNotConfirmed);
    renderLogin();
    await fillAndSubmit('ada@example.com', 'secret1');
    expect(await screen.findByRole('alert')).toHaveTextContent(authMessages.emailNotConfirmed);
  });

  it.each([
    ['the server fails', () => apiError(500, 'INTERNAL', 'Internal Server Error')],
    ['the route is missing', () => undefined],
  ])("falls back to 'Failed to sign in' when %s", async (_name, route) => {
    api.routes['POST /api/auth/login'] = route;
    renderLogin();
    await fillAndSubmit('ada@example.com', 'secret1');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to sign in$/);
  });

  it('disables GitHub sign-in with the server’s explanation when it is not configured', async () => {
    api.routes['GET /api/auth/providers'] = () => ({
      status: 200,
      body: { email: true, github: { enabled: false, error: authMessages.githubNotConfigured } },
    });
    renderLogin();
    const button = screen.getByRole('button', { name: 'Sign in with GitHub' });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAccessibleDescription('GitHub sign-in is not configured on this server');
  });

  it('asks for a fresh GitHub URL on click and sends the browser there', async () => {
    renderLogin();
    await waitFor(() => expect(api.calls('GET /api/auth/providers')).toHaveLength(1));
    // Loading the page creates no OAuth state: the authorize URL is asked for on click only.
    expect(api.calls('GET /api/auth/github')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with GitHub' }));
    await waitFor(() => expect(window.location.hash).toBe('#github-authorize'));
    const calls = api.calls('GET /api/auth/github');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.query.get('mode')).toBe('signin');
    expect(calls[0]?.query.get('redirect_url')).toBe('http://localhost:3000/auth/github/callback');
  });

  it("alerts 'Error signing in with GitHub. Please try again.' when GitHub sign-in cannot start", async () => {
    renderLogin();
    await waitFor(() => expect(api.calls('GET /api/auth/providers')).toHaveLength(1));
    api.routes['GET /api/auth/github'] = () => apiError(500, 'INTERNAL', 'Boom');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with GitHub' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(authMessages.githubError);
    expect(screen.getByRole('button', { name: 'Sign in with GitHub' })).toBeEnabled();
  });
});
