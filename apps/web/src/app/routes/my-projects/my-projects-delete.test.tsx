import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { projectMessages } from '@shiplog/contract';
import { apiError, setUpApiServer } from '@test/api-server';
import { panel, selectShiplog, serveMyProjects, tinyToolProject } from './test/my-projects-kit';

const api = setUpApiServer();

let state: ReturnType<typeof serveMyProjects>;
beforeEach(() => {
  state = serveMyProjects(api);
});

const yourProjects = () => panel('Your Projects');

describe('/projects: deleting a project', () => {
  it('asks first, then removes it and clears the selection and its commits', async () => {
    api.routes['DELETE /api/projects/p1'] = () => {
      state.projects = [tinyToolProject];
      return { status: 204 };
    };
    const { user, router, queryClient } = await selectShiplog(api);
    await panel('Shiplog').findByText('Commit number 1');
    await user.click(yourProjects().getByRole('button', { name: 'Delete Shiplog' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete Shiplog?' }));
    expect(api.calls('DELETE /api/projects/p1')).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Delete project' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('DELETE /api/projects/p1')).toHaveLength(1);
    expect(yourProjects().queryByRole('button', { name: /^Shiplog/ })).not.toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: projectMessages.selectProject }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(queryClient.getQueryData(['github', 'commits', 'ada/shiplog'])).toBeUndefined();
    expect(screen.getByRole('heading', { name: 'Your Projects' })).toHaveFocus();
  });

  it('keeps another selection when a different project is deleted', async () => {
    api.routes['DELETE /api/projects/p2'] = () => ({ status: 204 });
    const { user } = await selectShiplog(api);
    await user.click(yourProjects().getByRole('button', { name: 'Delete Tiny tool' }));
    await user.click(await screen.findByRole('button', { name: 'Delete project' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(panel('Shiplog').getByRole('link', { name: 'View Project' })).toBeInTheDocument();
  });

  it('keeps the dialog open with the banner when deleting fails; Cancel keeps the project', async () => {
    api.routes['DELETE /api/projects/p1'] = () => apiError(500, 'INTERNAL', 'Internal server error');
    const { user } = await selectShiplog(api);
    await user.click(yourProjects().getByRole('button', { name: 'Delete Shiplog' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Delete project' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(projectMessages.deleteFailed);
    expect(dialog.getByRole('alert')).not.toHaveTextContent('Internal server error');
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(yourProjects().getByRole('button', { name: /^Shiplog/ })).toHaveAttribute('aria-pressed', 'true');
    expect(yourProjects().getByRole('button', { name: 'Delete Shiplog' })).toHaveFocus();
  });
});
