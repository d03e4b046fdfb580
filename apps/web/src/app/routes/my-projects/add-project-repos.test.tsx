import { beforeEach, describe, expect, it } from 'vitest';
import { githubMessages, projectMessages } from '@shiplog/contract';
import { createApiClient, type ApiClient } from '@/lib/api-client';
import { apiError, setUpApiServer } from '@test/api-server';
import {
  holdRepos,
  openAddDialog,
  resetAddProjectRoutes,
  secretRepo,
  shiplogRepo,
} from './test/add-project-kit';
import { makeRepository } from './test/my-projects-kit';

const api = setUpApiServer();
beforeEach(() => resetAddProjectRoutes(api));

describe('Add New Project: the repositories', () => {
  it('fetches the repositories when it opens and shows each one', async () => {
    const release = holdRepos(api);
    const { dialog } = await openAddDialog(api);
    expect(dialog.getByRole('status', { name: 'Loading repositories' })).toBeInTheDocument();
    release();
    const radio = await dialog.findByRole('radio', { name: 'ada/secret-sauce' });
    expect(radio).not.toBeChecked();
    const option = radio.closest('label')!;
    expect(option).toHaveTextContent('secret-sauce');
    expect(option).toHaveTextContent('Private');
    expect(option).toHaveTextContent('Rust');
    expect(option).toHaveTextContent('7');
    expect(dialog.getByRole('radio', { name: 'ada/shiplog' })).toHaveAccessibleDescription(
      /Turns commits into stories.*TypeScript.*1\.2K/,
    );
    expect(dialog.getByLabelText('Private project')).not.toBeChecked();
    expect(dialog.getByLabelText('Private project')).toHaveAccessibleDescription(projectMessages.publicHint);
    expect(api.calls('GET /api/github/repos')).toHaveLength(1);
  });

  it('filters the list', async () => {
    const { user, dialog } = await openAddDialog(api);
    await dialog.findByRole('radio', { name: 'ada/shiplog' });
    await user.type(dialog.getByRole('searchbox', { name: 'Filter repositories' }), 'rust{Enter}');
    expect(dialog.getAllByRole('radio')).toHaveLength(1);
    expect(dialog.getByRole('radio', { name: 'ada/secret-sauce' })).toBeInTheDocument();
    expect(dialog.getByText('1 of 2 repositories')).toBeInTheDocument();
    await user.clear(dialog.getByRole('searchbox'));
    await user.type(dialog.getByRole('searchbox'), 'nothing like it');
    expect(dialog.queryAllByRole('radio')).toHaveLength(0);
    expect(dialog.getByText('No repositories match “nothing like it”.')).toBeInTheDocument();
    expect(api.calls('POST /api/projects')).toHaveLength(0);
  });

  it('Refresh asks GitHub again with refresh=1', async () => {
    const { user, dialog } = await openAddDialog(api);
    await dialog.findByRole('radio', { name: 'ada/shiplog' });
    api.routes['GET /api/github/repos'] = () => ({
      status: 200,
      body: [shiplogRepo, secretRepo, makeRepository({ id: 303, name: 'new', full_name: 'ada/new' })],
    });
    await user.click(dialog.getByRole('button', { name: 'Refresh repositories' }));
    expect(await dialog.findByRole('radio', { name: 'ada/new' })).toBeInTheDocument();
    expect(api.calls('GET /api/github/repos').map((call) => call.query.get('refresh'))).toEqual([null, '1']);
  });

  it('asks to connect GitHub instead of showing an empty list', async () => {
    api.routes['GET /api/github/repos'] = () => apiError(403, 'FORBIDDEN', githubMessages.notConnectedDetail);
    const { dialog } = await openAddDialog(api);
    expect(await dialog.findByText(githubMessages.connectProjectsPrompt)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Connect GitHub' })).toBeEnabled();
    expect(dialog.queryByRole('radio')).not.toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Create' })).not.toBeInTheDocument();
  });

  it("says 'Failed to fetch GitHub repositories' when the call answers with an error, and retries", async () => {
    let fail = true;
    api.routes['GET /api/github/repos'] = () =>
      fail ? apiError(502, 'BAD_GATEWAY', githubMessages.unavailable) : { status: 200, body: [shiplogRepo] };
    const { user, dialog } = await openAddDialog(api);
    expect(await dialog.findByRole('alert')).toHaveTextContent(projectMessages.fetchGithubReposFailed);
    fail = false;
    await user.click(dialog.getByRole('button', { name: 'Try again' }));
    expect(await dialog.findByRole('radio', { name: 'ada/shiplog' })).toBeInTheDocument();
  });

  it("says 'Failed to fetch repositories' when the call gets no answer at all", async () => {
    // The repositories go to a closed port; everything else to the test server.
    const offline = createApiClient({ baseUrl: 'http://127.0.0.1:9/api' });
    const client: ApiClient = {
      ...api.client,
      request: (method, path, options) =>
        (path === '/github/repos' ? offline : api.client).request(method, path, options),
    };
    const { dialog } = await openAddDialog(api, client);
    const alert = await dialog.findByRole('alert');
    expect(alert).toHaveTextContent(projectMessages.fetchReposFailed);
    expect(alert).not.toHaveTextContent(projectMessages.fetchGithubReposFailed);
  });
});
