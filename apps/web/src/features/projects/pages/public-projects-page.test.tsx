import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NEXT_CURSOR_HEADER, projectMessages } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { setUpApiServer } from '@test/api-server';
import { renderRoutes } from '@test/render';
import { FakeIntersectionObserver } from '@test/fake-intersection-observer';
import { makeProject } from '@test/fixtures';
import { PublicProjectsPage } from './public-projects-page';

const api = setUpApiServer();
beforeEach(() => {
  api.reset();
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
afterEach(() => vi.unstubAllGlobals());

const open = (client: ApiClient = api.client) =>
  renderRoutes(
    [
      { path: '/projects/public', element: <PublicProjectsPage /> },
      { path: '/projects/:projectId', element: <h1>Project page</h1> },
    ],
    { path: '/projects/public', api: client },
  );

/** An element whose whole text (visible and screen-reader only) is `text`. */
const fullText = (text: string) => (_: string, element: Element | null) => element?.textContent === text;

const page = (n: number, size = 2) =>
  Array.from({ length: size }, (_, i) => makeProject({ id: `p${n}-${i}`, name: `Project ${n}.${i}` }));

describe('/projects/public', () => {
  it('shows cards with owner, stars and updates, each linking to its project', async () => {
    const user = userEvent.setup();
    const project = makeProject({ github_stars: 1250, stats: { updates_count: 1, subscribers_count: 0 } });
    api.routes['GET /api/projects/public'] = () => ({ status: 200, body: [project] });
    const { router } = open();
    expect(screen.getByRole('status', { name: 'Loading projects' })).toBeInTheDocument();
    const card = within(await screen.findByRole('article'));
    expect(card.getByRole('heading', { name: 'Acme CLI' })).toBeInTheDocument();
    expect(card.getByText('A command line for Acme')).toBeInTheDocument();
    expect(card.getByText('ada')).toBeInTheDocument();
    expect(card.getByText(fullText('1.3K stars'))).toBeInTheDocument();
    expect(card.getByText(fullText('1 update'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    await user.click(card.getByRole('link', { name: 'Acme CLI' }));
    expect(router.state.location.pathname).toBe('/projects/project-1');
  });

  it('loads the next page with Load more, and by itself when the button scrolls into view', async () => {
    const user = userEvent.setup();
    const pages = [page(1), page(2), page(3)];
    api.routes['GET /api/projects/public'] = ({ query }) => {
      const index = Number(query.get('cursor') ?? 0);
      const next = index + 1 < pages.length ? { [NEXT_CURSOR_HEADER]: String(index + 1) } : undefined;
      return { status: 200, body: pages[index], headers: next };
    };
    open();
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Project 2.1')).toBeInTheDocument();
    act(() => FakeIntersectionObserver.scrollIntoView(screen.getByRole('button', { name: 'Load more' })));
    expect(await screen.findByText('Project 3.1')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    const cursors = api.calls('GET /api/projects/public').map((r) => r.query.get('cursor'));
    expect(cursors).toEqual([null, '1', '2']);
  });

  it('keeps the empty state when there are no public projects', async () => {
    api.routes['GET /api/projects/public'] = () => ({ status: 200, body: [] });
    open();
    expect(await screen.findByRole('heading', { name: 'No public projects yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add your project' })).toHaveAttribute('href', '/projects');
  });

  it('says the list failed and retries', async () => {
    const user = userEvent.setup();
    let fail = true;
    api.routes['GET /api/projects/public'] = () =>
      fail
        ? { status: 500, body: { error: { code: 'INTERNAL', message: 'Something went wrong' } } }
        : { status: 200, body: page(1) };
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent(projectMessages.fetchProjectsFailed);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Project 1.0')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
