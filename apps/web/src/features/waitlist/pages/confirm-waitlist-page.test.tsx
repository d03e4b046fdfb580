import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { waitlistMessages } from '@shiplog/contract';
import { apiError, setUpApiServer } from '@test/api-server';
import { renderRoutes } from '@test/render';
import { ConfirmWaitlistPage } from './confirm-waitlist-page';

const api = setUpApiServer();
beforeEach(() => api.reset());

const open = (search: string) =>
  renderRoutes([{ path: '/waitlist/confirm', element: <ConfirmWaitlistPage /> }], {
    path: `/waitlist/confirm${search}`,
    api: api.client,
    strict: true,
  });

describe('/waitlist/confirm', () => {
  it('confirms once, says the friends are invited now, and offers a free account', async () => {
    api.routes['POST /api/waitlist/confirm'] = () => ({ status: 200, body: { newly_confirmed: true } });
    open('?token=abc');
    expect(await screen.findByRole('heading', { name: waitlistMessages.confirmedTitle })).toBeInTheDocument();
    expect(screen.getByText(waitlistMessages.friendsInvited)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your free account' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(api.calls('POST /api/waitlist/confirm')).toHaveLength(1);
    expect(api.calls('POST /api/waitlist/confirm')[0]?.body).toEqual({ token: 'abc' });
  });

  it('says it was confirmed before without claiming new invitations', async () => {
    api.routes['POST /api/waitlist/confirm'] = () => ({ status: 200, body: { newly_confirmed: false } });
    open('?token=abc');
    expect(await screen.findByText(waitlistMessages.confirmed)).toBeInTheDocument();
    expect(screen.queryByText(waitlistMessages.friendsInvited)).not.toBeInTheDocument();
  });

  it('says a link that is missing or unknown cannot be used', async () => {
    api.routes['POST /api/waitlist/confirm'] = () =>
      apiError(404, 'NOT_FOUND', waitlistMessages.confirmLinkInvalid);
    open('?token=nope');
    expect(await screen.findByRole('heading', { name: 'This link cannot be used' })).toBeInTheDocument();
    expect(screen.getByText(waitlistMessages.confirmLinkInvalid)).toBeInTheDocument();
  });
});
