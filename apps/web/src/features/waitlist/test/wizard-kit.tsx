import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { setUpApiServer, type ApiServer } from '@test/api-server';
import { renderWithRouter } from '@test/render';
import { WaitlistDialogs } from '../components/waitlist-dialogs';

/** The wizard behind a button, as the app opens it (open state held here instead of the URL). */
function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open wizard
      </button>
      <WaitlistDialogs open={open} onOpenChange={setOpen} />
    </>
  );
}

export const wizard = () => within(screen.getByRole('dialog', { name: 'Join the Waitlist' }));

/** The step shown, from the progress bar: 1, 2 or 3. */
export const currentStep = () => Number(wizard().getByRole('progressbar').getAttribute('aria-valuenow'));

export async function openWizard(api: ApiServer, path = '/') {
  const user = userEvent.setup();
  const view = renderWithRouter(<Harness />, { api: api.client, path });
  await user.click(screen.getByRole('button', { name: 'Open wizard' }));
  await screen.findByRole('dialog', { name: 'Join the Waitlist' });
  expect(wizard().getByLabelText('First Name')).toHaveFocus();
  return { user, ...view };
}

/** Fills step 1 and moves on with Enter, as a keyboard user would. */
export async function passStep1(user: ReturnType<typeof userEvent.setup>, email = 'ada@example.com') {
  await user.type(wizard().getByLabelText('First Name'), 'Ada');
  await user.type(wizard().getByLabelText('Email'), `${email}{Enter}`);
  expect(currentStep()).toBe(2);
}

/** Chooses the level on step 2 and moves on. */
export async function passStep2(user: ReturnType<typeof userEvent.setup>) {
  await user.click(wizard().getByRole('radio', { name: 'Advanced' }));
  await user.click(wizard().getByRole('button', { name: 'Next' }));
  expect(currentStep()).toBe(3);
}

/**
 * Registers the hooks of a wizard test file: an API server whose `POST /api/waitlist` accepts a
 * new entry (a test may replace the route), an empty sessionStorage, and restored mocks.
 */
export function setUpWizardTests(): ApiServer {
  const api = setUpApiServer();
  beforeEach(() => {
    sessionStorage.clear();
    api.reset({
      'POST /api/waitlist': () => ({
        status: 201,
        body: {
          success: true,
          alreadyExists: false,
          referral_link: 'http://localhost:3000/?ref=abc123def456',
        },
      }),
    });
  });
  afterEach(() => vi.restoreAllMocks());
  return api;
}
