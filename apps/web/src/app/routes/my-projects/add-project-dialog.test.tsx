import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { projectMessages } from '@shiplog/contract';
import { apiError, setUpApiServer } from '@test/api-server';
import { createdProject, holdRepos, openAddDialog, resetAddProjectRoutes } from './test/add-project-kit';
import { deferred } from '@test/fixtures';
import { panel } from './test/my-projects-kit';

const api = setUpApiServer();
beforeEach(() => resetAddProjectRoutes(api));

describe('Add New Project: creating', () => {
  it('needs a repository before creating', async () => {
    const { user, dialog } = await openAddDialog(api);
    await dialog.findByRole('radio', { name: 'ada/shiplog' });
    await user.click(dialog.getByRole('button', { name: 'Create' }));
    expect(dialog.getByRole('alert')).toHaveTextContent(projectMessages.repositoryRequired);
    expect(api.calls('POST /api/projects')).toHaveLength(0);
    await user.click(dialog.getByRole('radio', { name: 'ada/shiplog' }));
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('creates from the repository alone (blank name and description are left to the server), then selects it', async () => {
    const { user, dialog, router } = await openAddDialog(api);
    await user.click(await dialog.findByRole('radio', { name: 'ada/shiplog' }));
    expect(dialog.getByLabelText('Project name')).toHaveAttribute('placeholder', 'shiplog');
    expect(dialog.getByLabelText('Description')).toHaveAttribute('placeholder', 'Turns commits into stories');
    await user.click(dialog.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('POST /api/projects')[0]?.body).toEqual({
      repository_name: 'ada/shiplog',
      repository_id: 101,
      is_private: false,
    });
    await waitFor(() =>
      expect(panel('Your Projects').getByRole('button', { name: /^shiplog/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(router.state.location.search).toBe('?project=p9');
    expect(panel('shiplog').getByRole('link', { name: 'View Project' })).toHaveAttribute(
      'href',
      '/projects/p9',
    );
  });

  it("sends what was typed and the private flag, showing 'Creating...' meanwhile", async () => {
    const answer = deferred();
    api.routes['POST /api/projects'] = async () => {
      await answer.promise;
      return { status: 201, body: createdProject };
    };
    const { user, dialog } = await openAddDialog(api);
    await user.click(await dialog.findByRole('radio', { name: 'ada/secret-sauce' }));
    expect(dialog.getByLabelText('Project name')).toHaveAttribute('placeholder', 'secret-sauce');
    await user.type(dialog.getByLabelText('Project name'), '  Secret Sauce ');
    await user.type(dialog.getByLabelText('Description'), 'The recipe');
    await user.click(dialog.getByLabelText('Private project'));
    await user.click(dialog.getByRole('button', { name: 'Create' }));
    const busy = await dialog.findByRole('button', { name: projectMessages.creating });
    expect(busy).toBeDisabled();
    expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    answer.resolve();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('POST /api/projects')[0]?.body).toEqual({
      repository_name: 'ada/secret-sauce',
      repository_id: 202,
      is_private: true,
      name: 'Secret Sauce',
      description: 'The recipe',
    });
  });

  it('says whether the new project will be public, and what that means', async () => {
    const { user, dialog } = await openAddDialog(api);
    await user.click(await dialog.findByRole('radio', { name: 'ada/shiplog' }));
    const privateBox = dialog.getByLabelText('Private project');
    expect(privateBox).toHaveAccessibleDescription(projectMessages.publicHint);
    await user.click(privateBox);
    expect(privateBox).toHaveAccessibleDescription(projectMessages.privateHint);
  });

  it('asks before a second project for the same repository, then creates it when confirmed', async () => {
    let confirmed = false;
    api.routes['POST /api/projects'] = (req) => {
      if (!(req.body as { confirm_duplicate?: boolean }).confirm_duplicate)
        return apiError(409, 'CONFLICT', projectMessages.repositoryInUse('ada/shiplog'));
      confirmed = true;
      return { status: 201, body: createdProject };
    };
    const { user, dialog } = await openAddDialog(api);
    await user.click(await dialog.findByRole('radio', { name: 'ada/shiplog' }));
    await user.click(dialog.getByRole('button', { name: 'Create' }));
    expect(
      await dialog.findByText(/You already have a project for ada\/shiplog\. Create another one for it\?/),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Create another' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(confirmed).toBe(true);
    expect(api.calls('POST /api/projects')[1]?.body).toMatchObject({
      repository_name: 'ada/shiplog',
      confirm_duplicate: true,
    });
  });

  it('keeps the dialog and the input when creating fails', async () => {
    api.routes['POST /api/projects'] = () => apiError(500, 'INTERNAL', 'Internal server error');
    const { user, dialog } = await openAddDialog(api);
    await user.click(await dialog.findByRole('radio', { name: 'ada/shiplog' }));
    await user.type(dialog.getByLabelText('Project name'), 'Mine');
    await user.click(dialog.getByRole('button', { name: 'Create' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(projectMessages.createFailed);
    expect(dialog.getByLabelText('Project name')).toHaveValue('Mine');
    expect(dialog.getByRole('radio', { name: 'ada/shiplog' })).toBeChecked();
  });

  it('Cancel closes, clears the selection and the list, and resets; opening again fetches again', async () => {
    const { user, dialog } = await openAddDialog(api);
    await user.click(await dialog.findByRole('radio', { name: 'ada/shiplog' }));
    await user.type(dialog.getByLabelText('Project name'), 'Draft');
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Add New Project' })).toHaveFocus();
    const release = holdRepos(api);
    await user.click(screen.getByRole('button', { name: 'Add New Project' }));
    const again = within(await screen.findByRole('dialog'));
    expect(again.getByRole('status', { name: 'Loading repositories' })).toBeInTheDocument();
    release();
    expect(await again.findByRole('radio', { name: 'ada/shiplog' })).not.toBeChecked();
    expect(again.getByLabelText('Project name')).toHaveValue('');
    expect(api.calls('GET /api/github/repos')).toHaveLength(2);
    expect(api.calls('POST /api/projects')).toHaveLength(0);
  });
});
