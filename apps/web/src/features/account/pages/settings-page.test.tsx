import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { authMessages, type Session } from '@shiplog/contract';
import { sessionQueryKey } from '@/lib/session';
import { apiError, setUpApiServer } from '@test/api-server';
import { makeSession, makeUser, renderRoutes, signedInRoutes } from '@test/render';
import { SettingsPage } from './settings-page';

const api = setUpApiServer();
beforeEach(() =>
  api.reset({
    'GET /api/auth/github': () => ({ status: 200, body: { url: 'http://localhost:3000/#connect' } }),
    'GET /api/auth/providers': () => ({ status: 200, body: { email: true, github: { enabled: true } } }),
  }),
);

const routes = [
  signedInRoutes([{ path: '/settings', element: <SettingsPage /> }]),
  { path: '/', element: <h1>Home</h1> },
  { path: '/login', element: <h1>Login screen</h1> },
];
/** Opens /settings signed in; the page asks for the session again, answered the same unless a test says otherwise. */
function openSettings(session: Session = makeSession()) {
  api.routes['GET /api/auth/session'] ??= () => ({ status: 200, body: session });
  return renderRoutes(routes, { path: '/settings', session, api: api.client });
}
const section = (name: string) => within(screen.getByRole('region', { name }));

/** The GitHub identity of an account connected as @ada-l, GitHub accepting its token. */
const github = {
  provider: 'github' as const,
  id: '42',
  username: 'ada-l',
  created_at: '2025-01-02T00:00:00Z',
  reconnect_needed: false,
};

describe('/settings', () => {
  it('shows the profile, password, connected accounts and danger zone sections', () => {
    openSettings();
    expect(screen.getByRole('heading', { level: 1, name: 'Account settings' })).toBeInTheDocument();
    for (const name of ['Profile', 'Password', 'Connected accounts', 'Danger zone']) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(section('Profile').getByLabelText('Display name')).toHaveValue('Ada Lovelace');
    expect(section('Password').getByLabelText('New password')).toHaveAccessibleDescription(
      authMessages.passwordHint,
    );
    expect(screen.getByText(/ends your other sessions/)).toBeInTheDocument();
  });

  it('enables account deletion only once the email is typed, then signs out and goes home', async () => {
    const user = userEvent.setup();
    api.routes['DELETE /api/account'] = () => ({ status: 204 });
    const { router, queryClient } = openSettings();
    await user.click(section('Danger zone').getByRole('button', { name: 'Delete account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete your account?' }));
    const destroy = dialog.getByRole('button', { name: 'Delete my account' });
    const confirm = dialog.getByLabelText('Type ada@example.com to confirm');
    expect(destroy).toBeDisabled();
    await user.type(confirm, 'ada@example.co');
    expect(destroy).toBeDisabled();
    await user.type(confirm, 'm');
    expect(destroy).toBeEnabled();
    await user.click(destroy);
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(api.calls('DELETE /api/account')[0]?.body).toEqual({ confirm: 'ada@example.com' });
    expect(queryClient.getQueryData(sessionQueryKey)).toBeNull();
  });

  it("keeps the dialog open with the server's message when deletion fails", async () => {
    const user = userEvent.setup();
    api.routes['DELETE /api/account'] = () => apiError(400, 'BAD_REQUEST', 'Confirmation does not match');
    openSettings();
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText(/to confirm/), 'ADA@example.com');
    await user.click(dialog.getByRole('button', { name: 'Delete my account' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Confirmation does not match');
  });

  it('saves the profile and shows the new name at once', async () => {
    const user = userEvent.setup();
    api.routes['PATCH /api/account'] = (req) => ({
      status: 200,
      body: { user: makeUser({ user_metadata: { ...makeUser().user_metadata, ...(req.body as object) } }) },
    });
    const { queryClient } = openSettings();
    const name = section('Profile').getByLabelText('Display name');
    await user.clear(name);
    await user.type(name, 'Countess Ada');
    await user.type(section('Profile').getByLabelText('Avatar URL'), 'https://example.com/ada.png');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
    expect(api.calls('PATCH /api/account')[0]?.body).toEqual({
      name: 'Countess Ada',
      avatar_url: 'https://example.com/ada.png',
    });
    expect(queryClient.getQueryData<Session>(sessionQueryKey)?.user.user_metadata.name).toBe('Countess Ada');
  });

  it('previews the name others see: the display name, else the GitHub login, never the email', async () => {
    const user = userEvent.setup();
    const meta = { ...makeUser().user_metadata, name: null, full_name: null, user_name: 'ada-l' };
    openSettings(makeSession({ user_metadata: meta }));
    const profile = section('Profile');
    const name = profile.getByLabelText('Display name');
    expect(name).toHaveAttribute('placeholder', 'ada-l');
    expect(profile.getByText('ada-l', { selector: 'p' })).toBeInTheDocument();
    await user.type(name, 'Countess Ada');
    expect(profile.getByText('Countess Ada', { selector: 'p' })).toBeInTheDocument();
  });

  it('saves the bio and links of the public profile, and refuses a malformed handle', async () => {
    const user = userEvent.setup();
    api.routes['PATCH /api/account'] = (req) => ({
      status: 200,
      body: { user: makeUser({ user_metadata: { ...makeUser().user_metadata, ...(req.body as object) } }) },
    });
    openSettings();
    const publicProfile = section('Public profile');
    expect(publicProfile.getByRole('link', { name: 'your public profile' })).toHaveAttribute(
      'href',
      '/user/user-1',
    );
    await user.type(publicProfile.getByLabelText('Bio'), 'Builds **compilers**.');
    await user.type(publicProfile.getByLabelText('Mastodon'), 'ada');
    await user.click(publicProfile.getByRole('button', { name: 'Save public profile' }));
    expect(publicProfile.getByRole('alert')).toHaveTextContent(
      'Enter a Mastodon handle such as @you@mastodon.social',
    );
    expect(api.calls('PATCH /api/account')).toHaveLength(0);
    await user.clear(publicProfile.getByLabelText('Mastodon'));
    await user.type(publicProfile.getByLabelText('X'), '@ada_l');
    await user.click(publicProfile.getByRole('button', { name: 'Save public profile' }));
    expect(await screen.findByText('Public profile saved')).toBeInTheDocument();
    expect(api.calls('PATCH /api/account')[0]?.body).toEqual({
      bio: 'Builds **compilers**.',
      website: '',
      x_handle: 'ada_l',
      bluesky_handle: '',
      mastodon_handle: '',
    });
  });

  it('rejects an avatar URL that is not a web address', async () => {
    const user = userEvent.setup();
    openSettings();
    await user.type(section('Profile').getByLabelText('Avatar URL'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(section('Profile').getByRole('alert')).toHaveTextContent('Avatar URL must be an https:// URL');
    expect(api.calls('PATCH /api/account')).toHaveLength(0);
  });

  it("changes the password, or shows the server's message", async () => {
    const user = userEvent.setup();
    api.routes['POST /api/account/password'] = (req) =>
      (req.body as { current_password: string }).current_password === 'old-secret'
        ? { status: 204 }
        : apiError(400, 'BAD_REQUEST', 'Current password is incorrect');
    openSettings();
    const password = section('Password');
    await user.type(password.getByLabelText('Current password'), 'wrong');
    await user.type(password.getByLabelText('New password'), 'new-secret');
    await user.click(password.getByRole('button', { name: 'Change password' }));
    expect(await password.findByRole('alert')).toHaveTextContent('Current password is incorrect');
    await user.clear(password.getByLabelText('Current password'));
    await user.type(password.getByLabelText('Current password'), 'old-secret');
    await user.click(password.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(password.getByLabelText('Current password')).toHaveValue('');
    expect(password.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows GitHub connected as @login and disconnects it', async () => {
    const user = userEvent.setup();
    const email = makeUser().identities;
    const signedIn = makeSession({ identities: [...email, github] });
    let connected = true;
    api.routes['DELETE /api/account/github'] = () => {
      connected = false;
      return { status: 204 };
    };
    api.routes['GET /api/auth/session'] = () => ({
      status: 200,
      body: connected ? signedIn : makeSession({ identities: email }),
    });
    openSettings(signedIn);
    const connections = section('Connected accounts');
    expect(connections.getByText('Connected as @ada-l')).toBeInTheDocument();
    await user.click(connections.getByRole('button', { name: 'Disconnect' }));
    expect(await connections.findByText('Not connected')).toBeInTheDocument();
    expect(await screen.findByText('GitHub disconnected')).toBeInTheDocument();
    expect(connections.getByRole('button', { name: 'Connect GitHub' })).toBeInTheDocument();
  });

  it('asks again for the session on opening, and offers Reconnect when GitHub refused the token', async () => {
    const email = makeUser().identities;
    const cached = makeSession({ identities: [...email, github] });
    api.routes['GET /api/auth/session'] = () => ({
      status: 200,
      body: makeSession({ identities: [...email, { ...github, reconnect_needed: true }] }),
    });
    openSettings(cached);
    const connections = section('Connected accounts');
    expect(await connections.findByText(/GitHub no longer accepts Shiplog’s access/)).toBeInTheDocument();
    expect(connections.queryByText('Connected as @ada-l')).not.toBeInTheDocument();
    await userEvent.click(connections.getByRole('button', { name: 'Reconnect' }));
    await waitFor(() => expect(window.location.hash).toBe('#connect'));
    window.location.hash = '';
    expect(api.calls('GET /api/auth/github')[0]?.query.get('mode')).toBe('connect');
    expect(connections.getByRole('button', { name: 'Disconnect' })).toBeInTheDocument();
  });

  it('connects GitHub with mode=connect and comes back to the settings', async () => {
    openSettings();
    await waitFor(() => expect(api.calls('GET /api/auth/providers')).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Connect GitHub' }));
    await waitFor(() => expect(window.location.hash).toBe('#connect'));
    window.location.hash = '';
    const call = api.calls('GET /api/auth/github')[0];
    expect(call?.query.get('mode')).toBe('connect');
    expect(call?.query.get('redirect_url')).toBe('http://localhost:3000/settings?connected=github');
  });

  it("says 'GitHub connected' when GitHub sends the browser back, and cleans the address", async () => {
    api.routes['GET /api/auth/session'] = () => ({ status: 200, body: makeSession() });
    const { router } = renderRoutes(routes, {
      path: '/settings?connected=github',
      session: makeSession(),
      api: api.client,
    });
    expect(await screen.findByText('GitHub connected')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('does not offer to disconnect GitHub when it is the only way to sign in', () => {
    openSettings(
      makeSession({ identities: [github], app_metadata: { provider: 'github', providers: ['github'] } }),
    );
    const disconnect = section('Connected accounts').getByRole('button', { name: 'Disconnect' });
    expect(disconnect).toBeDisabled();
    expect(disconnect).toHaveAccessibleDescription(/GitHub is how you sign in to this account/);
    expect(section('Password').getByText(/no password/)).toBeInTheDocument();
  });

  it('explains why GitHub cannot be connected when the server has no GitHub app', async () => {
    api.routes['GET /api/auth/providers'] = () => ({
      status: 200,
      body: { email: true, github: { enabled: false, error: authMessages.githubNotConfigured } },
    });
    openSettings();
    const connect = section('Connected accounts').getByRole('button', { name: 'Connect GitHub' });
    await waitFor(() => expect(connect).toBeDisabled());
    expect(connect).toHaveAccessibleDescription(authMessages.githubNotConfigured);
    expect(api.calls('GET /api/auth/github')).toHaveLength(0);
  });
});
