import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { projectMessages } from '@shiplog/contract';
import { apiError, setUpApiServer } from '@test/api-server';
import { makeProject } from '@test/fixtures';
import { renderSettingsPage } from '../../test/settings-kit';

const api = setUpApiServer();
beforeEach(() => api.reset());

async function openDeleteDialog() {
  const user = userEvent.setup();
  const view = renderSettingsPage(api, makeProject());
  const zone = within(await screen.findByRole('region', { name: 'Danger Zone' }));
  await user.click(zone.getByRole('button', { name: 'Delete project' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Delete this project?' }));
  return { ...view, user, dialog, confirm: dialog.getByLabelText('Type Acme CLI to confirm') };
}

describe('Danger Zone', () => {
  it('deletes only once the name is typed exactly, then goes to /my-projects', async () => {
    api.routes['DELETE /api/projects/project-1'] = () => ({ status: 204 });
    const { user, dialog, confirm, router } = await openDeleteDialog();
    const destroy = dialog.getByRole('button', { name: 'Delete project' });
    expect(destroy).toBeDisabled();
    await user.type(confirm, 'acme cli');
    expect(destroy).toBeDisabled();
    await user.clear(confirm);
    await user.type(confirm, 'Acme CLI ');
    expect(destroy).toBeDisabled();
    await user.type(confirm, '{Backspace}');
    expect(destroy).toBeEnabled();
    await user.click(destroy);
    expect(await screen.findByRole('heading', { name: 'My Projects list' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my-projects');
    expect(api.calls('DELETE /api/projects/project-1')).toHaveLength(1);
    expect(await screen.findByText('Acme CLI was deleted')).toBeInTheDocument();
    // The page kept its copy of the project while leaving instead of fetching the deleted one.
    expect(api.calls('GET /api/projects/project-1')).toHaveLength(1);
  });

  it("says 'Failed to delete project. Please try again.' and stays when deletion fails", async () => {
    api.routes['DELETE /api/projects/project-1'] = () => apiError(500, 'INTERNAL', 'Something went wrong');
    const { user, dialog, confirm, router } = await openDeleteDialog();
    await user.type(confirm, 'Acme CLI');
    await user.click(dialog.getByRole('button', { name: 'Delete project' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(projectMessages.deleteFailed);
    expect(router.state.location.pathname).toBe('/projects/project-1/settings');
    expect(dialog.getByRole('button', { name: 'Delete project' })).toBeEnabled();
  });

  it('cancels without deleting and forgets what was typed', async () => {
    const { user, dialog, confirm } = await openDeleteDialog();
    await user.type(confirm, 'Acme');
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete project' }));
    expect(await screen.findByLabelText('Type Acme CLI to confirm')).toHaveValue('');
    expect(api.calls('DELETE /api/projects/project-1')).toHaveLength(0);
  });
});
