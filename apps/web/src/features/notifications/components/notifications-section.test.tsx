import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { notificationSettingsMessages } from '@shiplog/contract';
import { apiError, setUpApiServer } from '@test/api-server';
import { renderRoutes } from '@test/render';
import { NotificationsSection } from './notifications-section';

const api = setUpApiServer();

let saved = { comment_mails: true };
beforeEach(() => {
  saved = { comment_mails: true };
  api.reset({
    'GET /api/account/notifications': () => ({ status: 200, body: saved }),
    'PUT /api/account/notifications': (req) => {
      saved = req.body as typeof saved;
      return { status: 200, body: saved };
    },
  });
});

const open = () =>
  renderRoutes([{ path: '/settings', element: <NotificationsSection /> }], {
    path: '/settings',
    api: api.client,
  });
const section = () => within(screen.getByRole('region', { name: 'Notifications' }));

describe('Notifications settings', () => {
  it('shows a placeholder while loading, then the switch with its label and description', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    api.routes['GET /api/account/notifications'] = async () => {
      await gate;
      return { status: 200, body: { comment_mails: true } };
    };
    open();
    expect(section().getByTestId('notifications-loading')).toBeInTheDocument();
    expect(section().queryByRole('switch')).not.toBeInTheDocument();
    release();
    const toggle = await section().findByRole('switch', { name: 'Comments on my updates' });
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription(/someone comments on an update of one of your projects/);
  });

  it('switches comment mails off and on with the keyboard, saving each change', async () => {
    const user = userEvent.setup();
    open();
    const toggle = await section().findByRole('switch', { name: 'Comments on my updates' });
    toggle.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(toggle).not.toBeChecked());
    await waitFor(() => expect(api.calls('PUT /api/account/notifications')).toHaveLength(1));
    expect(api.calls('PUT /api/account/notifications')[0]!.body).toEqual({ comment_mails: false });
    expect(await screen.findByText('Comment mails turned off')).toBeInTheDocument();

    await waitFor(() => expect(toggle).not.toHaveAttribute('aria-busy'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.calls('PUT /api/account/notifications')).toHaveLength(2));
    expect(api.calls('PUT /api/account/notifications')[1]!.body).toEqual({ comment_mails: true });
    await waitFor(() => expect(toggle).toBeChecked());
    expect(toggle).toHaveFocus();
  });

  it('goes back and says so when saving fails', async () => {
    const user = userEvent.setup();
    api.routes['PUT /api/account/notifications'] = () => apiError(500, 'INTERNAL', 'Something broke');
    open();
    const toggle = await section().findByRole('switch', { name: 'Comments on my updates' });
    await user.click(toggle);
    expect(await section().findByRole('alert')).toHaveTextContent(notificationSettingsMessages.saveFailed);
    expect(toggle).toBeChecked();
  });

  it('offers to try again when the settings cannot be loaded', async () => {
    const user = userEvent.setup();
    api.routes['GET /api/account/notifications'] = () => apiError(503, 'UNAVAILABLE', 'Down');
    open();
    expect(await section().findByRole('alert')).toHaveTextContent(notificationSettingsMessages.loadFailed);
    api.routes['GET /api/account/notifications'] = () => ({ status: 200, body: { comment_mails: false } });
    await user.click(section().getByRole('button', { name: 'Try again' }));
    expect(await section().findByRole('switch', { name: 'Comments on my updates' })).not.toBeChecked();
  });
});
