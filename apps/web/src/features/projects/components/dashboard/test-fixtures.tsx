import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Project, RepoCommit, Repository, Update } from '@shiplog/contract';
import { ProtectedRoute } from '@/app/protected-route';
import type { ApiClient } from '@/lib/api-client';
import type { ApiServer, Route } from '@test/api-server';
import { makeRepoCommit, makeCommitUpdate } from '@test/fixtures';
import { makeSession, renderRoutes, type TestSession } from '@test/render';
import { MyProjectsPage } from '../../pages/my-projects-page';

/** Test data and the rendered page shared by the dashboard's component tests. */

export function makeProject(overrides: Partial<Project> = {}): Project {
  return {
    id: 'p1',
    name: 'Shiplog',
    description: 'Turns commits into stories',
    long_description: '',
    banner_url: null,
    logo_url: null,
    icon_url: null,
    repository_name: 'ada/shiplog',
    repository_id: 101,
    website_url: null,
    twitter_handle: null,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    user_id: 'user-1',
    user: { id: 'user-1', username: 'ada', avatar_url: '' },
    github_stars: 4,
    stats: { updates_count: 0, subscribers_count: 0 },
    tech_stack: [],
    is_private: false,
    custom_domain: null,
    ...overrides,
  };
}

export function makeCommit(n: number, overrides: Partial<RepoCommit> = {}): RepoCommit {
  const sha = `${String(n).padStart(2, '0')}a1b2c3d4e5f60718293a4b5c6d7e8f9012345`.slice(0, 40);
  const message = `Commit number ${n}\n\nWith a body that is not shown.`;
  return { ...makeRepoCommit(sha, message, '2025-01-05T12:00:00Z'), ...overrides };
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

export function makeUpdate(overrides: Partial<Update> = {}): Update {
  return makeCommitUpdate({
    title: 'Commit number 1',
    content: 'We shipped it',
    published_at: '2025-01-05T00:00:00.000Z',
    created_at: '2025-01-05T00:00:00.000Z',
    updated_at: '2025-01-05T00:00:00.000Z',
    ...overrides,
  });
}

/** A promise the test settles when it wants (holds a server answer to see the busy state). */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
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

export const shiplogProject = makeProject();
export const tinyToolProject = makeProject({
  id: 'p2',
  name: 'Tiny tool',
  description: '',
  repository_name: 'ada/tiny-tool',
  is_private: true,
});
export const shiplogCommitsPath = '/api/github/commits/ada/shiplog';

/** Two projects (the second private), two commits for the first; `state.projects` is what GET answers. */
export function serveDashboard(api: ApiServer, routes: Record<string, Route> = {}) {
  const state = { projects: [shiplogProject, tinyToolProject] };
  api.reset({
    'GET /api/projects': () => ({ status: 200, body: state.projects }),
    [`GET ${shiplogCommitsPath}`]: () => ({ status: 200, body: [makeCommit(1), makeCommit(2)] }),
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
