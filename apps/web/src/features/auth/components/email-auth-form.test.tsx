import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, setUpApiServer } from '@test/api-server';
import { renderRoutes } from '@test/render';
import { LoginPage } from '../pages/login-page';
import { RegisterPage } from '../pages/register-page';

const api = setUpApiServer();
beforeEach(() => api.reset({ 'GET /api/auth/github': () => ({ status: 200, body: { url: '/' } }) }));

const render = (page: 'login' | 'register') =>
  renderRoutes([{ path: '*', element: page === 'login' ? <LoginPage /> : <RegisterPage /> }], {
    api: api.client,
  });

describe('email auth form', () => {
  it('starts collapsed, expands to email and password fields, and collapses again', async () => {
    const user = userEvent.setup();
    render('login');
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in with Email' }));
    expect(screen.queryByRole('button', { name: 'Sign in with Email' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in with Email' })).toBeInTheDocument();
  });

  it.each([
    ['nothing', '', ''],
    ['only the email', 'ada@example.com', ''],
    ['only the password', '', 'secret1'],
  ])(
    "says 'Please enter both email and password' for %s, without calling the server",
    async (_n, email, pw) => {
      const user = userEvent.setup();
      render('login');
      await user.click(screen.getByRole('button', { name: 'Sign in with Email' }));
      if (email) await user.type(screen.getByLabelText('Email'), email);
      if (pw) await user.type(screen.getByLabelText('Password'), pw);
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      expect(screen.getByRole('alert')).toHaveTextContent(/^Please enter both email and password$/);
      expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
      expect(api.calls('POST /api/auth/login')).toHaveLength(0);
    },
  );

  it('rejects an address that is not an email', async () => {
    const user = userEvent.setup();
    render('login');
    await user.click(screen.getByRole('button', { name: 'Sign in with Email' }));
    await user.type(screen.getByLabelText('Email'), 'ada');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
  });

  it('is submitting while the server works: fields and button disabled, then expanded again on failure', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    api.routes['POST /api/auth/login'] = async () => {
      await answered;
      return apiError(401, 'UNAUTHORIZED', 'Invalid email or password');
    };
    const user = userEvent.setup();
    render('login');
    await user.click(screen.getByRole('button', { name: 'Sign in with Email' }));
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const busy = await screen.findByRole('button', { name: 'Signing in...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByLabelText('Password')).toBeDisabled();
    answer();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(screen.getByLabelText('Email')).toBeEnabled();
  });

  it('registration shows the password hint and checks the minimum length', async () => {
    const user = userEvent.setup();
    render('register');
    await user.click(screen.getByRole('button', { name: 'Register with Email' }));
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAccessibleDescription('Password must be at least 6 characters');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(password, '12345');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/^Password must be at least 6 characters$/);
    expect(api.calls('POST /api/auth/signup')).toHaveLength(0);
  });
});
