import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { socialMessages, type SocialAccount } from '@shiplog/contract';
import { apiError, setUpApiServer } from '@test/api-server';
import { renderWithRouter } from '@test/render';
import { socialAccountMessages } from '../lib/messages';
import { serveSocialAccounts } from '../test/social-accounts-kit';
import { SocialAccountsSection } from './social-accounts-section';

const api = setUpApiServer();
let store: ReturnType<typeof serveSocialAccounts>['store'];
afterEach(() => {
  toast.dismiss();
});
beforeEach(() => {
  const served = serveSocialAccounts();
  store = served.store;
  api.reset(served.routes);
});

describe('Bluesky and Mastodon accounts in settings', { timeout: 20_000 }, () => {
  it('connects Bluesky with a handle and an app password, then disconnects it', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithRouter(<SocialAccountsSection />, { api: api.client });
    const section = within(screen.getByRole('region', { name: 'Bluesky and Mastodon' }));
    const form = within(await section.findByRole('form', { name: 'Connect Bluesky' }));
    expect(section.getByRole('form', { name: 'Connect Mastodon' })).toBeInTheDocument();
    await user.type(form.getByLabelText('Handle'), 'juno.bsky.social');
    const secret = form.getByLabelText('App password');
    expect(secret).toHaveAttribute('type', 'password');
    expect(secret).toHaveAccessibleDescription(/App passwords\. Shiplog keeps it encrypted/);
    await user.type(secret, 'abcd-efgh-ijkl-mnop');
    // The owner can check what they pasted before sending it.
    await user.click(form.getByRole('button', { name: 'Show password' }));
    expect(secret).toHaveAttribute('type', 'text');
    expect(secret).toHaveValue('abcd-efgh-ijkl-mnop');
    await user.click(form.getByRole('button', { name: 'Connect Bluesky' }));
    expect(await section.findByText('Connected as juno.bsky.social on bsky.social')).toBeInTheDocument();
    expect(api.calls('PUT /api/social/accounts/bluesky')[0]?.body).toEqual({
      identifier: 'juno.bsky.social',
      secret: 'abcd-efgh-ijkl-mnop',
    });
    await user.click(section.getByRole('button', { name: 'Disconnect Bluesky' }));
    const again = within(await section.findByRole('form', { name: 'Connect Bluesky' }));
    expect(await screen.findByText(socialAccountMessages.disconnected('Bluesky'))).toBeInTheDocument();
    // The button that had the focus is gone: the form in its place takes it.
    await waitFor(() => expect(again.getByLabelText('Handle')).toHaveFocus());
  });

  it('connects Mastodon with its server and an access token', async () => {
    api.routes['PUT /api/social/accounts/mastodon'] = (req) => {
      const account = {
        network: 'mastodon' as const,
        service: `https://${(req.body as { service: string }).service}`,
        identifier: '',
        connected_at: '2026-01-01T00:00:00.000Z',
      };
      store.accounts = [account];
      return { status: 200, body: account };
    };
    const user = userEvent.setup({ delay: null });
    renderWithRouter(<SocialAccountsSection />, { api: api.client });
    const section = within(screen.getByRole('region', { name: 'Bluesky and Mastodon' }));
    const form = within(await section.findByRole('form', { name: 'Connect Mastodon' }));
    await user.type(form.getByLabelText('Server'), '  fosstodon.org ');
    await user.type(form.getByLabelText('Access token'), 'token-from-preferences');
    await user.click(form.getByRole('button', { name: 'Connect Mastodon' }));
    expect(await section.findByText('Connected on fosstodon.org')).toBeInTheDocument();
    expect(api.calls('PUT /api/social/accounts/mastodon').map((r) => r.body)).toEqual([
      { service: 'fosstodon.org', secret: 'token-from-preferences' },
    ]);
  });

  it("says why connecting failed: the server's reason under the product's words", async () => {
    api.routes['PUT /api/social/accounts/mastodon'] = () =>
      apiError(400, 'BAD_REQUEST', socialMessages.instanceRefused);
    const user = userEvent.setup({ delay: null });
    renderWithRouter(<SocialAccountsSection />, { api: api.client });
    const section = within(screen.getByRole('region', { name: 'Bluesky and Mastodon' }));
    const form = within(await section.findByRole('form', { name: 'Connect Mastodon' }));
    await user.type(form.getByLabelText('Server'), 'intranet.local');
    await user.type(form.getByLabelText('Access token'), 'token');
    await user.click(form.getByRole('button', { name: 'Connect Mastodon' }));
    const alert = await form.findByRole('alert');
    expect(alert).toHaveTextContent(socialAccountMessages.connectFailed('Mastodon'));
    expect(alert).toHaveTextContent(socialMessages.instanceRefused);

    // A failure the server does not explain: the product's words alone.
    api.routes['PUT /api/social/accounts/mastodon'] = () =>
      apiError(500, 'INTERNAL', 'Internal server error');
    await user.click(form.getByRole('button', { name: 'Connect Mastodon' }));
    await waitFor(() => expect(api.calls('PUT /api/social/accounts/mastodon')).toHaveLength(2));
    await waitFor(() =>
      expect(form.getByRole('alert')).not.toHaveTextContent(socialMessages.instanceRefused),
    );
    expect(form.getByRole('alert')).toHaveTextContent(socialAccountMessages.connectFailed('Mastodon'));
    expect(form.getByRole('alert')).not.toHaveTextContent('Internal');
    expect(section.queryByText(/^Connected/)).not.toBeInTheDocument();
  });

  it('says why a disconnect failed and keeps the account', async () => {
    store.accounts = [
      {
        network: 'mastodon',
        service: 'https://fosstodon.org',
        identifier: '',
        connected_at: '2026-01-01T00:00:00.000Z',
      },
    ];
    api.routes['DELETE /api/social/accounts/mastodon'] = () =>
      apiError(500, 'INTERNAL', 'Internal server error');
    const user = userEvent.setup({ delay: null });
    renderWithRouter(<SocialAccountsSection />, { api: api.client });
    const section = within(screen.getByRole('region', { name: 'Bluesky and Mastodon' }));
    await user.click(await section.findByRole('button', { name: 'Disconnect Mastodon' }));
    expect(await screen.findByText(socialAccountMessages.disconnectFailed('Mastodon'))).toBeInTheDocument();
    expect(section.getByText('Connected on fosstodon.org')).toBeInTheDocument();

    // A refusal the server explains is shown in its words.
    api.routes['DELETE /api/social/accounts/mastodon'] = () =>
      apiError(429, 'RATE_LIMITED', 'Too many requests. Try again in a minute.');
    await user.click(section.getByRole('button', { name: 'Disconnect Mastodon' }));
    expect(await screen.findByText('Too many requests. Try again in a minute.')).toBeInTheDocument();
  });

  it('shows a placeholder while the accounts load, and no form before it knows', async () => {
    let answer: (reply: { status: number; body: SocialAccount[] }) => void = () => {};
    api.routes['GET /api/social/accounts'] = () => new Promise((resolve) => (answer = resolve));
    renderWithRouter(<SocialAccountsSection />, { api: api.client });
    const section = within(screen.getByRole('region', { name: 'Bluesky and Mastodon' }));
    expect(section.getByRole('status', { name: socialAccountMessages.loading })).toBeInTheDocument();
    expect(section.queryByRole('form')).not.toBeInTheDocument();
    await waitFor(() => expect(api.calls('GET /api/social/accounts')).toHaveLength(1));
    answer({ status: 200, body: [] });
    expect(await section.findByRole('form', { name: 'Connect Bluesky' })).toBeInTheDocument();
    expect(section.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says so when the accounts fail to load, and loads them again on Try again', async () => {
    api.routes['GET /api/social/accounts'] = () => apiError(500, 'INTERNAL', 'Internal server error');
    const user = userEvent.setup({ delay: null });
    renderWithRouter(<SocialAccountsSection />, { api: api.client });
    const section = within(screen.getByRole('region', { name: 'Bluesky and Mastodon' }));
    const alert = await section.findByRole('alert');
    expect(alert).toHaveTextContent(socialAccountMessages.loadFailed);
    expect(alert).not.toHaveTextContent('Internal');
    expect(section.queryByRole('form')).not.toBeInTheDocument();
    api.routes['GET /api/social/accounts'] = () => ({ status: 200, body: store.accounts });
    await user.click(section.getByRole('button', { name: 'Try again' }));
    expect(await section.findByRole('form', { name: 'Connect Mastodon' })).toBeInTheDocument();
    expect(section.queryByRole('alert')).not.toBeInTheDocument();
  });
});
