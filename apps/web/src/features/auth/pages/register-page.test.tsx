import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authMessages, RESEND_CONFIRMATION_AFTER_MS } from '@shiplog/contract';
import { apiError, setUpApiServer } from '@test/api-server';
import { makeSession, renderRoutes } from '@test/render';
import { RegisterPage } from './register-page';

const api = setUpApiServer();
beforeEach(() => api.reset({ 'GET /api/auth/github': () => ({ status: 200, body: { url: '/' } }) }));

const routes = [
  { path: '/register', element: <RegisterPage /> },
  { path: '/dashboard', element: <h1>Dashboard</h1> },
];
const renderRegister = (path = '/register') => renderRoutes(routes, { path, api: api.client });

async function register(email: string, password: string, user = userEvent.setup()) {
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
    expect(await screen.findByText(authMessages.checkInbox, { exact: false })).toBeInTheDocument();
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

  it('says the rule for passwords once, under the field, when the password is too short', async () => {
    renderRegister();
    await register('new@example.com', '12345');
    expect(screen.getAllByText(authMessages.passwordHint)).toHaveLength(1);
    expect(await screen.findByRole('alert')).toHaveTextContent(authMessages.passwordHint);
    expect(api.calls('POST /api/auth/signup')).toHaveLength(0);
  });

  describe('after signing up', () => {
    beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
    afterEach(() => vi.useRealTimers());

    it('names the address and offers Resend a minute later, then says it went out', async () => {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      api.routes['POST /api/auth/signup'] = () => ({
        status: 201,
        body: { message: authMessages.checkInbox },
      });
      api.routes['POST /api/auth/signup/resend'] = () => ({
        status: 200,
        body: { message: authMessages.resent },
      });
      renderRegister();
      await register('new@example.com', 'long enough', user);
      const notice = await screen.findByText(authMessages.sentTo('new@example.com'), { exact: false });
      expect(notice).toHaveTextContent(authMessages.checkInbox);
      const resend = screen.getByRole('button', { name: authMessages.resend });
      expect(resend).toBeDisabled();
      expect(screen.getByText(/^Available in \d+ s$/)).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(RESEND_CONFIRMATION_AFTER_MS + 1000));
      expect(resend).toBeEnabled();
      await user.click(resend);
      expect(await screen.findByText(authMessages.resent)).toBeInTheDocument();
      expect(api.calls('POST /api/auth/signup/resend')[0]?.body).toEqual({ email: 'new@example.com' });
      expect(screen.getByRole('button', { name: authMessages.resend })).toBeDisabled();
    });

    it('sends the page to come back to (?next=) with the sign-up and every Resend: the mailed link leads there', async () => {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      api.routes['POST /api/auth/signup'] = () => ({
        status: 201,
        body: { message: authMessages.checkInbox },
      });
      api.routes['POST /api/auth/signup/resend'] = () => ({
        status: 200,
        body: { message: authMessages.resent },
      });
      const next = '/p/lamp/updates/u1#comments';
      renderRegister(`/register?next=${encodeURIComponent(next)}`);
      await register('reader@example.com', 'long enough', user);
      await screen.findByText(authMessages.sentTo('reader@example.com'), { exact: false });
      expect(api.calls('POST /api/auth/signup')[0]?.body).toEqual({
        email: 'reader@example.com',
        password: 'long enough',
        next,
      });
      await act(() => vi.advanceTimersByTimeAsync(RESEND_CONFIRMATION_AFTER_MS + 1000));
      await user.click(screen.getByRole('button', { name: authMessages.resend }));
      expect(await screen.findByText(authMessages.resent)).toBeInTheDocument();
      expect(api.calls('POST /api/auth/signup/resend')[0]?.body).toEqual({
        email: 'reader@example.com',
        next,
      });
    });

    it("shows the server's message when resending is refused", async () => {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      api.routes['POST /api/auth/signup'] = () => ({
        status: 201,
        body: { message: authMessages.checkInbox },
      });
      api.routes['POST /api/auth/signup/resend'] = () =>
        apiError(429, 'RATE_LIMITED', 'Too many requests. Please try again in 59 minutes.');
      renderRegister();
      await register('new@example.com', 'long enough', user);
      // The minute starts when the notice shows: on a busy machine the answer may come later.
      await screen.findByText(authMessages.sentTo('new@example.com'), { exact: false });
      await act(() => vi.advanceTimersByTimeAsync(RESEND_CONFIRMATION_AFTER_MS + 1000));
      await user.click(screen.getByRole('button', { name: authMessages.resend }));
      expect(await screen.findByText(/Too many requests/)).toBeInTheDocument();
    });
  });
});
