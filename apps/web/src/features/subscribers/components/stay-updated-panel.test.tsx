import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { subscriberMessages } from '@shiplog/contract';
import { apiError, setUpApiServer, type Reply } from '@test/api-server';
import { renderWithRouter } from '@test/render';
import { StayUpdatedPanel } from './stay-updated-panel';

/** Typing through user-event is slow on a busy machine; these tests interact a lot. */
const slow = { timeout: 20_000 };

const api = setUpApiServer();
beforeEach(() => {
  api.reset();
  sessionStorage.clear();
});

const SUBSCRIBE = 'POST /api/projects/p1/subscribe';
const UNSUBSCRIBE = 'POST /api/projects/p1/unsubscribe';
const subscribed: Reply = {
  status: 200,
  body: {
    success: true,
    status: 'pending_confirmation',
    message: subscriberMessages.checkInbox,
    token: 'request-token-0123456789',
  },
};
const unsubscribed = (status: 'unsubscribed' | 'link_sent'): Reply => ({
  status: 200,
  body: { success: true, status, message: 'ignored' },
});

function openPanel() {
  const user = userEvent.setup({ delay: null });
  const view = renderWithRouter(<StayUpdatedPanel projectId="p1" projectName="Acme CLI" />, {
    api: api.client,
  });
  const panel = within(screen.getByRole('region', { name: 'Stay Updated' }));
  const email = () => panel.getByLabelText('Email address');
  const submit = () => user.click(panel.getByRole('button', { name: 'Subscribe' }));
  return { ...view, user, panel, email, submit };
}

async function subscribeAs(address = 'Ada@Example.com') {
  api.routes[SUBSCRIBE] = () => subscribed;
  const opened = openPanel();
  await opened.user.type(opened.email(), address);
  await opened.submit();
  await opened.panel.findByText(subscriberMessages.checkInbox);
  return opened;
}

describe('Stay Updated panel: the form', slow, () => {
  it('offers a required email field and the default choices: all updates, each at once, instant comments', () => {
    const { panel, email } = openPanel();
    expect(email()).toHaveAttribute('type', 'email');
    expect(email()).toBeRequired();
    const updates = panel.getByLabelText('Updates');
    expect(updates).toHaveValue('all');
    expect([...updates.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'All updates',
      'Major updates only',
    ]);
    const mails = panel.getByLabelText('Update mails');
    expect(mails).toHaveValue('instant');
    expect([...mails.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Instant',
      'Weekly digest',
      'Monthly digest',
    ]);
    const comments = panel.getByLabelText('Comment notifications');
    expect(comments).toHaveValue('instant');
    expect([...comments.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Instant',
      'Daily digest',
      'Weekly digest',
    ]);
  });

  it('refuses an address without the x@y.z shape and sends nothing', async () => {
    const { user, panel, email, submit } = openPanel();
    await submit();
    expect(await panel.findByRole('alert')).toHaveTextContent(subscriberMessages.invalidEmail);
    await user.type(email(), 'ada@example');
    expect(panel.queryByRole('alert')).not.toBeInTheDocument();
    await submit();
    expect(await panel.findByRole('alert')).toHaveTextContent(subscriberMessages.invalidEmail);
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveAccessibleDescription(subscriberMessages.invalidEmail);
    expect(api.requests).toHaveLength(0);
  });

  it("sends the chosen preferences, shows 'Subscribing...', then the check-your-inbox message", async () => {
    let answer: (() => void) | undefined;
    api.routes[SUBSCRIBE] = () => new Promise((resolve) => (answer = () => resolve(subscribed)));
    const { user, panel, email, submit } = openPanel();
    await user.type(email(), ' Ada@Example.com ');
    await user.selectOptions(panel.getByLabelText('Updates'), 'Major updates only');
    await user.selectOptions(panel.getByLabelText('Update mails'), 'Monthly digest');
    await user.selectOptions(panel.getByLabelText('Comment notifications'), 'Weekly digest');
    await submit();
    expect(panel.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    await expect.poll(() => answer).toBeDefined();
    answer?.();
    const status = await panel.findByText(subscriberMessages.checkInbox);
    expect(status.closest('[role="status"]')).toHaveFocus();
    expect(panel.getByText('ada@example.com')).toBeInTheDocument();
    expect(panel.getByText(/works once, for 7 days/)).toBeInTheDocument();
    expect(panel.queryByLabelText('Email address')).not.toBeInTheDocument();
    expect(api.calls(SUBSCRIBE)[0]?.body).toEqual({
      email: 'ada@example.com',
      notification_preference: 'major',
      comment_frequency: 'weekly',
      update_frequency: 'monthly',
    });
  });

  it("says 'Failed to subscribe. Please try again.' when the call fails, and keeps the address", async () => {
    api.routes[SUBSCRIBE] = () => apiError(500, 'INTERNAL', 'boom');
    const { user, panel, email, submit } = openPanel();
    await user.type(email(), 'ada@example.com');
    await submit();
    expect(await panel.findByRole('alert')).toHaveTextContent(subscriberMessages.subscribeFailed);
    expect(email()).toHaveValue('ada@example.com');
    expect(email()).not.toHaveAttribute('aria-invalid');
  });

  it('says to wait when the server answers 429', async () => {
    api.routes[SUBSCRIBE] = () => apiError(429, 'RATE_LIMITED', 'Too many requests');
    const { user, panel, email, submit } = openPanel();
    await user.type(email(), 'ada@example.com');
    await submit();
    expect(await panel.findByRole('alert')).toHaveTextContent(subscriberMessages.rateLimited);
  });
});

describe('Stay Updated panel: Unsubscribe', slow, () => {
  it('undoes the request with its token, then shows the form again with the email cleared', async () => {
    api.routes[UNSUBSCRIBE] = () => unsubscribed('unsubscribed');
    const { user, panel } = await subscribeAs();
    await user.click(panel.getByRole('button', { name: 'Unsubscribe' }));
    const email = await panel.findByLabelText('Email address');
    expect(email).toHaveValue('');
    expect(email).toHaveFocus();
    expect(panel.getByRole('status')).toHaveTextContent(subscriberMessages.unsubscribed);
    expect(api.calls(UNSUBSCRIBE)[0]?.body).toEqual({
      email: 'ada@example.com',
      token: 'request-token-0123456789',
    });
    expect(sessionStorage.length).toBe(0);
  });

  it('says a link was mailed when the token no longer undoes it (already confirmed)', async () => {
    api.routes[UNSUBSCRIBE] = () => unsubscribed('link_sent');
    const { user, panel } = await subscribeAs();
    await user.click(panel.getByRole('button', { name: 'Unsubscribe' }));
    expect(await panel.findByLabelText('Email address')).toHaveValue('');
    expect(panel.getByRole('status')).toHaveTextContent(subscriberMessages.unsubscribeLinkSent);
  });

  it("says 'Failed to unsubscribe. Please try again.' and keeps offering Unsubscribe", async () => {
    api.routes[UNSUBSCRIBE] = () => apiError(500, 'INTERNAL', 'boom');
    const { user, panel } = await subscribeAs();
    await user.click(panel.getByRole('button', { name: 'Unsubscribe' }));
    expect(await panel.findByRole('alert')).toHaveTextContent(subscriberMessages.unsubscribeFailed);
    expect(panel.getByRole('button', { name: 'Unsubscribe' })).toBeEnabled();
    expect(panel.getByText(subscriberMessages.checkInbox)).toBeInTheDocument();
  });

  it('says to wait when unsubscribing is rate limited', async () => {
    api.routes[UNSUBSCRIBE] = () => apiError(429, 'RATE_LIMITED', 'Too many requests');
    const { user, panel } = await subscribeAs();
    await user.click(panel.getByRole('button', { name: 'Unsubscribe' }));
    expect(await panel.findByRole('alert')).toHaveTextContent(subscriberMessages.rateLimited);
  });

  it('still offers Unsubscribe after a reload of the page (same tab, same project only)', async () => {
    api.routes[UNSUBSCRIBE] = () => unsubscribed('unsubscribed');
    const first = await subscribeAs();
    first.unmount();
    const second = openPanel();
    expect(second.panel.getByText(subscriberMessages.checkInbox)).toBeInTheDocument();
    await second.user.click(second.panel.getByRole('button', { name: 'Unsubscribe' }));
    await second.panel.findByLabelText('Email address');
    expect(api.calls(UNSUBSCRIBE)[0]?.body).toMatchObject({ token: 'request-token-0123456789' });
    second.unmount();

    // Another project's request does not show here.
    sessionStorage.setItem('shiplog:subscription:p2', JSON.stringify({ email: 'x@y.z', token: 't' }));
    const third = openPanel();
    expect(third.email()).toHaveValue('');
  });
});
