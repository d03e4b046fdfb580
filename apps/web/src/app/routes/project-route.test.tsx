import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { projectMessages, type Project, type Session } from '@shiplog/contract';
import { makeProject } from '@/features/projects/components/project-page/test-fixtures';
import { FakeIntersectionObserver } from '@test/fake-intersection-observer';
import { makeUpdate } from '@test/fixtures';
import { apiError, ApiServer } from '@test/api-server';
import { makeSession, renderRoutes } from '@test/render';
import { ProjectRoute } from './project-route';

/** Typing through user-event is slow on a busy machine; these tests interact a lot. */
const slow = { timeout: 20_000 };

const api = new ApiServer();
beforeAll(() => api.start());
afterAll(() => api.stop());
// No card scrolls into view here, so no view is counted (update-card.test.tsx covers views).
beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver));
afterEach(() => vi.unstubAllGlobals());

let project: Project;
beforeEach(() => {
  project = makeProject();
  api.reset({
    'GET /api/projects/project-1': () => ({ status: 200, body: project }),
    'GET /api/projects/project-1/updates': () => ({ status: 200, body: [makeUpdate()] }),
    'GET /api/updates/update-1/likes': () => ({ status: 200, body: { count: 3, hasLiked: false } }),
  });
});

const routes = [
  { path: '/projects/:projectId', element: <ProjectRoute /> },
  { path: '/projects/public', element: <h1>Public list</h1> },
  { path: '/projects', element: <h1>My projects</h1> },
  { path: '/', element: <h1>Home</h1> },
];
const owner = makeSession({ id: 'owner-1' });
const stranger = makeSession({ id: 'someone-else' });
const open = (session: Session | null = null, path = '/projects/project-1') =>
  renderRoutes(routes, { path, session, api: api.client });
const h1 = (name: string) => screen.findByRole('heading', { level: 1, name });
const link = (name: string | RegExp) => screen.getByRole('link', { name });

describe('/projects/{id}, visitor view', slow, () => {
  it('shows the banner, logo, name, date, links, stats, owner, description, tech stack, panel and timeline', async () => {
    const { container } = open();
    await h1('Acme CLI');
    expect(screen.getByText('A command line for Acme.')).toBeInTheDocument();
    expect(screen.getByText('Jan 5, 2025')).toBeInTheDocument();
    const images = [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(images).toEqual(expect.arrayContaining([project.banner_url, project.logo_url]));
    expect(link(/Repository acme\/cli/)).toHaveAttribute('href', 'https://github.com/acme/cli');
    expect(link(/Website acme\.dev/)).toHaveAttribute('href', 'https://www.acme.dev/');
    expect(link('@acmecli on X')).toHaveAttribute('href', 'https://x.com/acmecli');
    expect(link(/acme\.dev/)).toHaveAttribute('rel', 'noopener noreferrer nofollow');

    const stats = within(screen.getByRole('region', { name: 'Project stats' }));
    expect(stats.getByText('Stars').nextElementSibling).toHaveTextContent('1.2K');
    expect(stats.getByText('Updates').nextElementSibling).toHaveTextContent('7');
    expect(stats.getByText('Subscribers').nextElementSibling).toHaveTextContent('56');

    const ownerCard = within(screen.getByRole('region', { name: 'Built by' }));
    expect(ownerCard.getByText('ada')).toBeInTheDocument();
    expect(ownerCard.getByRole('link', { name: 'View profile' })).toHaveAttribute('href', '/user/owner-1');
    expect(screen.queryByRole('button', { name: /follow/i })).not.toBeInTheDocument();

    const about = within(screen.getByRole('region', { name: 'About' }));
    expect(about.getByRole('heading', { name: 'Why' })).toBeInTheDocument();
    expect(about.getByRole('link', { name: 'Acme' })).toHaveAttribute('href', 'https://acme.dev');

    const tech = within(screen.getByRole('region', { name: 'Tech Stack' }));
    expect(tech.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['TypeScript', 'Rust']);
    expect(screen.getByRole('region', { name: 'Stay Updated' })).toBeInTheDocument();

    const timeline = within(screen.getByRole('region', { name: 'Latest Updates' }));
    expect(await timeline.findByRole('article', { name: 'Shipped dark mode' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Update' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit update' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Acme CLI | Shiplog'));
  });

  it('falls back to a gradient banner and the first letter, and leaves out missing links', async () => {
    project = makeProject({
      banner_url: null,
      logo_url: null,
      website_url: null,
      twitter_handle: null,
      long_description: '',
      tech_stack: [],
    });
    const { container } = open();
    await h1('Acme CLI');
    expect(container.querySelector('header img')).toBeNull();
    expect(screen.getByText('A', { selector: 'span' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Website/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /on X/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'About' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Tech Stack' })).not.toBeInTheDocument();
  });

  it("says 'No updates yet' when the timeline is empty", async () => {
    api.routes['GET /api/projects/project-1/updates'] = () => ({ status: 200, body: [] });
    open();
    expect(await screen.findByRole('heading', { name: 'No updates yet' })).toBeInTheDocument();
  });

  it("shows each update's comments (the comments feature) inside its card", async () => {
    const user = userEvent.setup({ delay: null });
    api.routes['GET /api/updates/update-1/comments'] = () => ({ status: 200, body: [] });
    open();
    const card = within(await screen.findByRole('article', { name: 'Shipped dark mode' }));
    const toggle = card.getByRole('button', { name: 'Comments (2)' });
    await user.click(toggle);
    const panel = await card.findByRole('region', { name: 'Comments' });
    expect(toggle).toHaveAttribute('aria-controls', panel.id);
    expect(await within(panel).findByText('No comments yet. Be the first to comment.')).toBeInTheDocument();
  });

  it('gives a signed-in stranger no owner controls', async () => {
    open(stranger);
    await screen.findByRole('article', { name: 'Shipped dark mode' });
    expect(screen.queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Update' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete update' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Built by' })).toBeInTheDocument();
  });
});

describe('/projects/{id}, owner view', slow, () => {
  it('shows the Settings link, Add Update, Edit and Delete, real stars and no forks', async () => {
    open(owner);
    await h1('Acme CLI');
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

  it('refetches the project (its update count) after an update is published', async () => {
    const user = userEvent.setup({ delay: null });
    api.routes['POST /api/projects/project-1/updates'] = () => ({
      status: 201,
      body: makeUpdate({ id: 'u2' }),
    });
    open(owner);
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
      body: [makeProject({ id: 'x' }), project],
    });
    open(owner);
    await h1('Acme CLI');
    expect(screen.queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Update' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Stay Updated' })).toBeInTheDocument();
  });

  it("says 'Failed to load project. Please try again.' with a link to /projects when both reads fail", async () => {
    api.routes['GET /api/projects/project-1'] = () => apiError(500, 'INTERNAL', 'boom');
    api.routes['GET /api/projects/public'] = () => ({ status: 200, body: [] });
    open(owner);
    await h1(projectMessages.loadFailed);
    expect(link('Back to Projects')).toHaveAttribute('href', '/projects');
  });
});

describe('/projects/{id}, errors', slow, () => {
  it("shows 'Project Not Found' with 'Browse Projects' for an unknown id", async () => {
    api.routes['GET /api/projects/project-1'] = () => apiError(404, 'NOT_FOUND', 'Project not found');
    open();
    await h1('Project Not Found');
    expect(link('Browse Projects')).toHaveAttribute('href', '/projects/public');
  });

  it("shows 'Failed to load project details' with 'Back to Home' when the read fails", async () => {
    api.routes['GET /api/projects/project-1'] = () => apiError(503, 'SERVICE_UNAVAILABLE', 'down');
    open();
    await h1(projectMessages.loadDetailsFailed);
    expect(link('Back to Home')).toHaveAttribute('href', '/');
    expect(api.calls('GET /api/projects/public')).toHaveLength(0);
  });

  it("shows 'Project ID is required' with 'Back to Home' for a blank id", async () => {
    open(null, '/projects/%20');
    await h1(projectMessages.idRequired);
    expect(link('Back to Home')).toHaveAttribute('href', '/');
    expect(api.requests.filter((r) => r.path.startsWith('/api/projects'))).toHaveLength(0);
  });
});
