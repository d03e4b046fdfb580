import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { githubMessages, projectMessages } from '@shiplog/contract';
import { apiError, setUpApiServer } from '@test/api-server';
import { commitListReply, makeNumberedCommit } from '@test/fixtures';
import {
  makeMyProject,
  openMyProjects,
  panel,
  selectShiplog,
  serveMyProjects,
  shiplogCommitsPath,
} from './test/my-projects-kit';

const api = setUpApiServer();
afterEach(() => {
  window.location.hash = '';
});

let state: ReturnType<typeof serveMyProjects>;
beforeEach(() => {
  state = serveMyProjects(api);
});

const yourProjects = () => panel('Your Projects');
const commitsPath = shiplogCommitsPath;

describe('/projects: the project list', () => {
  it('sends signed-out visitors to /login', async () => {
    const { router } = openMyProjects(api.client, '/projects', null);
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('lists the projects with name, description, repository, settings and delete; nothing selected yet', async () => {
    openMyProjects(api.client);
    expect(screen.getByRole('heading', { level: 1, name: 'My Projects' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add New Project' })).toBeInTheDocument();
    expect(yourProjects().getByRole('status', { name: 'Loading projects' })).toBeInTheDocument();
    const first = await yourProjects().findByRole('button', { name: /^Shiplog/ });
    expect(first).toHaveTextContent('Turns commits into stories');
    expect(first).toHaveTextContent('ada/shiplog');
    expect(first).toHaveAttribute('aria-pressed', 'false');
    expect(yourProjects().getByRole('button', { name: /^Tiny tool \(private\)/ })).toHaveTextContent(
      'ada/tiny-tool',
    );
    expect(yourProjects().getByRole('link', { name: 'Settings for Shiplog' })).toHaveAttribute(
      'href',
      '/projects/p1/settings',
    );
    expect(yourProjects().getByRole('button', { name: 'Delete Tiny tool' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: projectMessages.selectProject }),
    ).toBeInTheDocument();
    expect(api.calls(`GET ${commitsPath}`)).toHaveLength(0);
  });

  it('shows the newest projects first and the rest on Load more', async () => {
    state.projects = Array.from({ length: 5 }, (_, i) =>
      makeMyProject({ id: `n${i}`, name: `Project ${i}`, repository_name: `ada/project-${i}` }),
    );
    state.pageSize = 3;
    const user = userEvent.setup();
    openMyProjects(api.client);
    await yourProjects().findByRole('button', { name: /^Project 0/ });
    expect(yourProjects().getAllByRole('button', { name: /^Project \d/ })).toHaveLength(3);
    expect(yourProjects().getByText('3+')).toBeInTheDocument();
    await user.click(yourProjects().getByRole('button', { name: 'Load more' }));
    expect(await yourProjects().findByRole('button', { name: /^Project 4/ })).toBeInTheDocument();
    expect(yourProjects().getAllByRole('button', { name: /^Project \d/ })).toHaveLength(5);
    expect(yourProjects().getByText('5')).toBeInTheDocument();
    expect(yourProjects().queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(api.calls('GET /api/projects').map((r) => r.query.get('before'))).toEqual([null, '3']);
  });

  it("shows 'No Projects Yet' whose button opens the Add New Project dialog", async () => {
    state.projects = [];
    const user = userEvent.setup();
    openMyProjects(api.client);
    expect(await screen.findByRole('heading', { name: projectMessages.noProjects })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: projectMessages.addFirst }));
    expect(await screen.findByRole('dialog', { name: 'Add New Project' })).toBeInTheDocument();
  });

  it('empties the list behind the fetch banner, and Try again loads it', async () => {
    let fail = true;
    api.routes['GET /api/projects'] = () =>
      fail ? apiError(500, 'INTERNAL', 'Internal server error') : { status: 200, body: state.projects };
    const user = userEvent.setup();
    openMyProjects(api.client);
    expect(await yourProjects().findByRole('alert')).toHaveTextContent(projectMessages.fetchProjectsFailed);
    expect(yourProjects().queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByText(projectMessages.noProjects)).not.toBeInTheDocument();
    fail = false;
    await user.click(yourProjects().getByRole('button', { name: 'Try again' }));
    expect(await yourProjects().findByRole('button', { name: /^Shiplog/ })).toBeInTheDocument();
    expect(yourProjects().queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('/projects: the selected project', () => {
  it('shows the header, View Project and up to 10 recent commits', async () => {
    const twelve = Array.from({ length: 12 }, (_, i) => makeNumberedCommit(i + 1));
    twelve[0] = makeNumberedCommit(1, {
      commit: {
        message: 'A subject line that is clearly longer than fifty characters in all\n\nbody',
        author: { name: 'Grace Hopper', date: '2025-01-05T12:00:00Z' },
      },
      author: null,
    });
    api.routes[`GET ${commitsPath}`] = () => ({ status: 200, body: twelve });
    const { router } = await selectShiplog(api);
    expect(router.state.location.search).toBe('?project=p1');
    expect(yourProjects().getByRole('button', { name: /^Shiplog/ })).toHaveAttribute('aria-pressed', 'true');
    const details = panel('Shiplog');
    expect(details.getByRole('link', { name: 'View Project' })).toHaveAttribute('href', '/projects/p1');
    expect(details.getByText('ada/shiplog')).toBeInTheDocument();
    const commits = within(await details.findByRole('list'));
    const rows = commits.getAllByRole('button');
    expect(rows).toHaveLength(10);
    expect(rows[0]).toHaveTextContent('01a1b2c');
    expect(rows[0]).toHaveTextContent('A subject line that is clearly longer than fifty c…');
    expect(rows[0]).not.toHaveTextContent('body');
    expect(rows[0]).toHaveTextContent('Grace Hopper');
    expect(rows[0]).toHaveTextContent('Jan 5, 2025');
    expect(rows[0]).not.toHaveTextContent('@');
    expect(rows[1]).toHaveTextContent('Commit number 2');
    expect(rows[1]).toHaveTextContent('@ada');
    expect(api.calls(`GET ${commitsPath}`)[0]?.query.get('limit')).toBe('10');
  });

  /** Shiplog's panel and its commit rows, as the commits list shows them. */
  async function openShiplogCommits() {
    const { user } = await selectShiplog(api);
    const details = panel('Shiplog');
    const rows = async () =>
      within(await details.findByRole('list', { name: 'Commits of ada/shiplog' })).getAllByRole('button');
    return { user, details, rows };
  }

  it('offers Load more exactly when the server says another page follows', async () => {
    // Twenty commits: the second page is full, and the last.
    const twenty = Array.from({ length: 20 }, (_, i) => makeNumberedCommit(i + 1));
    api.routes[`GET ${commitsPath}`] = ({ query }) =>
      commitListReply(twenty, Number(query.get('page') ?? '1'));
    const { user, details, rows } = await openShiplogCommits();
    expect(await rows()).toHaveLength(10);
    await user.click(details.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await rows()).toHaveLength(20));
    expect(details.getByText('That is every commit.')).toBeInTheDocument();
    expect(details.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(api.calls(`GET ${commitsPath}`).map((c) => c.query.get('page'))).toEqual([null, '2']);
  });

  it('finds older commits by text, dates and Load more; a text search says how far it looked', async () => {
    const history = Array.from({ length: 13 }, (_, i) => makeNumberedCommit(i + 1));
    api.routes[`GET ${commitsPath}`] = ({ query }) => {
      const q = query.get('q');
      if (q) return { status: 200, body: q === 'number 13' ? [history[12]] : [] };
      if (query.get('until')) return { status: 200, body: history.slice(10, 12) };
      return commitListReply(history, Number(query.get('page') ?? '1'));
    };
    const { user, details, rows } = await openShiplogCommits();
    expect(await rows()).toHaveLength(10);
    await user.click(details.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await rows()).toHaveLength(13));

    await user.type(details.getByRole('searchbox', { name: 'Search commits' }), 'number 13{Enter}');
    await waitFor(async () => expect(await rows()).toHaveLength(1));
    expect((await rows())[0]).toHaveTextContent('Commit number 13');
    expect(details.getByText(/Text search looks through the newest 300 commits\./)).toBeInTheDocument();
    await user.click((await rows())[0]!);
    expect((await rows())[0]).toHaveAttribute('aria-pressed', 'true');

    await user.click(details.getByRole('button', { name: 'Clear' }));
    await user.type(details.getByLabelText('To'), '2025-01-31');
    await waitFor(async () => expect(await rows()).toHaveLength(2));
    const asked = api.calls(`GET ${commitsPath}`).at(-1)!.query;
    expect(asked.get('until')).toBe(new Date('2025-01-31T23:59:59.999').toISOString());
    expect(asked.get('q')).toBeNull();
  });

  it('Refresh fetches the commits again with refresh=1', async () => {
    const { user } = await selectShiplog(api);
    const details = panel('Shiplog');
    await details.findByText('Commit number 1');
    api.routes[`GET ${commitsPath}`] = () => ({
      status: 200,
      body: [
        makeNumberedCommit(3, {
          commit: { message: 'Fresh commit', author: { name: 'Ada', date: '2025-02-01T00:00:00Z' } },
        }),
      ],
    });
    await user.click(details.getByRole('button', { name: 'Refresh commits' }));
    expect(await details.findByText('Fresh commit')).toBeInTheDocument();
    expect(details.queryByText('Commit number 1')).not.toBeInTheDocument();
    const calls = api.calls(`GET ${commitsPath}`);
    expect(calls.map((call) => call.query.get('refresh'))).toEqual([null, '1']);
  });

  it("says 'No commits yet' for an empty repository", async () => {
    api.routes[`GET ${commitsPath}`] = () => ({ status: 200, body: [] });
    await selectShiplog(api);
    expect(await panel('Shiplog').findByText('No commits yet')).toBeInTheDocument();
  });

  it("shows 'Failed to fetch commits' with GitHub's reason", async () => {
    api.routes[`GET ${commitsPath}`] = () => apiError(503, 'SERVICE_UNAVAILABLE', githubMessages.rateLimited);
    await selectShiplog(api);
    const alert = await panel('Shiplog').findByRole('alert');
    expect(alert).toHaveTextContent(projectMessages.fetchCommitsFailed);
    expect(alert).toHaveTextContent(githubMessages.rateLimited);
  });

  it('asks to connect GitHub instead of listing commits, and comes back to the same project', async () => {
    api.routes[`GET ${commitsPath}`] = () => apiError(403, 'FORBIDDEN', githubMessages.notConnectedDetail);
    const { user } = await selectShiplog(api);
    const details = panel('Shiplog');
    expect(await details.findByText(githubMessages.connectPrompt)).toBeInTheDocument();
    expect(details.queryByRole('alert')).not.toBeInTheDocument();
    expect(details.queryByRole('button', { name: 'Refresh commits' })).not.toBeInTheDocument();
    await user.click(details.getByRole('button', { name: 'Connect GitHub' }));
    await waitFor(() => expect(window.location.hash).toBe('#connect'));
    const call = api.calls('GET /api/auth/github')[0];
    expect(call?.query.get('mode')).toBe('connect');
    expect(call?.query.get('redirect_url')).toBe(
      'http://localhost:3000/projects?project=p1&connected=github',
    );
  });

  it("says 'GitHub connected' after the round trip and keeps the project selected", async () => {
    const { router } = openMyProjects(api.client, '/projects?project=p1&connected=github');
    expect(await screen.findByText('GitHub connected')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?project=p1'));
    const details = within(await screen.findByRole('region', { name: 'Shiplog' }));
    expect(await details.findByText('Commit number 1')).toBeInTheDocument();
  });
});
