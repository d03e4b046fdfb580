import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { subscriberMessages } from '@shiplog/contract';
import { apiError, setUpApiServer } from '@test/api-server';
import { renderRoutes } from '@test/render';
import type { Subscription } from '../api/get-subscription';
import { ManageSubscriptionPage } from './manage-subscription-page';

const slow = { timeout: 20_000 };

const api = setUpApiServer();

const TOKEN = 'sub-1.mac/+=';
const PATH = `/api/subscriptions/${encodeURIComponent(TOKEN)}`;
let subscription: Subscription;
beforeEach(() => {
  subscription = {
    project: { id: 'p1', name: 'Acme CLI', slug: 'acme-cli' },
    email: 'ada@example.com',
    notification_preference: 'all',
    comment_frequency: 'instant',
    update_frequency: 'instant',
    confirmed: true,
    source: 'subscribe',
    unsubscribed: false,
  };
  api.reset({ [`GET ${PATH}`]: () => ({ status: 200, body: subscription }) });
});

function open(path = `/subscriptions/manage?token=${encodeURIComponent(TOKEN)}`) {
  const user = userEvent.setup({ delay: null });
  const view = renderRoutes(
    [
      { path: '/subscriptions/manage', element: <ManageSubscriptionPage /> },
      { path: '/p/:slug', element: <h1>Project page</h1> },
      { path: '/', element: <h1>Home</h1> },
    ],
    { path, api: api.client },
  );
  return { ...view, user };
}

const h1 = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });
/** A choice in one group: 'Update mails' and 'Comment notifications' both offer 'Weekly digest'. */
const radio = (name: string, group = 'Comment notifications') =>
  within(screen.getByRole('group', { name: group })).getByRole('radio', { name });

describe('/subscriptions/manage', slow, () => {
  it('loads the subscription with the token and shows its project, address and choices', async () => {
    open();
    expect(screen.getByRole('status', { name: 'Loading your preferences' })).toBeInTheDocument();
    await h1('Subscription preferences');
    expect(screen.getByRole('link', { name: 'Acme CLI' })).toHaveAttribute('href', '/p/acme-cli');
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText('Confirmed')).toBeInTheDocument();
    const updates = within(screen.getByRole('group', { name: 'Updates' }));
    expect(updates.getByRole('radio', { name: 'All updates' })).toBeChecked();
    expect(updates.getByRole('radio', { name: 'Major updates only' })).toHaveAccessibleDescription(
      'Releases and updates marked as major.',
    );
    const comments = within(screen.getByRole('group', { name: 'Comment notifications' }));
    expect(comments.getByRole('radio', { name: 'Instant' })).toBeChecked();
    expect(comments.getAllByRole('radio')).toHaveLength(3);
    const mails = within(screen.getByRole('group', { name: 'Update mails' }));
    expect(mails.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
      'instant',
      'weekly',
      'monthly',
    ]);
    expect(mails.getByRole('radio', { name: 'Instant' })).toBeChecked();
    expect(mails.getByRole('radio', { name: 'Weekly digest' })).toHaveAccessibleDescription(
      'One mail a week, the biggest updates first.',
    );
    expect(screen.getByRole('button', { name: 'Save preferences' })).toBeDisabled();
  });

  it('switches updates to a monthly digest, and shows it chosen when the page comes back', async () => {
    api.routes[`PUT ${PATH}`] = (req) => ({
      status: 200,
      body: { success: true, message: subscriberMessages.preferencesSaved, ...(req.body as object) },
    });
    const { user } = open();
    await h1('Subscription preferences');
    await user.click(radio('Monthly digest', 'Update mails'));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText(subscriberMessages.preferencesSaved)).toBeInTheDocument();
    expect(api.calls(`PUT ${PATH}`)[0]?.body).toEqual({
      notification_preference: 'all',
      comment_frequency: 'instant',
      update_frequency: 'monthly',
    });
    expect(radio('Monthly digest', 'Update mails')).toBeChecked();
    expect(screen.getByRole('button', { name: 'Save preferences' })).toBeDisabled();
  });

  it('shows a weekly digest chosen before', async () => {
    subscription.update_frequency = 'weekly';
    open();
    await h1('Subscription preferences');
    expect(radio('Weekly digest', 'Update mails')).toBeChecked();
    expect(radio('Instant')).toBeChecked();
  });

  it("saves both choices and says 'Your preferences are saved.'", async () => {
    api.routes[`PUT ${PATH}`] = (req) => ({
      status: 200,
      body: { success: true, message: subscriberMessages.preferencesSaved, ...(req.body as object) },
    });
    const { user } = open();
    await h1('Subscription preferences');
    await user.click(radio('Major updates only', 'Updates'));
    await user.click(radio('Daily digest'));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText(subscriberMessages.preferencesSaved)).toBeInTheDocument();
    expect(api.calls(`PUT ${PATH}`)[0]?.body).toEqual({
      notification_preference: 'major',
      comment_frequency: 'daily',
      update_frequency: 'instant',
    });
    expect(screen.getByRole('button', { name: 'Save preferences' })).toBeDisabled();
    await user.click(radio('Weekly digest'));
    expect(screen.queryByText(subscriberMessages.preferencesSaved)).not.toBeInTheDocument();
  });

  it('says saving failed and keeps the choice', async () => {
    api.routes[`PUT ${PATH}`] = () => apiError(500, 'INTERNAL', 'boom');
    const { user } = open();
    await h1('Subscription preferences');
    await user.click(radio('Weekly digest'));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to save your preferences. Please try again.',
    );
    expect(radio('Weekly digest')).toBeChecked();
  });

  it('unsubscribes with one click and says so', async () => {
    api.routes[`DELETE ${PATH}`] = () => ({ status: 200, body: { success: true } });
    const { user } = open();
    await h1('Subscription preferences');
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    await h1(subscriberMessages.unsubscribedFrom('Acme CLI'));
    expect(screen.getByText(new RegExp(subscriberMessages.unsubscribed))).toBeInTheDocument();
    expect(api.calls(`DELETE ${PATH}`)).toHaveLength(1);
    await user.click(screen.getByRole('link', { name: /Back to Acme CLI/ }));
    await h1('Project page');
  });

  it('says a link already used to unsubscribe is unsubscribed, and subscribes again in one click', async () => {
    subscription = { ...subscription, confirmed: false, unsubscribed: true };
    api.routes[`POST ${PATH}/resubscribe`] = () => ({
      status: 200,
      body: { ...subscription, confirmed: true, unsubscribed: false },
    });
    const { user } = open();
    await h1(subscriberMessages.unsubscribedFrom('Acme CLI'));
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Subscribe again' }));
    await h1('Subscription preferences');
    expect(screen.getByText('Confirmed')).toBeInTheDocument();
    expect(api.calls(`POST ${PATH}/resubscribe`)).toHaveLength(1);
  });

  it('says when subscribing again fails, and stays', async () => {
    subscription = { ...subscription, confirmed: false, unsubscribed: true };
    api.routes[`POST ${PATH}/resubscribe`] = () => apiError(500, 'INTERNAL', 'boom');
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Subscribe again' }));
    expect(await screen.findByText(subscriberMessages.resubscribeFailed)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      subscriberMessages.unsubscribedFrom('Acme CLI'),
    );
  });

  it("says 'Failed to unsubscribe. Please try again.' when unsubscribing fails", async () => {
    api.routes[`DELETE ${PATH}`] = () => apiError(500, 'INTERNAL', 'boom');
    const { user } = open();
    await h1('Subscription preferences');
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(subscriberMessages.unsubscribeFailed);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Subscription preferences');
  });

  it("lets a waitlist entry leave, with 'Failed to leave the waitlist. Please try again.' on failure", async () => {
    subscription = { ...subscription, source: 'waitlist', confirmed: false };
    api.routes[`DELETE ${PATH}`] = () => apiError(503, 'SERVICE_UNAVAILABLE', 'down');
    const { user } = open();
    await h1('Subscription preferences');
    expect(screen.getByText('Pending confirmation')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Leave the waitlist' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(subscriberMessages.leaveFailed);
    api.routes[`DELETE ${PATH}`] = () => ({ status: 204 });
    await user.click(screen.getByRole('button', { name: 'Leave the waitlist' }));
    await h1('You left the waitlist');
  });

  it.each([404, 403])('says the link is no longer valid when the API answers %i', async (status) => {
    api.routes[`GET ${PATH}`] = () => apiError(status, 'NOT_FOUND', subscriberMessages.manageLinkInvalid);
    open();
    await h1('This link cannot be used');
    expect(screen.getByText(subscriberMessages.manageLinkInvalid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('says the link is not valid without asking the server when there is no token', async () => {
    open('/subscriptions/manage?token=');
    await h1('This link cannot be used');
    expect(api.requests).toHaveLength(0);
  });

  it('offers to try again when loading fails', async () => {
    api.routes[`GET ${PATH}`] = () => apiError(500, 'INTERNAL', 'boom');
    const { user } = open();
    await h1('We could not load your preferences');
    api.routes[`GET ${PATH}`] = () => ({ status: 200, body: subscription });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await h1('Subscription preferences');
  });
});
