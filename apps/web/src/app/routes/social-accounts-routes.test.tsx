import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpApiServer } from '@test/api-server';
import { renderRoutes, signedInRoutes, slow } from '@test/render';
import {
  connectedSession,
  findPostCard,
  makePost,
  serveDashboard,
} from '@/features/posts/test/dashboard-kit';
import { serveSocialAccounts } from '@/features/social/test/social-accounts-kit';
import { DashboardRoute } from './dashboard-route';
import { SettingsRoute } from './settings-route';

const api = setUpApiServer();

beforeEach(() => {
  const state = serveDashboard(api, {
    // The settings page asks for the session again when it opens.
    'GET /api/auth/session': () => ({ status: 200, body: connectedSession() }),
    ...serveSocialAccounts().routes,
  });
  state.posts = [makePost(1, { content: 'Dark mode is live.' })];
});

describe('a Bluesky account connected in settings, on the dashboard', slow, () => {
  it('offers Post on Bluesky as soon as it is connected, and no more once it is disconnected', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoutes(
      [
        signedInRoutes([
          { path: '/dashboard', element: <DashboardRoute /> },
          { path: '/settings', element: <SettingsRoute /> },
        ]),
      ],
      { path: '/dashboard?tab=posts', session: connectedSession(), api: api.client },
    );
    // The dashboard read the accounts first: none yet.
    let card = await findPostCard('Dark mode is live.');
    expect(api.calls('GET /api/social/accounts')).toHaveLength(1);
    expect(card.queryByRole('button', { name: 'Post on Bluesky' })).not.toBeInTheDocument();

    await act(() => router.navigate('/settings'));
    const section = within(await screen.findByRole('region', { name: 'Bluesky and Mastodon' }));
    const form = within(await section.findByRole('form', { name: 'Connect Bluesky' }));
    await user.type(form.getByLabelText('Handle'), 'ada.bsky.social');
    await user.type(form.getByLabelText('App password'), 'abcd-efgh-ijkl-mnop');
    await user.click(form.getByRole('button', { name: 'Connect Bluesky' }));
    await section.findByText('Connected as ada.bsky.social on bsky.social');

    await act(() => router.navigate('/dashboard?tab=posts'));
    card = await findPostCard('Dark mode is live.');
    expect(await card.findByRole('button', { name: 'Post on Bluesky' })).toBeInTheDocument();

    await act(() => router.navigate('/settings'));
    await user.click(await screen.findByRole('button', { name: 'Disconnect Bluesky' }));
    await screen.findByRole('form', { name: 'Connect Bluesky' });
    await act(() => router.navigate('/dashboard?tab=posts'));
    card = await findPostCard('Dark mode is live.');
    expect(card.queryByRole('button', { name: 'Post on Bluesky' })).not.toBeInTheDocument();
  });
});
