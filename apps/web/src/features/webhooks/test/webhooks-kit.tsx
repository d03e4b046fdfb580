import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WebhookConfig } from '@shiplog/contract';
import { beforeEach } from 'vitest';
import { SettingsSection } from '@/components/ui/settings-section';
import { setUpApiServer, type ApiServer } from '@test/api-server';
import { renderWithRouter } from '@test/render';
import { WebhookPanel } from '../components/webhook-panel';

export const WEBHOOK = '/api/projects/p1/webhook';

export function makeWebhook(overrides: Partial<WebhookConfig> = {}): WebhookConfig {
  return {
    repository_name: 'ada/acme-cli',
    active: true,
    events: ['push', 'pull_request', 'release'],
    url: 'https://shiplog.example.com/api/webhooks/github',
    reachable: true,
    created_at: '2025-03-01T10:00:00.000Z',
    last_delivery: null,
    ...overrides,
  };
}

/**
 * A local API for the test file answering GET webhook with `state.webhook` (null: none yet); before
 * each test the state and the routes start again.
 */
export function serveWebhook() {
  const api = setUpApiServer();
  const state = { webhook: null as WebhookConfig | null };
  beforeEach(() => {
    state.webhook = null;
    api.reset({ [`GET ${WEBHOOK}`]: () => ({ status: 200, body: state.webhook }) });
  });
  return { api, state };
}

/** The webhook of project p1 (repository ada/acme-cli) in its 'GitHub Integration' settings section. */
export function openWebhookPanel(api: ApiServer) {
  const user = userEvent.setup({ delay: null });
  const view = renderWithRouter(
    <SettingsSection id="github" title="GitHub Integration" description="Webhook">
      <WebhookPanel projectId="p1" repositoryName="ada/acme-cli" />
    </SettingsSection>,
    { api: api.client },
  );
  const section = within(screen.getByRole('region', { name: 'GitHub Integration' }));
  return { ...view, user, section };
}
