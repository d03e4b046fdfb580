import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DEFAULT_AUTO_UPDATE_SETTINGS,
  type AutoUpdateSettings,
  type RepoCommit,
  type Update,
  type WebhookConfig,
} from '@shiplog/contract';
import type { ApiServer, Route } from '../../../../test/api-server';
import { renderWithRouter } from '../../../../test/render';
import { GithubIntegrationSection } from './github-integration-section';

export const WEBHOOK = '/api/projects/p1/webhook';
export const AUTO_UPDATES = '/api/projects/p1/auto-updates';
export const COMMITS = 'GET /api/repos/ada/acme-cli/commits';
export const GENERATE = 'POST /api/projects/p1/updates/generate';

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

/** An update as POST updates/generate answers it. */
export function makeUpdate(overrides: Partial<Update> = {}): Update {
  return {
    id: 'u1',
    project_id: 'p1',
    type: 'commit',
    title: 'Dark theme everywhere',
    content: 'Every screen follows the system theme now.',
    image_url: null,
    commit_hash: 'a1b2c3d4e5f6a7b8c9d0',
    commit_message: 'feat: add a dark theme',
    published_at: '2025-03-04T10:00:00.000Z',
    created_at: '2025-03-04T10:00:00.000Z',
    updated_at: '2025-03-04T10:00:00.000Z',
    is_pinned: false,
    is_major_update: false,
    labels: [],
    views: 0,
    likes: 0,
    comments: 0,
    ...overrides,
  };
}

export function makeCommit(sha: string, message: string): RepoCommit {
  return {
    sha,
    commit: { message, author: { name: 'Ada Lovelace', date: '2025-03-02T10:00:00.000Z' } },
    author: { login: 'ada' },
  };
}

/** The three reads of the section, answered as given (null: no webhook yet). */
export function sectionRoutes(state: {
  webhook: WebhookConfig | null;
  settings: AutoUpdateSettings;
  commits: RepoCommit[];
}): Record<string, Route> {
  return {
    [`GET ${WEBHOOK}`]: () => ({ status: 200, body: state.webhook }),
    [`GET ${AUTO_UPDATES}`]: () => ({ status: 200, body: state.settings }),
    [COMMITS]: () => ({ status: 200, body: state.commits }),
  };
}

export const defaultState = () => ({
  webhook: null as WebhookConfig | null,
  settings: { ...DEFAULT_AUTO_UPDATE_SETTINGS } as AutoUpdateSettings,
  commits: [
    makeCommit(
      'a1b2c3d4e5f6a7b8c9d0',
      'feat: add a dark theme to every screen of the app, including settings\n\nBody',
    ),
    makeCommit('0f9e8d7c6b5a4f3e2d1c', 'fix: crash on start'),
  ],
});

export function openSection(api: ApiServer, advanceTimers?: (ms: number) => void) {
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : { delay: null });
  const view = renderWithRouter(<GithubIntegrationSection projectId="p1" repositoryName="ada/acme-cli" />, {
    api: api.client,
  });
  const section = within(screen.getByRole('region', { name: 'GitHub Integration' }));
  return { ...view, user, section };
}
