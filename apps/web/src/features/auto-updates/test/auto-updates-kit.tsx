import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_AUTO_UPDATE_SETTINGS, type AutoUpdateSettings } from '@shiplog/contract';
import { beforeEach } from 'vitest';
import { SettingsSection } from '@/components/ui/settings-section';
import { setUpApiServer, type ApiServer } from '@test/api-server';
import { renderWithRouter } from '@test/render';
import { AutoUpdatePanel } from '../components/auto-update-form';

export const AUTO_UPDATES = '/api/projects/p1/auto-updates';

/**
 * A local API for the test file answering GET auto-updates with `state.settings` (the defaults to
 * start with); before each test the state and the routes start again.
 */
export function serveAutoUpdates() {
  const api = setUpApiServer();
  const state = { settings: { ...DEFAULT_AUTO_UPDATE_SETTINGS } as AutoUpdateSettings };
  beforeEach(() => {
    state.settings = { ...DEFAULT_AUTO_UPDATE_SETTINGS };
    api.reset({ [`GET ${AUTO_UPDATES}`]: () => ({ status: 200, body: state.settings }) });
  });
  return { api, state };
}

/** Project p1's automatic updates in its 'GitHub Integration' settings section. */
export function openAutoUpdatePanel(api: ApiServer, advanceTimers?: (ms: number) => void) {
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : { delay: null });
  const view = renderWithRouter(
    <SettingsSection id="github" title="GitHub Integration" description="Automatic updates">
      <AutoUpdatePanel projectId="p1" />
    </SettingsSection>,
    { api: api.client },
  );
  const section = within(screen.getByRole('region', { name: 'GitHub Integration' }));
  return { ...view, user, section };
}
