import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SAVED_BANNER_MS, webhookMessages, type AutoUpdateSettings } from '@shiplog/contract';
import { apiError } from '@test/api-server';
import { slow } from '@test/render';
import { AUTO_UPDATES, openAutoUpdatePanel, serveAutoUpdates } from '../test/auto-updates-kit';
import { NO_COMMIT_TYPES } from './use-auto-update-form';

const { api, state } = serveAutoUpdates();
beforeEach(() => {
  api.routes[`PUT ${AUTO_UPDATES}`] = (req) => {
    state.settings = req.body as AutoUpdateSettings;
    return { status: 200, body: state.settings };
  };
});
afterEach(() => vi.useRealTimers());

const enableSwitch = (section: ReturnType<typeof openAutoUpdatePanel>['section']) =>
  section.findByRole('switch', { name: 'Enable automatic updates' });

describe('GitHub Integration: automatic updates', slow, () => {
  it('shows the options only once automatic updates are enabled', async () => {
    const { user, section } = openAutoUpdatePanel(api);
    expect(section.getByRole('status', { name: 'Loading auto-update settings' })).toBeInTheDocument();
    const toggle = await enableSwitch(section);
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(section.queryByLabelText('Tone')).not.toBeInTheDocument();
    expect(section.queryByLabelText('Minimum significance')).not.toBeInTheDocument();
    expect(section.queryByRole('group', { name: 'Changes that make updates' })).not.toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Save auto-update settings' })).toBeDisabled();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(section.getByLabelText('Tone')).toHaveValue('professional');
    expect(section.getByLabelText('Minimum significance')).toHaveValue('medium');
    for (const name of ['Pushes to the default branch', 'Merged pull requests', 'Published releases'])
      expect(section.getByRole('checkbox', { name })).toBeChecked();
    await user.click(toggle);
    expect(section.queryByLabelText('Tone')).not.toBeInTheDocument();
  });

  it("saves the settings and shows 'Auto-update settings saved' for 3 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { user, section } = openAutoUpdatePanel(api, (ms) => vi.advanceTimersByTime(ms));
    await user.click(await enableSwitch(section));
    await user.selectOptions(section.getByLabelText('Tone'), 'casual');
    await user.selectOptions(section.getByLabelText('Minimum significance'), 'major');
    await user.click(section.getByRole('checkbox', { name: 'Pushes to the default branch' }));
    await user.click(section.getByRole('button', { name: 'Save auto-update settings' }));
    const banner = await section.findByText(webhookMessages.settingsSaved);
    expect(api.calls(`PUT ${AUTO_UPDATES}`)[0]?.body).toEqual({
      enabled: true,
      tone: 'casual',
      commit_types: ['merge', 'release'],
      min_significance: 'major',
      weekly_story: false,
    });
    expect(section.getByRole('button', { name: 'Save auto-update settings' })).toBeDisabled();
    expect(SAVED_BANNER_MS).toBe(3000);
    act(() => vi.advanceTimersByTime(2_900));
    expect(banner).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(section.queryByText(webhookMessages.settingsSaved)).not.toBeInTheDocument();
  });
  it('shows the stored settings, options included, when automatic updates are on', async () => {
    state.settings = {
      enabled: true,
      tone: 'technical',
      commit_types: ['release'],
      min_significance: 'minor',
      weekly_story: false,
    };
    const { section } = openAutoUpdatePanel(api);
    expect(await enableSwitch(section)).toHaveAttribute('aria-checked', 'true');
    expect(section.getByLabelText('Tone')).toHaveValue('technical');
    expect(section.getByLabelText('Minimum significance')).toHaveValue('minor');
    expect(section.getByRole('checkbox', { name: 'Published releases' })).toBeChecked();
    expect(section.getByRole('checkbox', { name: 'Merged pull requests' })).not.toBeChecked();
  });

  it('collects small changes into a weekly story when asked, which needs a threshold above minor', async () => {
    state.settings = {
      enabled: true,
      tone: 'technical',
      commit_types: ['push', 'merge'],
      min_significance: 'minor',
      weekly_story: false,
    };
    const { user, section } = openAutoUpdatePanel(api);
    await enableSwitch(section);
    const weekly = section.getByRole('checkbox', { name: 'Collect small changes into a weekly story' });
    expect(weekly).toBeDisabled();
    expect(weekly).toHaveAccessibleDescription(/raise the minimum significance/);
    await user.selectOptions(section.getByLabelText('Minimum significance'), 'major');
    expect(weekly).toBeEnabled();
    expect(weekly).toHaveAccessibleDescription(/Pushes and merges below major are kept/);
    await user.click(weekly);
    await user.click(section.getByRole('button', { name: 'Save auto-update settings' }));
    await section.findByText(webhookMessages.settingsSaved);
    expect(api.calls(`PUT ${AUTO_UPDATES}`)[0]?.body).toMatchObject({
      min_significance: 'major',
      weekly_story: true,
    });
  });

  it('refuses to save automatic updates with no kind of change chosen', async () => {
    state.settings = {
      enabled: true,
      tone: 'technical',
      commit_types: ['release'],
      min_significance: 'minor',
      weekly_story: false,
    };
    const { user, section } = openAutoUpdatePanel(api);
    await enableSwitch(section);
    await user.click(section.getByRole('checkbox', { name: 'Published releases' }));
    await user.click(section.getByRole('button', { name: 'Save auto-update settings' }));
    expect(section.getByRole('alert')).toHaveTextContent(NO_COMMIT_TYPES);
    expect(api.calls(`PUT ${AUTO_UPDATES}`)).toHaveLength(0);
    await user.click(section.getByRole('checkbox', { name: 'Merged pull requests' }));
    expect(section.queryByRole('alert')).not.toBeInTheDocument();
  });

  it(`says '${webhookMessages.saveAutoUpdatesFailed}' when saving fails, choices kept`, async () => {
    api.routes[`PUT ${AUTO_UPDATES}`] = () => apiError(500, 'INTERNAL', 'boom');
    const { user, section } = openAutoUpdatePanel(api);
    await user.click(await enableSwitch(section));
    await user.click(section.getByRole('button', { name: 'Save auto-update settings' }));
    expect(await section.findByRole('alert')).toHaveTextContent(webhookMessages.saveAutoUpdatesFailed);
    expect(section.getByRole('switch', { name: 'Enable automatic updates' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(section.queryByText(webhookMessages.settingsSaved)).not.toBeInTheDocument();
  });

  it('shows an error with a working retry when the settings do not load', async () => {
    api.routes[`GET ${AUTO_UPDATES}`] = () => apiError(500, 'INTERNAL', 'boom');
    const { user, section } = openAutoUpdatePanel(api);
    expect(
      await section.findByText('Failed to load auto-update settings. Please try again.'),
    ).toBeInTheDocument();
    api.routes[`GET ${AUTO_UPDATES}`] = () => ({ status: 200, body: state.settings });
    await user.click(section.getByRole('button', { name: 'Try again' }));
    expect(await enableSwitch(section)).toBeInTheDocument();
  });
});
