import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DEFAULT_AUTO_UPDATE_SETTINGS,
  type AutoUpdateSettings,
  type RepoCommit,
  type Update,
  type WebhookConfig,
} from '@shiplog/contract';
import { beforeEach } from 'vitest';
import { setUpApiServer, type Route, type ApiServer } from '@test/api-server';
import { makeRepoCommit, makeCommitUpdate } from '@test/fixtures';
import { renderWithRouter } from '@test/render';
import { GithubIntegrationSection } from '../github-integration-section';

const WEBHOOK = '/api/projects/p1/webhook';
const AUTO_UPDATES = '/api/projects/p1/auto-updates';
export const COMMITS = 'GET /api/github/commits/ada/acme-cli';
export const GENERATE = 'POST /api/projects/p1/updates/generate';

/** An update as POST updates/generate answers it. */
export function makeGeneratedUpdate(overrides: Partial<Update> = {}): Update {
  return makeCommitUpdate({
    title: 'Dark theme everywhere',
    content: 'Every screen follows the system theme now.',
    commit_hash: 'a1b2c3d4e5f6a7b8c9d0',
    commit_message: 'feat: add a dark theme',
    ...overrides,
  });
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
    makeRepoCommit(
      'a1b2c3d4e5f6a7b8c9d0',
      'feat: add a dark theme to every screen of the app, including settings\n\nBody',
    ),
    makeRepoCommit('0f9e8d7c6b5a4f3e2d1c', 'fix: crash on start'),
  ],
});

/**
 * A local API for the test file, answering the section's reads from `state`; before each test
 * `state` starts again from `defaultState()` and the routes are reset to `sectionRoutes(state)`.
 */
export function serveGithubIntegration() {
  const api = setUpApiServer();
  const state = defaultState();
  beforeEach(() => {
    Object.assign(state, defaultState());
    api.reset(sectionRoutes(state));
  });
  return { api, state };
}

export function openGithubIntegration(api: ApiServer, advanceTimers?: (ms: number) => void) {
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : { delay: null });
  const view = renderWithRouter(
    <GithubIntegrationSection project={{ id: 'p1', slug: 'acme-cli', repository_name: 'ada/acme-cli' }} />,
    {
      api: api.client,
    },
  );
  const section = within(screen.getByRole('region', { name: 'GitHub Integration' }));
  return { ...view, user, section };
}
