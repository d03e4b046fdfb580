import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { projectMessages, SAVED_BANNER_MS, type Project } from '@shiplog/contract';
import { setUpApiServer } from '@test/api-server';
import { makeProject } from '@test/fixtures';
import { renderSettingsPage } from '../../test/settings-kit';

const api = setUpApiServer();
beforeEach(() => {
  api.reset();
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => vi.useRealTimers());

it(`shows '${projectMessages.saved}' for 3 seconds`, async () => {
  expect(SAVED_BANNER_MS).toBe(3000);
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  const project = makeProject();
  api.routes['PUT /api/projects/project-1'] = (req) => ({
    status: 200,
    body: { ...project, ...(req.body as Partial<Project>) },
  });
  renderSettingsPage(api, project);
  await user.type(await screen.findByLabelText('Description'), '!');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  const banner = await screen.findByText(projectMessages.saved);
  act(() => vi.advanceTimersByTime(2_900));
  expect(banner).toBeInTheDocument();
  act(() => vi.advanceTimersByTime(200));
  expect(screen.queryByText(projectMessages.saved)).not.toBeInTheDocument();
});
