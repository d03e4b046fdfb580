import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { WebhookEndpoint } from '@shiplog/contract';
import { apiError, setUpApiServer } from '@test/api-server';
import { renderWithRouter } from '@test/render';
import { makeDelivery, makeEndpoint } from '../test/webhook-fixtures';
import { OutboundWebhooksSection } from './outbound-webhooks-section';

const BASE = '/api/projects/p1/webhook-endpoints';
const SECRET = 'whsec_c2VjcmV0IHNlY3JldCBzZWNyZXQgc2VjcmV0IDMyYg==';
const slow = { timeout: 20_000 };

const api = setUpApiServer();
let stored: WebhookEndpoint[];
beforeEach(() => {
  stored = [];
  api.reset({
    [`GET ${BASE}`]: () => ({ status: 200, body: { endpoints: stored } }),
    [`POST ${BASE}`]: (req) => {
      const body = req.body as { kind: WebhookEndpoint['kind']; url: string };
      const created = makeEndpoint({ id: `e${stored.length + 1}`, kind: body.kind, url: body.url });
      stored.push(created);
      return { status: 201, body: { ...created, secret: body.kind === 'webhook' ? SECRET : null } };
    },
  });
});

function openSection() {
  const user = userEvent.setup({ delay: null });
  renderWithRouter(<OutboundWebhooksSection projectId="p1" />, { api: api.client });
  return { user, section: within(screen.getByRole('region', { name: 'Webhooks & channels' })) };
}

describe('Webhooks & channels', slow, () => {
  it('says there are none, then adds a webhook and shows its secret once', async () => {
    const { user, section } = openSection();
    expect(section.getByRole('status', { name: 'Loading webhooks and channels' })).toBeInTheDocument();
    expect(await section.findByText(/No webhooks or channels yet/)).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'Add endpoint or channel' }));
    await user.type(section.getByLabelText('Endpoint URL'), 'https://ci.example.com/hooks/shiplog');
    await user.click(section.getByRole('checkbox', { name: /Comment posted/ }));
    await user.click(section.getByRole('button', { name: 'Add' }));
    expect(await section.findByLabelText('Signing secret')).toHaveTextContent(SECRET);
    expect(api.calls(`POST ${BASE}`)[0]?.body).toEqual({
      kind: 'webhook',
      url: 'https://ci.example.com/hooks/shiplog',
      description: '',
      events: ['update.published', 'comment.created'],
    });
    expect(await section.findByRole('heading', { name: 'Webhook' })).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'I have saved it' }));
    expect(section.queryByLabelText('Signing secret')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(section.getByRole('button', { name: 'Add endpoint or channel' })).toHaveFocus(),
    );
  });

  it('adds a Slack channel for major updates, and shows the server’s refusal in the form', async () => {
    api.routes[`POST ${BASE}`] = () =>
      apiError(
        422,
        'UNPROCESSABLE',
        'Paste a Slack incoming-webhook URL (https://hooks.slack.com/services/…).',
      );
    const { user, section } = openSection();
    await user.click(await section.findByRole('button', { name: 'Add endpoint or channel' }));
    await user.click(section.getByRole('radio', { name: 'Slack' }));
    await user.type(section.getByLabelText('Webhook URL'), 'https://example.com/nope');
    await user.click(section.getByRole('radio', { name: 'Major updates only' }));
    await user.click(section.getByRole('button', { name: 'Add' }));
    expect(await section.findByRole('alert')).toHaveTextContent('Paste a Slack incoming-webhook URL');
    expect(api.calls(`POST ${BASE}`)[0]?.body).toMatchObject({ kind: 'slack', updates: 'major' });
  });

  it('shows the delivery log with answer, time and error, and redelivers', async () => {
    stored = [makeEndpoint({ last_delivery: { status: 'failed', at: '2026-11-20T10:05:00.000Z' } })];
    api.routes[`GET ${BASE}/e1/deliveries`] = () => ({
      status: 200,
      body: {
        deliveries: [
          makeDelivery({ id: 'd2', status: 'failed', response_status: 500, last_error: 'HTTP 500: boom' }),
          makeDelivery(),
        ],
      },
    });
    api.routes[`POST ${BASE}/e1/deliveries/d2/redeliver`] = () => ({
      status: 202,
      body: makeDelivery({ id: 'd3', status: 'pending', attempts: 0 }),
    });
    const { user, section } = openSection();
    expect(await section.findByText('Last delivery failed')).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'Delivery log' }));
    const log = within(await section.findByRole('list', { name: 'Deliveries' }));
    expect(log.getAllByRole('listitem')).toHaveLength(2);
    expect(log.getByText('Last error: HTTP 500: boom')).toBeInTheDocument();
    expect(log.getAllByText(/HTTP 200 in 87 ms · 2 tries/)).toHaveLength(1);
    await user.click(log.getAllByRole('button', { name: /^Redeliver/ })[0]!);
    await waitFor(() => expect(api.calls(`POST ${BASE}/e1/deliveries/d2/redeliver`)).toHaveLength(1));
  });

  it('brings the card’s last delivery in line with what its log reads', async () => {
    // The list was read while the delivery was under way; the log, opened later, has its outcome.
    stored = [makeEndpoint({ last_delivery: { status: 'pending', at: '2026-11-20T10:05:00.000Z' } })];
    const { user, section } = openSection();
    expect(await section.findByText('Last delivery under way')).toBeInTheDocument();
    // The delivery finishes once the list has been read (no log may be read before: a log still
    // polling from an earlier test would otherwise finish it first).
    api.routes[`GET ${BASE}/e1/deliveries`] = () => {
      stored = [makeEndpoint({ last_delivery: { status: 'succeeded', at: '2026-11-20T10:05:00.000Z' } })];
      return { status: 200, body: { deliveries: [makeDelivery({ attempts: 1 })] } };
    };
    await user.click(section.getByRole('button', { name: 'Delivery log' }));
    expect(await section.findByText('Delivered')).toBeInTheDocument();
    // At once, not at the list's next look (it looks again every few seconds while one is pending).
    expect(await section.findByText('Last delivery succeeded', {}, { timeout: 1_500 })).toBeInTheDocument();
    expect(section.queryByText('Last delivery under way')).not.toBeInTheDocument();
    expect(api.calls(`GET ${BASE}`)).toHaveLength(2);
  });

  it('shows a delivery recorded after the page was opened, once its log is read', async () => {
    stored = [makeEndpoint()];
    api.routes[`GET ${BASE}/e1/deliveries`] = () => {
      stored = [makeEndpoint({ last_delivery: { status: 'succeeded', at: '2026-11-20T10:05:00.000Z' } })];
      return { status: 200, body: { deliveries: [makeDelivery({ attempts: 1 })] } };
    };
    const { user, section } = openSection();
    await user.click(await section.findByRole('button', { name: 'Delivery log' }));
    expect(await section.findByText('Delivered')).toBeInTheDocument();
    expect(await section.findByText('Last delivery succeeded')).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    api.routes[`GET ${BASE}`] = () => apiError(500, 'INTERNAL', 'Something went wrong');
    const { section } = openSection();
    expect(
      await section.findByText('Failed to load webhooks and channels. Please try again.'),
    ).toBeInTheDocument();
    expect(section.getByRole('button', { name: /Try again/ })).toBeInTheDocument();
  });
});
