import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { subscriberMessages } from '@shiplog/contract';
import { apiError, setUpApiServer, type Reply } from '@test/api-server';
import { renderRoutes } from '@test/render';
import { ConfirmSubscriptionPage } from './confirm-subscription-page';

const api = setUpApiServer();
beforeEach(() => {
  api.reset();
  sessionStorage.clear();
});

const CONFIRM = 'POST /api/subscriptions/confirm';
const TOKEN = 'confirm-token-0123456789';
const confirmed: Reply = {
  status: 200,
  body: {
    confirmed: true,
    project: { id: 'p 1', name: 'Acme CLI', slug: null },
    manage_token: 'sub-1.mac/+=',
  },
};

function open(path = `/subscriptions/confirm?token=${TOKEN}`, strict = true) {
  return renderRoutes(
    [
      { path: '/subscriptions/confirm', element: <ConfirmSubscriptionPage /> },
      { path: '/subscriptions/manage', element: <h1>Manage page</h1> },
      { path: '/projects/:projectId', element: <h1>Project page</h1> },
      { path: '/', element: <h1>Home</h1> },
    ],
    { path, api: api.client, strict },
  );
}

const h1 = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });

describe('/subscriptions/confirm', () => {
  it('confirms once (even in strict mode), then links to the project and to the preferences', async () => {
    let answer: (() => void) | undefined;
    api.routes[CONFIRM] = () => new Promise((resolve) => (answer = () => resolve(confirmed)));
    const { router } = open();
    expect(screen.getByRole('status', { name: 'Confirming your subscription' })).toBeInTheDocument();
    await expect.poll(() => answer).toBeDefined();
    answer?.();
    await h1("You're subscribed to Acme CLI");
    expect(screen.getByText(new RegExp(subscriberMessages.confirmed))).toBeInTheDocument();
    expect(api.calls(CONFIRM)).toHaveLength(1);
    expect(api.calls(CONFIRM)[0]?.body).toEqual({ token: TOKEN });
    expect(screen.getByRole('link', { name: /View Acme CLI/ })).toHaveAttribute('href', '/projects/p%201');
    const manage = screen.getByRole('link', { name: 'Manage preferences' });
    expect(manage).toHaveAttribute('href', '/subscriptions/manage?token=sub-1.mac%2F%2B%3D');
    await userEvent.setup().click(manage);
    await h1('Manage page');
    expect(router.state.location.search).toBe('?token=sub-1.mac%2F%2B%3D');
  });

  it('still shows the confirmation when the tab reloads the used link', async () => {
    api.routes[CONFIRM] = () => confirmed;
    const first = open();
    await h1("You're subscribed to Acme CLI");
    first.unmount();
    api.routes[CONFIRM] = () => apiError(400, 'BAD_REQUEST', subscriberMessages.confirmLinkInvalid);
    open();
    await h1("You're subscribed to Acme CLI");
    expect(screen.getByRole('link', { name: 'Manage preferences' })).toBeInTheDocument();
    expect(api.calls(CONFIRM)).toHaveLength(1);
  });

  it.each([400, 404])(
    'says the link is invalid or expired when the API answers %i, with a way home',
    async (status) => {
      api.routes[CONFIRM] = () => apiError(status, 'BAD_REQUEST', subscriberMessages.confirmLinkInvalid);
      open();
      await h1('This link cannot be used');
      expect(screen.getByText(subscriberMessages.confirmLinkInvalid)).toBeInTheDocument();
      await userEvent.setup().click(screen.getByRole('link', { name: 'Back to Home' }));
      await h1('Home');
    },
  );

  it('says the link is invalid without asking the server when there is no token', async () => {
    open('/subscriptions/confirm');
    await h1('This link cannot be used');
    expect(screen.getByText(subscriberMessages.confirmLinkInvalid)).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('offers to try again when the server fails, and confirms on the retry', async () => {
    api.routes[CONFIRM] = () => apiError(503, 'SERVICE_UNAVAILABLE', 'down');
    open();
    await h1('We could not confirm your subscription');
    api.routes[CONFIRM] = () => confirmed;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await h1("You're subscribed to Acme CLI");
    expect(api.calls(CONFIRM)).toHaveLength(2);
  });

  it('says to wait when rate limited', async () => {
    api.routes[CONFIRM] = () => apiError(429, 'RATE_LIMITED', 'slow down');
    open();
    await h1('We could not confirm your subscription');
    expect(screen.getByText(subscriberMessages.rateLimited)).toBeInTheDocument();
  });
});
