import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { waitlistMessages } from '@shiplog/contract';
import { currentStep, openWizard, passStep1, passStep2, setUpWizardTests, wizard } from '../test/wizard-kit';

const api = setUpWizardTests();

const buttons = () =>
  wizard()
    .getAllByRole('button')
    .map((b) => b.getAttribute('aria-label') ?? b.textContent);

describe('the waitlist wizard: its three steps', () => {
  it('starts on step 1/3 with First Name, Email, X Handle and Website', async () => {
    await openWizard(api);
    expect(wizard().getByText('1/3')).toBeInTheDocument();
    const progress = wizard().getByRole('progressbar', { name: 'Waitlist progress' });
    expect(progress).toHaveAttribute('aria-valuenow', '1');
    expect(progress).toHaveAttribute('aria-valuemax', '3');
    expect(progress).toHaveAttribute('aria-valuetext', 'Step 1 of 3: Personal');
    expect(wizard().getByLabelText('First Name')).toBeRequired();
    expect(wizard().getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(wizard().getByLabelText('Email')).toBeRequired();
    expect(wizard().getByLabelText('X Handle')).not.toBeRequired();
    expect(wizard().getByLabelText('Website')).toHaveAttribute('type', 'url');
    expect(buttons()).toEqual(['Cancel', 'Next', 'Close']);
  });

  it('does not leave step 1 without first name and email, and says so', async () => {
    const { user } = await openWizard(api);
    await user.click(wizard().getByRole('button', { name: 'Next' }));
    expect(wizard().getByRole('alert')).toHaveTextContent(waitlistMessages.requiredFields);
    expect(currentStep()).toBe(1);
    expect(wizard().getByLabelText('First Name')).toHaveFocus();

    await user.type(wizard().getByLabelText('First Name'), 'Ada');
    expect(wizard().queryByRole('alert')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(wizard().getByRole('alert')).toHaveTextContent(waitlistMessages.requiredFields);
    expect(wizard().getByLabelText('Email')).toHaveFocus();
    expect(currentStep()).toBe(1);

    await user.type(wizard().getByLabelText('First Name'), '   ');
    await user.clear(wizard().getByLabelText('First Name'));
    await user.type(wizard().getByLabelText('First Name'), '   ');
    await user.type(wizard().getByLabelText('Email'), 'ada@example.com{Enter}');
    expect(wizard().getByRole('alert')).toHaveTextContent(waitlistMessages.requiredFields);
    expect(api.requests).toHaveLength(0);
  });

  it('checks the email, website and X handle before step 2', async () => {
    const { user } = await openWizard(api);
    await user.type(wizard().getByLabelText('First Name'), 'Ada');
    await user.type(wizard().getByLabelText('Email'), 'ada@example');
    await user.type(wizard().getByLabelText('X Handle'), 'not a handle');
    await user.type(wizard().getByLabelText('Website'), 'ada example{Enter}');
    expect(currentStep()).toBe(1);
    expect(wizard().getByLabelText('Email')).toHaveAccessibleDescription(waitlistMessages.invalidEmail);
    expect(wizard().getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(wizard().getByLabelText('Email')).toHaveFocus();
    expect(wizard().getByLabelText('X Handle')).toHaveAccessibleDescription(waitlistMessages.invalidXHandle);
    expect(wizard().getByLabelText('Website')).toHaveAccessibleDescription(waitlistMessages.invalidWebsite);

    await user.clear(wizard().getByLabelText('Email'));
    await user.type(wizard().getByLabelText('Email'), 'ada@example.com');
    await user.clear(wizard().getByLabelText('X Handle'));
    await user.type(wizard().getByLabelText('X Handle'), '@ada_l');
    await user.clear(wizard().getByLabelText('Website'));
    // A website without its scheme is taken (stored with https://).
    await user.type(wizard().getByLabelText('Website'), 'carla.studio{Enter}');
    expect(currentStep()).toBe(2);
  });

  it('needs an experience level on step 2, goes back with Previous keeping what was typed', async () => {
    const { user } = await openWizard(api);
    await passStep1(user);
    expect(wizard().getByText('2/3')).toBeInTheDocument();
    expect(wizard().getByRole('radio', { name: 'Beginner' })).toHaveFocus();
    expect(wizard().getByRole('group', { name: 'Experience Level' })).toBeInTheDocument();
    for (const label of ['Current Projects', 'How did you hear about us', 'Goal'])
      expect(wizard().getByLabelText(label)).toBeInTheDocument();
    expect(buttons()).toEqual(['Cancel', 'Previous', 'Next', 'Close']);

    await user.click(wizard().getByRole('button', { name: 'Next' }));
    expect(currentStep()).toBe(2);
    expect(wizard().getByText(waitlistMessages.experienceRequired)).toBeInTheDocument();

    await user.click(wizard().getByRole('radio', { name: 'Intermediate' }));
    expect(wizard().queryByText(waitlistMessages.experienceRequired)).not.toBeInTheDocument();
    await user.type(wizard().getByLabelText('Goal'), 'Ship weekly');
    await user.click(wizard().getByRole('button', { name: 'Previous' }));
    expect(currentStep()).toBe(1);
    expect(wizard().getByLabelText('First Name')).toHaveValue('Ada');
    expect(wizard().getByLabelText('First Name')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(wizard().getByRole('radio', { name: 'Intermediate' })).toBeChecked();
    expect(wizard().getByRole('radio', { name: 'Intermediate' })).toHaveFocus();
    expect(wizard().getByLabelText('Goal')).toHaveValue('Ship weekly');
  });

  it('checks friend addresses before sending', async () => {
    const { user } = await openWizard(api);
    await passStep1(user);
    await passStep2(user);
    await user.type(wizard().getByLabelText('Friend 2 email'), 'not-an-email{Enter}');
    expect(wizard().getByLabelText('Friend 2 email')).toHaveAccessibleDescription(
      waitlistMessages.invalidFriendEmail,
    );
    expect(wizard().getByLabelText('Friend 2 email')).toHaveFocus();
    expect(api.calls('POST /api/waitlist')).toHaveLength(0);
  });

  it('closes on Cancel and on Escape, starting blank the next time', async () => {
    const { user } = await openWizard(api);
    await user.type(wizard().getByLabelText('First Name'), 'Ada');
    await user.click(wizard().getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open wizard' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Open wizard' }));
    expect(await screen.findByLabelText('First Name')).toHaveValue('');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requests).toHaveLength(0);
  });
});
