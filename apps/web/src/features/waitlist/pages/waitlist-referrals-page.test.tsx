import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { waitlistMessages, type WaitlistReferrals } from '@shiplog/contract';
import { apiError, setUpApiServer } from '@test/api-server';
import { renderRoutes } from '@test/render';
import { WaitlistReferralsPage } from './waitlist-referrals-page';

const api = setUpApiServer();
const REFERRALS = 'GET /api/waitlist/referrals';
const maya: WaitlistReferrals = {
  first_name: 'Maya',
  referral_link: 'http://localhost:3000/?ref=abc123def456',
  confirmed: true,
  joined_count: 2,
  confirmed_count: 1,
  friends: [
    { email: 'carla@example.com', status: 'joined' },
    { email: 'dan@example.com', status: 'invited' },
  ],
};
beforeEach(() => api.reset({ [REFERRALS]: () => ({ status: 200, body: maya }) }));

const open = (search: string) =>
  renderRoutes([{ path: '/waitlist/referrals', element: <WaitlistReferralsPage /> }], {
    path: `/waitlist/referrals${search}`,
    api: api.client,
  });

describe('/waitlist/referrals', () => {
  it('shows who joined through the link and what became of each friend named, by the mailed token', async () => {
    open('?token=entry.mac');
    expect(
      await screen.findByRole('heading', { level: 1, name: waitlistMessages.referralsTitle }),
    ).toBeInTheDocument();
    expect(api.calls(REFERRALS)[0]?.query.get('token')).toBe('entry.mac');
    expect(screen.getByText(/^Hi Maya!/)).toBeInTheDocument();
    const joined = screen.getByRole('region', { name: 'Joined through your link' });
    expect([...joined.querySelectorAll('dl > div')].map((d) => d.textContent)).toEqual([
      'Joined2',
      'Confirmed1',
    ]);
    const friends = within(screen.getByRole('list', { name: 'Friends you named' })).getAllByRole('listitem');
    expect(friends.map((f) => f.textContent)).toEqual(['carla@example.comJoined', 'dan@example.comInvited']);
    expect(screen.getByLabelText('Your referral link')).toHaveValue(maya.referral_link);
    expect(screen.queryByText('Your address is not confirmed yet')).toBeNull();
  });

  it('says what to do before confirming, and when nobody joined yet', async () => {
    api.routes[REFERRALS] = () => ({
      status: 200,
      body: {
        ...maya,
        confirmed: false,
        joined_count: 0,
        confirmed_count: 0,
        friends: [{ email: 'dan@example.com', status: 'waiting_for_confirmation' }],
      },
    });
    open('?token=entry.mac');
    expect(await screen.findByText('Your address is not confirmed yet')).toBeInTheDocument();
    expect(screen.getByText(/Nobody has joined through your link yet/)).toBeInTheDocument();
    expect(screen.getByText('Invited once you confirm')).toBeInTheDocument();
  });

  it('says a link that is missing or unknown cannot be used', async () => {
    api.routes[REFERRALS] = () => apiError(404, 'NOT_FOUND', waitlistMessages.referralsLinkInvalid);
    open('?token=forged');
    expect(await screen.findByRole('heading', { name: 'This link cannot be used' })).toBeInTheDocument();
    expect(screen.getByText(waitlistMessages.referralsLinkInvalid)).toBeInTheDocument();
  });
});
