import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { projectMessages, type Project } from '@shiplog/contract';
import { apiError, setUpApiServer, type Route } from '@test/api-server';
import { makeProject } from '@test/fixtures';
import { renderSettingsPage } from '../test/settings-kit';

const api = setUpApiServer();
beforeEach(() => api.reset());

const project = makeProject();
const open = (reply?: Route) => renderSettingsPage(api, project, reply);

describe('/projects/{id}/settings', () => {
  it('shows a skeleton, then the project with every section and links back', async () => {
    open();
    expect(screen.getByRole('status', { name: 'Loading project settings' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme CLI' })).toBeInTheDocument();
    // 'Waitlist Management', 'GitHub Integration' and 'Custom Domain' come from other features
    // (composed in by app/routes/project-settings-route).
    for (const name of ['General', 'Danger Zone']) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'View Project' })).toHaveAttribute('href', '/projects/project-1');
    expect(screen.getByRole('link', { name: 'My Projects' })).toHaveAttribute('href', '/projects');
    expect(screen.getByLabelText('Project name')).toHaveValue('Acme CLI');
    expect(screen.getByLabelText('Description')).toHaveValue('A command line for Acme');
    expect(screen.getByLabelText('Repository')).toHaveValue('ada/acme-cli');
    expect(screen.getByLabelText('Private project')).not.toBeChecked();
    expect(screen.getByLabelText('Private project')).toHaveAccessibleDescription(projectMessages.privateHint);
    expect(screen.getByLabelText('Long description')).toHaveValue('Ships every week.');
    expect(screen.getByRole('list', { name: 'Technologies' })).toHaveTextContent('TypeScript');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  });

  it("links 'View Project' to the project's short address when it has one (its canonical page)", async () => {
    renderSettingsPage(api, makeProject({ slug: 'acme' }));
    expect(await screen.findByRole('link', { name: 'View Project' })).toHaveAttribute('href', '/p/acme');
  });

  it('sends only the changed fields, disables Save while saving and shows the saved banner', async () => {
    const user = userEvent.setup();
    let answer: (() => void) | undefined;
    api.routes['PUT /api/projects/project-1'] = (req) =>
      new Promise((resolve) => {
        const body = req.body as Partial<Project>;
        answer = () => resolve({ status: 200, body: { ...project, ...body } });
      });
    open();
    const name = await screen.findByLabelText('Project name');
    await user.clear(name);
    await user.paste('  Acme Tools ');
    await user.click(screen.getByLabelText('Private project'));
    await user.click(screen.getByLabelText('X handle'));
    await user.paste('@acme_dev');
    await user.click(screen.getByLabelText('Website URL'));
    await user.paste('https://acme.dev');
    await user.click(screen.getByLabelText('Icon URL'));
    await user.paste('https://cdn.acme.dev/icon.png');
    await user.type(screen.getByLabelText('Tech stack'), 'React{Enter}Vite,');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const saving = screen.getByRole('button', { name: 'Saving...' });
    expect(saving).toBeDisabled();
    expect(screen.getByLabelText('Project name')).toBeDisabled();
    await expect.poll(() => answer).toBeDefined();
    answer?.();
    expect(await screen.findByText(projectMessages.saved)).toBeInTheDocument();
    expect(api.calls('PUT /api/projects/project-1')[0]?.body).toEqual({
      name: 'Acme Tools',
      is_private: true,
      twitter_handle: 'acme_dev',
      website_url: 'https://acme.dev',
      icon_url: 'https://cdn.acme.dev/icon.png',
      tech_stack: ['TypeScript', 'React', 'Vite'],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Tools' })).toBeInTheDocument();
    expect(screen.getByLabelText('X handle')).toHaveValue('acme_dev');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  });

  it("says 'Project name is required' at the name field without calling the server", async () => {
    const user = userEvent.setup();
    open();
    await user.clear(await screen.findByLabelText('Project name'));
    await user.type(screen.getByLabelText('Project name'), '   ');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const name = screen.getByLabelText('Project name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(projectMessages.nameRequired);
    expect(name).toHaveFocus();
    expect(api.calls('PUT /api/projects/project-1')).toHaveLength(0);
    await user.type(name, 'Back');
    expect(name).not.toHaveAttribute('aria-invalid');
  });

  it('checks the repository format before sending', async () => {
    const user = userEvent.setup();
    open();
    const repository = await screen.findByLabelText('Repository');
    await user.clear(repository);
    await user.paste('not a repository');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(repository).toHaveAccessibleDescription(expect.stringContaining(projectMessages.repositoryFormat));
    expect(api.calls('PUT /api/projects/project-1')).toHaveLength(0);
  });

  it('sets a short address, checked before sending, and says when it is taken', async () => {
    const user = userEvent.setup();
    api.routes['PUT /api/projects/project-1'] = () => apiError(409, 'CONFLICT', projectMessages.slugTaken);
    open();
    const slug = await screen.findByLabelText('Short address');
    expect(slug).toHaveAccessibleDescription(expect.stringContaining('/p/your-project'));
    await user.type(slug, 'a b');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(slug).toHaveAccessibleDescription(expect.stringContaining(projectMessages.slugFormat));
    expect(api.calls('PUT /api/projects/project-1')).toHaveLength(0);
    await user.clear(slug);
    await user.type(slug, 'acme-cli');
    expect(slug).toHaveAccessibleDescription(expect.stringContaining('/p/acme-cli'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(projectMessages.slugTaken, { exact: false })).toBeInTheDocument();
    expect(api.calls('PUT /api/projects/project-1')[0]?.body).toEqual({ slug: 'acme-cli' });
  });

  it("shows the server's 400 at its field and keeps what was typed", async () => {
    const user = userEvent.setup();
    api.routes['PUT /api/projects/project-1'] = () => ({
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_FAILED',
          message: `Invalid request: name: ${projectMessages.nameRequired}`,
          issues: [{ path: 'name', message: projectMessages.nameRequired }],
        },
      },
    });
    open();
    const name = await screen.findByLabelText('Project name');
    await user.type(name, ' 2');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await expect.poll(() => name.getAttribute('aria-invalid')).toBe('true');
    expect(name).toHaveAccessibleDescription(projectMessages.nameRequired);
    await expect.poll(() => document.activeElement).toBe(name);
    expect(name).toHaveValue('Acme CLI 2');
    expect(screen.queryByText(projectMessages.saved)).not.toBeInTheDocument();
  });

  it("shows 'Failed to update project. Please try again.' when saving fails, input kept", async () => {
    const user = userEvent.setup();
    api.routes['PUT /api/projects/project-1'] = () => apiError(500, 'INTERNAL', 'Something went wrong');
    open();
    const description = await screen.findByLabelText('Description');
    await user.clear(description);
    await user.paste('Now with plugins');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(projectMessages.updateFailed);
    expect(description).toHaveValue('Now with plugins');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  });

  it.each([
    [
      'the project belongs to someone else',
      () => ({ status: 200, body: makeProject({ user_id: 'user-2' }) }),
    ],
    ['the API answers 404', () => apiError(404, 'NOT_FOUND', projectMessages.notFound)],
    ['the API fails', () => apiError(500, 'INTERNAL', 'Something went wrong')],
  ])('says it cannot be edited when %s, with a link back to /my-projects', async (_case, reply) => {
    const user = userEvent.setup();
    const { router } = open(reply);
    expect(await screen.findByText(projectMessages.loadForEditFailed)).toBeInTheDocument();
    expect(screen.queryByLabelText('Project name')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to My Projects' }));
    expect(router.state.location.pathname).toBe('/my-projects');
  });
});
