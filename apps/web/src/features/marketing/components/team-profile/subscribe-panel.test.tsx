import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { PRODUCT_CHANGELOG_IDS } from '@shiplog/contract';
import { apiError, setUpApiServer } from '@test/api-server';
import { renderWithRouter, slow } from '@test/render';
import { SubscribePanel } from './subscribe-panel';

const api = setUpApiServer();
const SUBSCRIBE = `POST /api/projects/${PRODUCT_CHANGELOG_IDS.projectId}/subscribe`;
const UNSUBSCRIBE = `POST /api/projects/${PRODUCT_CHANGELOG_IDS.projectId}/unsubscribe`;
const TOKEN = 'subscription-token-123';

let release: () => void = () => {};
beforeEach(() => {
  api.reset({
    [SUBSCRIBE]: async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return {
        status: 200,
        body: { success: true, status: 'pending_confirmation', message: 'Check your inbox.', token: TOKEN },
      };
    },
    [UNSUBSCRIBE]: () => ({ status: 200, body: { success: true, status: 'unsubscribed', message: 'Done.' } }),
  });
});

const open = () => renderWithRouter(<SubscribePanel />, { api: api.client });
const emailInput = () => screen.getByLabelText('Email address');

describe("SubscribePanel, Shiplog's own changelog", slow, () => {
  it('starts idle with a required email field', () => {
    open();
    expect(screen.getByRole('heading', { name: 'Stay Updated' })).toBeInTheDocument();
    expect(emailInput()).toHaveAttribute('type', 'email');
    expect(emailInput()).toBeRequired();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each(['', '   ', 'ada', 'ada@example', '@example.com', 'ada@ example.com'])(
    "refuses '%s' with 'Please enter a valid email address' and asks nothing",
    async (value) => {
      const user = userEvent.setup();
      open();
      if (value) await user.type(emailInput(), value);
      await user.click(screen.getByRole('button', { name: 'Subscribe' }));
      expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
      expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
      expect(api.calls(SUBSCRIBE)).toHaveLength(0);
    },
  );

  it("subscribes for real: 'Subscribing...' while the server answers, then the confirmation note", async () => {
    const user = userEvent.setup();
    open();
    await user.type(emailInput(), ' ada@example.com ');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Thanks for subscribing!')).toHaveFocus();
    expect(api.calls(SUBSCRIBE)[0]!.body).toEqual({ email: 'ada@example.com' });
    expect(screen.getByText(/We sent a confirmation link to/)).toHaveTextContent('ada@example.com');
  });

  it("unsubscribes with this page's token and returns to an empty form", async () => {
    const user = userEvent.setup();
    open();
    await user.type(emailInput(), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(api.calls(SUBSCRIBE)).toHaveLength(1));
    release();
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    await waitFor(() => expect(emailInput()).toHaveValue(''));
    expect(api.calls(UNSUBSCRIBE)[0]!.body).toEqual({ email: 'ada@example.com', token: TOKEN });
    expect(emailInput()).toHaveFocus();
  });

  it("says 'Failed to join waitlist. Please try again.' when the server refuses, and keeps the address", async () => {
    api.routes[SUBSCRIBE] = () => apiError(503, 'SERVICE_UNAVAILABLE', 'Down');
    const user = userEvent.setup();
    open();
    await user.type(emailInput(), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to join waitlist. Please try again.');
    expect(emailInput()).toHaveValue('ada@example.com');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });
});
