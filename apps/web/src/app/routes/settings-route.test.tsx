import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpApiServer } from '@test/api-server';
import { makeSession, renderRoutes } from '@test/render';
import { ProtectedRoute } from '../protected-route';
import { SettingsRoute } from './settings-route';

const api = setUpApiServer();
beforeEach(() =>
  api.reset({
    'GET /api/auth/providers': () => ({ status: 200, body: { email: true, github: { enabled: true } } }),
    'GET /api/account/notifications': () => ({ status: 200, body: { comment_mails: true } }),
    'GET /api/account/tokens': () => ({ status: 200, body: [] }),
    // The settings page asks for the session again when it opens.
    'GET /api/auth/session': () => ({ status: 200, body: makeSession() }),
  }),
);

describe('/settings with the notifications and API token features composed in', () => {
  it("shows 'Bluesky and Mastodon', 'Notifications' and 'API tokens' between the connected accounts and the danger zone", async () => {
    renderRoutes(
      [{ element: <ProtectedRoute />, children: [{ path: '/settings', element: <SettingsRoute /> }] }],
      { path: '/settings', session: makeSession(), api: api.client },
    );
    const notifications = within(screen.getByRole('region', { name: 'Notifications' }));
    expect(await notifications.findByRole('switch')).toHaveAttribute('aria-checked', 'true');
    const tokens = within(screen.getByRole('region', { name: 'API tokens' }));
    expect(await tokens.findByRole('button', { name: 'Create token' })).toBeInTheDocument();
    const order = screen
      .getAllByRole('region')
      .map((region) => region.getAttribute('id'))
      .filter(Boolean);
    expect(order).toEqual([
      'profile',
      'public-profile',
      'password',
      'connections',
      'social-accounts',
      'notifications',
      'api-tokens',
      'image-storage',
      'danger-zone',
    ]);
  });
});
