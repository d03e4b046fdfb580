import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toast } from 'sonner';
import { githubMessages, NEXT_CURSOR_HEADER, postMessages } from '@shiplog/contract';
import { formatDateTime } from '@/lib/format';
import { apiError, setUpApiServer } from '@test/api-server';
import { commitListReply } from '@test/fixtures';
import { makeSession } from '@test/render';
import {
  connectedSession,
  findItem,
  makeDashboardCommit,
  openDashboard,
  serveDashboard,
} from '../test/dashboard-kit';

const api = setUpApiServer();
// Sonner keeps its toasts in a module: a toast of one test must not show in the next.
afterEach(() => toast.dismiss());
afterEach(() => {
  window.location.hash = '';
});

let state: ReturnType<typeof serveDashboard>;
beforeEach(() => {
  state = serveDashboard(api);
});

describe('Commits tab', () => {
  it('lists repository, subject, sha, author and time; the full message opens on request', async () => {
    state.commits = [
      makeDashboardCommit(1, {
        message: 'feat(editor): offline mode\n\nA service worker caches the app shell.',
      }),
      makeDashboardCommit(2, { repo_name: 'ada/tiny-tool', author_name: undefined, sha: undefined }),
    ];
    const { user } = openDashboard(api);
    expect(screen.getByRole('status', { name: 'Loading commits' })).toBeInTheDocument();
    const first = await findItem('feat(editor): offline mode');
    expect(screen.getByRole('heading', { name: 'Recent commits' })).toBeInTheDocument();
    expect(screen.getByText('2 commits from 2 repositories')).toBeInTheDocument();
    expect(first.getByText('ada/shiplog')).toBeInTheDocument();
    expect(first.getByText('1abcdef')).toBeInTheDocument();
    expect(first.getByText(/Ada Lovelace/)).toBeInTheDocument();
    const time = first.getByText('committed 1 hour ago');
    expect(time).toHaveAttribute('datetime', state.commits[0]!.committed_at);
    expect(time).toHaveAttribute('title', formatDateTime(state.commits[0]!.committed_at));

    const body = first.getByText('A service worker caches the app shell.');
    expect(body).not.toBeVisible();
    const toggle = first.getByRole('button', { name: 'Show full message' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(body).toBeVisible();
    expect(first.getByRole('button', { name: 'Hide full message' })).toHaveAttribute('aria-expanded', 'true');

    const second = await findItem('Commit number 2');
    expect(second.getByText('ada/tiny-tool')).toBeInTheDocument();
    expect(second.queryByRole('button', { name: 'Show full message' })).not.toBeInTheDocument();
    expect(second.queryByText(/Ada Lovelace/)).not.toBeInTheDocument();
  });

  it("says 'Failed to fetch commits. Please try again later.' (with GitHub's state) and tries again", async () => {
    api.routes['POST /api/commits/fetch'] = () =>
      apiError(503, 'SERVICE_UNAVAILABLE', githubMessages.rateLimited);
    const { user } = openDashboard(api);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(postMessages.fetchCommitsFailed);
    expect(alert).toHaveTextContent(githubMessages.rateLimited);

    api.routes['POST /api/commits/fetch'] = () => apiError(500, 'INTERNAL', 'Internal server error');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.calls('POST /api/commits/fetch')).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole('alert')).not.toHaveTextContent(githubMessages.rateLimited));
    expect(screen.getByRole('alert')).toHaveTextContent(postMessages.fetchCommitsFailed);
    expect(screen.getByRole('alert')).not.toHaveTextContent('Internal');

    api.routes['POST /api/commits/fetch'] = () => ({ status: 200, body: [makeDashboardCommit(1)] });
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }));
    expect(await findItem('Commit number 1')).toBeTruthy();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the list it had when a refresh fails, under the banner', async () => {
    const { user } = openDashboard(api);
    await findItem('Commit number 1');
    api.routes['POST /api/commits/fetch'] = () => apiError(502, 'BAD_GATEWAY', githubMessages.unavailable);
    await user.click(screen.getByRole('button', { name: 'Refresh commits' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(postMessages.fetchCommitsFailed);
    expect(alert).toHaveTextContent(githubMessages.unavailable);
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it("shows 'No commits found' with 'Set Up a Project' → /projects", async () => {
    state.commits = [];
    const { user, router } = openDashboard(api);
    expect(await screen.findByRole('heading', { name: postMessages.noCommits })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Set Up a Project' });
    expect(link).toHaveAttribute('href', '/projects');
    await user.click(link);
    expect(await screen.findByRole('heading', { name: 'Projects screen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/projects');
  });

  it('asks to connect GitHub on the not-connected 403 and sends the browser to GitHub, back to this tab', async () => {
    api.routes['POST /api/commits/fetch'] = () =>
      apiError(403, 'FORBIDDEN', githubMessages.notConnectedDetail);
    api.routes['GET /api/auth/github'] = () => ({
      status: 200,
      body: { url: 'http://localhost:3000/#connect' },
    });
    const { user } = openDashboard(api);
    expect(await screen.findByRole('heading', { name: githubMessages.connectPrompt })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Connect GitHub' }));
    await waitFor(() => expect(window.location.hash).toBe('#connect'));
    const asked = api.calls('GET /api/auth/github')[0]!;
    expect(asked.query.get('mode')).toBe('connect');
    expect(asked.query.get('redirect_url')).toBe('http://localhost:3000/dashboard?connected=github');
  });

  it('explains when GitHub cannot be connected on this server', async () => {
    api.routes['POST /api/commits/fetch'] = () =>
      apiError(403, 'FORBIDDEN', githubMessages.notConnectedDetail);
    api.routes['GET /api/auth/providers'] = () => ({
      status: 200,
      body: {
        email: true,
        github: { enabled: false, error: 'GitHub sign-in is not configured on this server.' },
      },
    });
    openDashboard(api);
    await screen.findByRole('heading', { name: githubMessages.connectPrompt });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Connect GitHub' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Connect GitHub' })).toHaveAccessibleDescription(
      'GitHub sign-in is not configured on this server.',
    );
  });

  it('asks to connect GitHub without asking the server when the account has no GitHub token', async () => {
    for (const session of [makeSession(), connectedSession({ reconnect_needed: true })]) {
      const { user, unmount } = openDashboard(api, '/dashboard', session);
      expect(await screen.findByRole('heading', { name: githubMessages.connectPrompt })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Connect GitHub' })).toBeEnabled();
      await user.click(screen.getByRole('button', { name: 'Refresh commits' }));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      unmount();
    }
    expect(api.calls('POST /api/commits/fetch')).toHaveLength(0);
  });

  it('offers Load more exactly when the server says another page follows', async () => {
    // A short first page with more on GitHub (one repository of several had ten), then a full last page.
    const history = Array.from({ length: 14 }, (_, i) => makeDashboardCommit(i + 1));
    api.routes['POST /api/commits/fetch'] = ({ query }) =>
      query.get('page') === '2'
        ? { status: 200, body: history.slice(4) }
        : { status: 200, body: history.slice(0, 4), headers: { [NEXT_CURSOR_HEADER]: '2' } };
    const { user } = openDashboard(api);
    await findItem('Commit number 1');
    expect(screen.getAllByRole('article')).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(14));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByText('That is every commit.')).toBeInTheDocument();
  });

  it('finds an older commit by search (Enter) and by Load more, and says when nothing matches', async () => {
    const ten = Array.from({ length: 10 }, (_, i) => makeDashboardCommit(i + 1));
    const older = [makeDashboardCommit(11, { message: 'feat(export): timetables as iCal' })];
    api.routes['POST /api/commits/fetch'] = ({ query }) => {
      const q = query.get('q');
      if (q) return { status: 200, body: q === 'ical' ? older : [] };
      return commitListReply([...ten, ...older], Number(query.get('page') ?? '1'));
    };
    const { user } = openDashboard(api);
    await findItem('Commit number 1');
    expect(screen.getAllByRole('article')).toHaveLength(10);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await findItem('feat(export): timetables as iCal')).toBeTruthy();
    expect(api.calls('POST /api/commits/fetch').at(-1)!.query.get('page')).toBe('2');
    expect(screen.getAllByRole('article')).toHaveLength(11);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByText('That is every commit.')).toBeInTheDocument();

    const box = screen.getByRole('searchbox', { name: 'Search commits' });
    await user.type(box, 'ical{Enter}');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(api.calls('POST /api/commits/fetch').at(-1)!.query.get('q')).toBe('ical');
    expect(box).toHaveFocus();
    expect(screen.getByText(/Text search looks through the newest 300 commits/)).toBeInTheDocument();

    await user.clear(box);
    await user.type(box, 'nothing here{Enter}');
    expect(await screen.findByText('No commits match “nothing here”.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    // Back to the list as it was, with the page loaded before.
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(11));
    expect(screen.getByRole('searchbox', { name: 'Search commits' })).toHaveValue('');
  });

  it('sends a date range as since and until, whole local days', async () => {
    const { user } = openDashboard(api);
    await findItem('Commit number 1');
    await user.type(screen.getByLabelText('From'), '2025-09-01');
    await waitFor(() =>
      expect(api.calls('POST /api/commits/fetch').at(-1)!.query.get('since')).not.toBeNull(),
    );
    const asked = api.calls('POST /api/commits/fetch').at(-1)!.query;
    expect(asked.get('since')).toBe(new Date('2025-09-01T00:00:00').toISOString());
    expect(asked.get('until')).toBeNull();
  });
});
