import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { waitlistMessages } from '@shiplog/contract';
import { apiError } from '@test/api-server';
import { openWizard, passStep2, setUpWizardTests, wizard } from '../test/wizard-kit';

const api = setUpWizardTests();
const INVITATION = 'GET /api/waitlist/invitation';

describe("the waitlist wizard opened from a friend's invitation", () => {
  it('says who invited her, fills her address in, and tells a new entrant to confirm it', async () => {
    api.routes[INVITATION] = () => ({
      status: 200,
      body: { inviter_name: 'Carla', email: 'maya@example.com' },
    });
    const { user } = await openWizard(api, '/?ref=abc123def456&waitlist=open&invite=signed.token');
    expect(await wizard().findByText(waitlistMessages.invitedBy('Carla'))).toBeInTheDocument();
    expect(wizard().getByLabelText('Email')).toHaveValue('maya@example.com');
    expect(api.calls(INVITATION)[0]?.query.get('token')).toBe('signed.token');

    await user.type(wizard().getByLabelText('First Name'), 'Maya{Enter}');
    await passStep2(user);
    await user.click(wizard().getByRole('button', { name: 'Join Waitlist' }));
    const success = within(await screen.findByRole('dialog', { name: waitlistMessages.successTitle }));
    expect(success.getByText(waitlistMessages.successBody)).toBeInTheDocument();
    expect(
      success.getByText(waitlistMessages.confirmNotice('maya@example.com'), { exact: false }),
    ).toBeInTheDocument();
    // She named no friends: nothing about invitations.
    expect(success.queryByText(waitlistMessages.confirmNoticeFriends, { exact: false })).toBeNull();
  });

  it('opens an empty wizard, as before, when the invitation cannot be read', async () => {
    api.routes[INVITATION] = () => apiError(404, 'NOT_FOUND', waitlistMessages.referralsLinkInvalid);
    await openWizard(api, '/?invite=forged');
    await expect.poll(() => api.calls(INVITATION).length).toBe(1);
    expect(wizard().getByLabelText('Email')).toHaveValue('');
    expect(wizard().queryByText(/invited you/)).toBeNull();
  });
});
