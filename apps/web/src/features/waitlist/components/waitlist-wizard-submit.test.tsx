import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { waitlistMessages } from '@shiplog/contract';
import { apiError } from '@test/api-server';
import { currentStep, openWizard, passStep1, passStep2, setUpWizardTests, wizard } from '../test/wizard-kit';

const api = setUpWizardTests();

const buttons = () =>
  wizard()
    .getAllByRole('button')
    .map((b) => b.getAttribute('aria-label') ?? b.textContent);

describe('the waitlist wizard: joining and its outcomes', () => {
  it('sends every field in snake_case with null for the empty ones, then shows Success!', async () => {
    sessionStorage.setItem('shiplog.waitlist.ref', 'friendcode123');
    const { user } = await openWizard(api);
    await user.type(wizard().getByLabelText('First Name'), 'Ada');
    await user.type(wizard().getByLabelText('Email'), 'ada@example.com');
    await user.type(wizard().getByLabelText('Website'), 'ada.example.com{Enter}');
    await user.click(wizard().getByRole('radio', { name: 'Advanced' }));
    await user.type(wizard().getByLabelText('How did you hear about us'), 'A friend');
    await user.click(wizard().getByRole('button', { name: 'Next' }));

    expect(wizard().getByText('3/3')).toBeInTheDocument();
    const friends = [1, 2, 3, 4, 5].map((n) => wizard().getByLabelText(`Friend ${n} email`));
    for (const input of friends) expect(input).toHaveAttribute('type', 'email');
    expect(friends[0]).toHaveFocus();
    expect(buttons()).toEqual(['Cancel', 'Previous', 'Join Waitlist', 'Close']);
    await user.type(friends[0]!, 'grace@example.com');
    await user.type(friends[2]!, 'linus@example.com{Enter}');

    expect(await screen.findByRole('dialog', { name: waitlistMessages.successTitle })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Join the Waitlist' })).not.toBeInTheDocument();
    expect(api.calls('POST /api/waitlist')[0]!.body).toEqual({
      first_name: 'Ada',
      email: 'ada@example.com',
      x_handle: null,
      experience_level: 'Advanced',
      current_projects: null,
      referral_source: 'A friend',
      goal_with_shiplog: null,
      website: 'https://ada.example.com',
      friend_email_1: 'grace@example.com',
      friend_email_2: null,
      friend_email_3: 'linus@example.com',
      friend_email_4: null,
      friend_email_5: null,
      ref: 'friendcode123',
    });
    const success = within(screen.getByRole('dialog', { name: waitlistMessages.successTitle }));
    expect(success.getByText(waitlistMessages.successBody)).toBeInTheDocument();
    // Friends are invited only once the address is confirmed: the dialog says so.
    expect(
      success.getByText(waitlistMessages.confirmNotice('ada@example.com'), { exact: false }),
    ).toBeInTheDocument();
    expect(success.getByText(waitlistMessages.confirmNoticeFriends, { exact: false })).toBeInTheDocument();
    expect(success.getByLabelText('Your referral link')).toHaveValue(
      'http://localhost:3000/?ref=abc123def456',
    );
    const gotIt = success.getByRole('button', { name: waitlistMessages.gotIt });
    expect(gotIt).toHaveFocus();
    await user.click(gotIt);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open wizard' })).toHaveFocus());
  });

  it("welcomes back an address that is on the list already, with 'Got it'", async () => {
    api.routes['POST /api/waitlist'] = () => ({ status: 200, body: { success: true, alreadyExists: true } });
    const { user } = await openWizard(api);
    await passStep1(user);
    await passStep2(user);
    await user.click(wizard().getByRole('button', { name: 'Join Waitlist' }));
    const back = within(await screen.findByRole('dialog', { name: waitlistMessages.welcomeBackTitle }));
    expect(back.getByText(waitlistMessages.welcomeBackBody)).toBeInTheDocument();
    expect(back.queryByLabelText('Your referral link')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open wizard' })).toHaveFocus();
  });

  it('keeps the wizard open with everything typed when the submit fails, and logs the failure', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    api.routes['POST /api/waitlist'] = () => apiError(500, 'INTERNAL', 'Something went wrong on our side.');
    const { user } = await openWizard(api);
    await passStep1(user);
    await passStep2(user);
    await user.type(wizard().getByLabelText('Friend 1 email'), 'grace@example.com');
    await user.click(wizard().getByRole('button', { name: 'Join Waitlist' }));

    expect(await wizard().findByRole('alert')).toHaveTextContent(waitlistMessages.submitFailed);
    expect(wizard().getByRole('alert')).not.toHaveTextContent('Something went wrong on our side.');
    expect(log).toHaveBeenCalledWith('Joining the waitlist failed', expect.anything());
    expect(currentStep()).toBe(3);
    expect(wizard().getByLabelText('Friend 1 email')).toHaveValue('grace@example.com');
    await user.click(wizard().getByRole('button', { name: 'Previous' }));
    await user.click(wizard().getByRole('button', { name: 'Previous' }));
    expect(wizard().getByLabelText('Email')).toHaveValue('ada@example.com');

    api.routes['POST /api/waitlist'] = () => ({
      status: 201,
      body: { success: true, alreadyExists: false, referral_link: 'http://localhost:3000/?ref=zzz999yyy888' },
    });
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    await user.click(wizard().getByRole('button', { name: 'Join Waitlist' }));
    expect(await screen.findByRole('dialog', { name: waitlistMessages.successTitle })).toBeInTheDocument();
    expect(api.calls('POST /api/waitlist')).toHaveLength(2);
  });

  it('adds the server’s reason to the alert when it refused the request (e.g. too many tries)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    api.routes['POST /api/waitlist'] = () =>
      apiError(429, 'RATE_LIMITED', 'Too many requests. Please try again in 42 seconds.');
    const { user } = await openWizard(api);
    await passStep1(user);
    await passStep2(user);
    await user.click(wizard().getByRole('button', { name: 'Join Waitlist' }));
    const alert = await wizard().findByRole('alert');
    expect(alert).toHaveTextContent(waitlistMessages.submitFailed);
    expect(alert).toHaveTextContent('Too many requests. Please try again in 42 seconds.');
  });
});
