import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MY_PROJECTS_PAGE_SIZE, type Project, type Repository, type Update } from '@shiplog/contract';
import { ProtectedRoute } from '@/app/protected-route';
import type { ApiClient } from '@/lib/api-client';
import type { ApiServer, Route } from '@test/api-server';
import { listPageReply, makeCommitUpdate, makeNumberedCommit, makeProject } from '@test/fixtures';
import { makeSession, renderRoutes, type TestSession } from '@test/render';
import { MyProjectsPage } from '../my-projects-page';

/** Test data and the rendered page shared by the My Projects tests. */

/** A project of the My Projects tests: Shiplog (p1) on ada/shiplog; override any part. */
export function makeMyProject(overrides: Partial<Project> = {}): Project {
  return makeProject({
    id: 'p1',
    name: 'Shiplog',
    description: 'Turns commits into stories',
    long_description: '',
    repository_name: 'ada/shiplog',
    repository_id: 101,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    user: { id: 'user-1', username: 'ada', avatar_url: '' },
    github_stars: 4,
    stats: { updates_count: 0, subscribers_count: 0 },
    tech_stack: [],
    ...overrides,
  });
}

export function makeRepository(overrides: Partial<Repository> = {}): Repository {
  return {
    id: 101,
    name: 'shiplog',
    full_name: 'ada/shiplog',
    description: 'Turns commits into stories',
    language: 'TypeScript',
    stargazers_count: 1234,
    private: false,
    ...overrides,
  };
}

/** An update as publishing a commit of Shiplog answers it. */
export function makePublishedUpdate(overrides: Partial<Update> = {}): Update {
  return makeCommitUpdate({
    title: 'Commit number 1',
    content: 'We shipped it',
    published_at: '2025-01-05T00:00:00.000Z',
    created_at: '2025-01-05T00:00:00.000Z',
    updated_at: '2025-01-05T00:00:00.000Z',
    ...overrides,
  });
}

const routes = [
  {
    element: <ProtectedRoute />,
    children: [
      { path: '/projects', element: <MyProjectsPage /> },
      { path: '/projects/:projectId/settings', element: <h1>Project settings screen</h1> },
    ],
  },
  { path: '/projects/:projectId', element: <h1>Project page screen</h1> },
  { path: '/login', element: <h1>Login screen</h1> },
];

export function openMyProjects(api: ApiClient, path = '/projects', session: TestSession = makeSession()) {
  return renderRoutes(routes, { path, session, api });
}

export const panel = (name: string | RegExp) => within(screen.getByRole('region', { name }));

export const shiplogProject = makeMyProject();
export const tinyToolProject = makeMyProject({
  id: 'p2',
  name: 'Tiny tool',
  description: '',
  repository_name: 'ada/tiny-tool',
  is_private: true,
});
export const shiplogCommitsPath = '/api/github/commits/ada/shiplog';

/**
 * Two projects (the second private), two commits for the first; `state.projects` is what GET
 * answers, `state.pageSize` at a time.
 */
export function serveMyProjects(api: ApiServer, routes: Record<string, Route> = {}) {
  const state = { projects: [shiplogProject, tinyToolProject], pageSize: MY_PROJECTS_PAGE_SIZE };
  api.reset({
    'GET /api/projects': ({ query }) => listPageReply(state.projects, query, { size: state.pageSize }),
    [`GET ${shiplogCommitsPath}`]: () => ({
      status: 200,
      body: [makeNumberedCommit(1), makeNumberedCommit(2)],
    }),
    'GET /api/auth/providers': () => ({ status: 200, body: { email: true, github: { enabled: true } } }),
    'GET /api/auth/github': () => ({ status: 200, body: { url: 'http://localhost:3000/#connect' } }),
    ...routes,
  });
  return state;
}

/** Opens the page and clicks the Shiplog project. */
export async function selectShiplog(api: ApiServer, path?: string) {
  const user = userEvent.setup({ delay: null });
  const view = openMyProjects(api.client, path);
  await user.click(await panel('Your Projects').findByRole('button', { name: /^Shiplog/ }));
  return { user, ...view };
}
