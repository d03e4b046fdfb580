import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { githubMessages, webhookMessages } from '@shiplog/contract';
import { apiError } from '@test/api-server';
import { slow } from '@test/render';
import { makeWebhook, openWebhookPanel, serveWebhook, WEBHOOK } from '../test/webhooks-kit';

const { api, state } = serveWebhook();

const panel = (section: ReturnType<typeof openWebhookPanel>['section']) =>
  within(section.getByRole('group', { name: 'Webhook' }));

describe('GitHub Integration: the webhook', slow, () => {
  it("explains the webhook and sets it up for the project's repository", async () => {
    api.routes[`POST ${WEBHOOK}`] = () => {
      state.webhook = makeWebhook();
      return { status: 201, body: state.webhook };
    };
    const { user, section } = openWebhookPanel(api);
    expect(section.getByRole('status', { name: 'Loading webhook' })).toBeInTheDocument();
    const webhook = panel(section);
    expect(await webhook.findByText('No webhook yet')).toBeInTheDocument();
    expect(webhook.getByText('ada/acme-cli')).toBeInTheDocument();
    await user.click(webhook.getByRole('button', { name: 'Set up webhook' }));
    expect(await webhook.findByText('Webhook on ada/acme-cli')).toBeInTheDocument();
    expect(api.calls(`POST ${WEBHOOK}`)[0]?.body).toEqual({ repository_name: 'ada/acme-cli' });
    expect(webhook.getByText('Active')).toBeInTheDocument();
    expect(webhook.getByText('https://shiplog.example.com/api/webhooks/github')).toBeInTheDocument();
    for (const event of ['push', 'pull_request', 'release'])
      expect(webhook.getByText(event)).toBeInTheDocument();
    expect(webhook.getByText('None yet')).toBeInTheDocument();
    expect(webhook.queryByText(webhookMessages.notReachable)).not.toBeInTheDocument();
  });

  it('shows the last delivery with its result and why', async () => {
    state.webhook = makeWebhook({
      active: false,
      last_delivery: {
        id: 'd1',
        event: 'push',
        received_at: new Date(Date.now() - 3 * 3600_000).toISOString(),
        result: 'skipped',
        detail: 'minor (docs only) is below the minimum medium',
        update_id: null,
      },
    });
    const { section } = openWebhookPanel(api);
    const webhook = panel(section);
    expect(await webhook.findByText('Inactive')).toBeInTheDocument();
    expect(webhook.getByText('Skipped')).toBeInTheDocument();
    expect(webhook.getByText('3 hours ago')).toBeInTheDocument();
    expect(webhook.getByText('minor (docs only) is below the minimum medium')).toBeInTheDocument();
  });

  it('says plainly when GitHub cannot reach this server', async () => {
    state.webhook = makeWebhook({ reachable: false, url: 'http://localhost:3000/api/webhooks/github' });
    const { section } = openWebhookPanel(api);
    expect(await panel(section).findByText(webhookMessages.notReachable)).toBeInTheDocument();
    expect(panel(section).getByText('http://localhost:3000/api/webhooks/github')).toBeInTheDocument();
  });

  it(`says '${webhookMessages.configureFailed}' when GitHub refuses`, async () => {
    api.routes[`POST ${WEBHOOK}`] = () => apiError(403, 'FORBIDDEN', webhookMessages.configureFailed);
    const { user, section } = openWebhookPanel(api);
    const webhook = panel(section);
    await user.click(await webhook.findByRole('button', { name: 'Set up webhook' }));
    expect(await webhook.findByRole('alert')).toHaveTextContent(webhookMessages.configureFailed);
    expect(webhook.getByRole('button', { name: 'Set up webhook' })).toBeEnabled();
  });

  it('offers to connect GitHub when the account has no GitHub connection', async () => {
    api.routes[`POST ${WEBHOOK}`] = () => apiError(403, 'FORBIDDEN', githubMessages.notConnectedDetail);
    const { user, section } = openWebhookPanel(api);
    const webhook = panel(section);
    await user.click(await webhook.findByRole('button', { name: 'Set up webhook' }));
    expect(await webhook.findByText(webhookMessages.githubNotConnected)).toBeInTheDocument();
    expect(webhook.getByRole('button', { name: 'Connect GitHub' })).toBeInTheDocument();
  });

  it(`repairs the webhook, and says '${webhookMessages.configureFailed}' when that fails`, async () => {
    state.webhook = makeWebhook({ active: false });
    let fail = true;
    api.routes[`POST ${WEBHOOK}`] = () => {
      if (fail) return apiError(404, 'NOT_FOUND', 'Not Found');
      state.webhook = makeWebhook();
      return { status: 200, body: state.webhook };
    };
    const { user, section } = openWebhookPanel(api);
    const webhook = panel(section);
    await user.click(await webhook.findByRole('button', { name: 'Repair webhook' }));
    expect(await webhook.findByRole('alert')).toHaveTextContent(webhookMessages.configureFailed);
    fail = false;
    await user.click(webhook.getByRole('button', { name: 'Repair webhook' }));
    expect(await webhook.findByText('Active')).toBeInTheDocument();
    expect(webhook.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.calls(`POST ${WEBHOOK}`)).toHaveLength(2);
  });

  it('removes the webhook after a confirm step, and keeps it when cancelled', async () => {
    state.webhook = makeWebhook();
    api.routes[`DELETE ${WEBHOOK}`] = () => {
      state.webhook = null;
      return { status: 204 };
    };
    const { user, section } = openWebhookPanel(api);
    const webhook = panel(section);
    await user.click(await webhook.findByRole('button', { name: 'Remove webhook' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Remove the webhook?' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls(`DELETE ${WEBHOOK}`)).toHaveLength(0);

    await user.click(webhook.getByRole('button', { name: 'Remove webhook' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Remove the webhook?' }));
    await user.click(dialog.getByRole('button', { name: 'Remove webhook' }));
    expect(await webhook.findByRole('button', { name: 'Set up webhook' })).toBeInTheDocument();
    expect(api.calls(`DELETE ${WEBHOOK}`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it(`says '${webhookMessages.removeFailed}' and keeps the dialog open when removing fails`, async () => {
    state.webhook = makeWebhook();
    api.routes[`DELETE ${WEBHOOK}`] = () => apiError(500, 'INTERNAL', 'boom');
    const { user, section } = openWebhookPanel(api);
    await user.click(await panel(section).findByRole('button', { name: 'Remove webhook' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove the webhook?' }));
    await user.click(dialog.getByRole('button', { name: 'Remove webhook' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(webhookMessages.removeFailed);
    expect(screen.getByRole('dialog', { name: 'Remove the webhook?' })).toBeInTheDocument();
  });

  it('shows an error with a working retry when the webhook does not load', async () => {
    api.routes[`GET ${WEBHOOK}`] = () => apiError(500, 'INTERNAL', 'boom');
    const { user, section } = openWebhookPanel(api);
    const webhook = panel(section);
    expect(await webhook.findByRole('alert')).toHaveTextContent(
      'Failed to load the webhook. Please try again.',
    );
    api.routes[`GET ${WEBHOOK}`] = () => ({ status: 200, body: null });
    await user.click(webhook.getByRole('button', { name: 'Try again' }));
    expect(await webhook.findByText('No webhook yet')).toBeInTheDocument();
  });
});
