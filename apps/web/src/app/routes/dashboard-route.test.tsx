import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpApiServer } from '@test/api-server';
import { makeUpdate } from '@test/fixtures';
import { renderRoutes, signedInRoutes, slow } from '@test/render';
import {
  connectedSession,
  makeDashboardCommit,
  makePost,
  serveDashboard,
} from '@/features/posts/test/dashboard-kit';
import { DashboardRoute } from './dashboard-route';

const api = setUpApiServer();

const one = makeDashboardCommit(1, { message: 'feat: dark mode' });
const two = makeDashboardCommit(2, { message: 'fix: keep the filter' });
const other = makeDashboardCommit(3, {
  message: 'docs: tiny tool',
  repo_name: 'ada/tiny-tool',
  project_id: 'p2',
});

beforeEach(() => {
  const state = serveDashboard(api, {
    'POST /api/projects/p1/updates/story': () => ({
      status: 201,
      body: {
        update: makeUpdate({
          id: 'u1',
          project_id: 'p1',
          title: 'Dark mode, and 1 more change',
          status: 'draft',
        }),
        post: makePost(9, { content: '1/2 What’s new…\n\n2/2 Thanks' }),
        thread: ['1/2 What’s new in Shiplog: dark mode.', '2/2 Thanks to Ada Lovelace.'],
        left_out: [],
      },
    }),
  });
  state.commits = [one, two, other];
});

const open = () => {
  const user = userEvent.setup({ delay: null });
  renderRoutes([signedInRoutes([{ path: '/dashboard', element: <DashboardRoute /> }])], {
    path: '/dashboard',
    session: connectedSession(),
    api: api.client,
  });
  return user;
};

describe('/dashboard: a story from commits ticked in the Commits tab', slow, () => {
  it('writes one story from commits of one project', async () => {
    const user = open();
    await user.click(await screen.findByRole('checkbox', { name: 'Add 1abcdef to the story' }));
    expect(await screen.findByRole('button', { name: 'Tick two or more commits' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Add 2abcdef to the story' }));
    await user.click(screen.getByRole('button', { name: 'Write a story from 2 commits' }));
    const thread = within(await screen.findByRole('list', { name: 'X thread' }));
    expect(thread.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Saved as a draft')).toBeInTheDocument();
    expect(api.calls('POST /api/projects/p1/updates/story')[0]?.body).toEqual({
      commit_shas: [one.sha, two.sha],
    });
    // Written, the ticks are cleared.
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Add 1abcdef to the story' })).not.toBeChecked(),
    );
  });

  it('asks to keep to one project when the ticked commits come from two', async () => {
    const user = open();
    await user.click(await screen.findByRole('checkbox', { name: 'Add 1abcdef to the story' }));
    await user.click(screen.getByRole('checkbox', { name: 'Add 3abcdef to the story' }));
    expect(await screen.findByText('A story tells of one project')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Write a story/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear 2 ticked' }));
    expect(screen.queryByText('A story tells of one project')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Add 3abcdef to the story' })).not.toBeChecked();
  });
});
