import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { authMessages } from '@shiplog/contract';
import { apiError, setUpApiServer } from '@test/api-server';
import { makeSession, renderRoutes } from '@test/render';
import { RegisterPage } from './register-page';

const api = setUpApiServer();
beforeEach(() => api.reset({ 'GET /api/auth/github': () => ({ status: 200, body: { url: '/' } }) }));

const routes = [
  { path: '/register', element: <RegisterPage /> },
  { path: '/dashboard', element: <h1>Dashboard</h1> },
];
const renderRegister = () => renderRoutes(routes, { path: '/register', api: api.client });

async function register(email: string, password: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Register with Email' }));
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('/register', () => {
  it('offers GitHub and email, the four steps and the GitHub access note', () => {
    renderRegister();
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register with GitHub' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register with Email' })).toBeInTheDocument();
    const steps = within(screen.getByRole('region', { name: /four steps/ })).getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    expect(
      screen.getByText(/accesses your GitHub repositories only if you connect GitHub/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('sends a signed-in visitor to /dashboard', async () => {
    const { router } = renderRoutes(routes, { path: '/register', session: makeSession(), api: api.client });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it("collapses the form on success and shows the server's message to check the inbox", async () => {
    api.routes['POST /api/auth/signup'] = () => ({ status: 201, body: { message: authMessages.checkInbox } });
    renderRegister();
    await register('new@example.com', 'long enough');
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent(authMessages.checkInbox);
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register with Email' })).toBeInTheDocument();
    expect(api.calls('POST /api/auth/signup')[0]?.body).toEqual({
      email: 'new@example.com',
      password: 'long enough',
    });
  });

  it("shows the server's message when it refuses", async () => {
    api.routes['POST /api/auth/signup'] = () =>
      apiError(400, 'VALIDATION_FAILED', authMessages.commonPassword);
    renderRegister();
    await register('new@example.com', 'password');
    expect(await screen.findByRole('alert')).toHaveTextContent(authMessages.commonPassword);
    expect(screen.getByLabelText('Password')).toHaveValue('password');
  });

  it("falls back to 'Failed to register' when the server fails", async () => {
    api.routes['POST /api/auth/signup'] = () => apiError(503, 'SERVICE_UNAVAILABLE', 'Down');
    renderRegister();
    await register('new@example.com', 'long enough');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to register$/);
  });
});
