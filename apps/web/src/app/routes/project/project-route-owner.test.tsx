import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { projectMessages } from '@shiplog/contract';
import { apiError } from '@test/api-server';
import { draftInboxReply, makeUpdate } from '@test/fixtures';
import { slow } from '@test/render';
import {
  findH1,
  link,
  makeShowcaseProject,
  openProject,
  owner,
  serveProject,
  stranger,
} from './test/project-route-kit';

const { api, state } = serveProject();

describe('/projects/{id}, owner view', slow, () => {
  it('shows the Settings link, Add Update, Edit and Delete, real stars and no forks', async () => {
    openProject(api, owner);
    await findH1('Acme CLI');
    expect(link('Settings')).toHaveAttribute('href', '/projects/project-1/settings');
    expect(screen.getByRole('button', { name: 'Add Update' })).toBeInTheDocument();
    const card = within(await screen.findByRole('article', { name: 'Shipped dark mode' }));
    expect(card.getByRole('button', { name: 'Edit update' })).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Delete update' })).toBeInTheDocument();
    expect(screen.getByText('Jan 5, 2025')).toBeInTheDocument();
    expect(screen.getByText('Stars').nextElementSibling).toHaveTextContent('1.2K');
    expect(screen.queryByText(/forks/i)).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Tech Stack' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Built by' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Stay Updated' })).not.toBeInTheDocument();
  });

  it('tells the owner how many drafts of the project wait, linking to the inbox; readers never ask', async () => {
    const item = (id: string, projectId = 'project-1') => ({
      update: makeUpdate({ id, project_id: projectId, status: 'draft' }),
      project: { id: projectId, name: projectId, slug: null },
    });
    api.routes['GET /api/drafts'] = ({ query }) =>
      draftInboxReply({ drafts: [item('d1'), item('d2'), item('d3', 'other')], scheduled: [] }, query);
    const view = openProject(api, owner);
    await findH1('Acme CLI');
    expect(await screen.findByRole('link', { name: /^2 drafts waiting/ })).toHaveAttribute('href', '/drafts');
    view.unmount();
    api.requests = [];
    openProject(api, stranger);
    await findH1('Acme CLI');
    await screen.findByRole('article', { name: 'Shipped dark mode' });
    expect(screen.queryByRole('link', { name: /drafts waiting/ })).not.toBeInTheDocument();
    expect(api.calls('GET /api/drafts')).toHaveLength(0);
  });

  it('shows the owner the feed links too', async () => {
    openProject(api, owner);
    await findH1('Acme CLI');
    expect(link('RSS')).toHaveAttribute('href', '/projects/project-1/rss.xml');
    expect(link('Atom')).toHaveAttribute('href', '/projects/project-1/feed.xml');
  });

  it('refetches the project (its update count) after an update is published', async () => {
    const user = userEvent.setup({ delay: null });
    api.routes['POST /api/projects/project-1/updates'] = () => ({
      status: 201,
      body: makeUpdate({ id: 'u2' }),
    });
    openProject(api, owner);
    await user.click(await screen.findByRole('button', { name: 'Add Update' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add update' }));
    await user.type(dialog.getByLabelText('Title'), 'New');
    await user.type(dialog.getByLabelText('Content'), 'Body');
    await user.click(dialog.getByRole('button', { name: 'Save update' }));
    await waitFor(() => expect(api.calls('GET /api/projects/project-1')).toHaveLength(2));
  });

  it('falls back to the public list with owner mode off when the owner read fails', async () => {
    api.routes['GET /api/projects/project-1'] = () => apiError(500, 'INTERNAL', 'boom');
    api.routes['GET /api/projects/public'] = () => ({
      status: 200,
      body: [makeShowcaseProject({ id: 'x' }), state.project],
    });
    openProject(api, owner);
    await findH1('Acme CLI');
    expect(screen.queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Update' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Stay Updated' })).toBeInTheDocument();
  });

  it("says 'Failed to load project. Please try again.' with a link to /projects when both reads fail", async () => {
    api.routes['GET /api/projects/project-1'] = () => apiError(500, 'INTERNAL', 'boom');
    api.routes['GET /api/projects/public'] = () => ({ status: 200, body: [] });
    openProject(api, owner);
    await findH1(projectMessages.loadFailed);
    expect(link('Back to Projects')).toHaveAttribute('href', '/projects');
  });
});

describe('/projects/{id}, errors', slow, () => {
  it("shows 'Project Not Found' with 'Browse Projects' for an unknown id", async () => {
    api.routes['GET /api/projects/project-1'] = () => apiError(404, 'NOT_FOUND', 'Project not found');
    openProject(api);
    await findH1('Project Not Found');
    expect(link('Browse Projects')).toHaveAttribute('href', '/projects/public');
  });

  it("shows 'Failed to load project details' with 'Back to Home' when the read fails", async () => {
    api.routes['GET /api/projects/project-1'] = () => apiError(503, 'SERVICE_UNAVAILABLE', 'down');
    openProject(api);
    await findH1(projectMessages.loadDetailsFailed);
    expect(link('Back to Home')).toHaveAttribute('href', '/');
    expect(api.calls('GET /api/projects/public')).toHaveLength(0);
  });

  it("shows 'Project ID is required' with 'Back to Home' for a blank id", async () => {
    openProject(api, null, '/projects/%20');
    await findH1(projectMessages.idRequired);
    expect(link('Back to Home')).toHaveAttribute('href', '/');
    expect(api.requests.filter((r) => r.path.startsWith('/api/projects'))).toHaveLength(0);
  });
});
