import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { POST_LIST_LIMIT, type DashboardCommit, type Post } from '@shiplog/contract';
import type { ApiServer, Route } from '@test/api-server';
import { listPageReply } from '@test/fixtures';
import { makeSession, renderRoutes, signedInRoutes, type TestSession } from '@test/render';
import { DashboardPage } from '../pages/dashboard-page';

/** Test data and the rendered page shared by the dashboard's tests. */

export function makeDashboardCommit(n: number, overrides: Partial<DashboardCommit> = {}): DashboardCommit {
  return {
    id: `c${n}`,
    repo_name: 'ada/shiplog',
    message: `Commit number ${n}`,
    committed_at: new Date(Date.now() - n * 3_600_000).toISOString(),
    sha: `${n}abcdef0123456789abcdef0123456789abcdef`.slice(0, 40),
    author_name: 'Ada Lovelace',
    author_login: 'ada',
    project_id: 'p1',
    ...overrides,
  };
}

export function makePost(n: number, overrides: Partial<Post> = {}): Post {
  return {
    id: `post-${n}`,
    content: `Post number ${n} #buildinpublic`,
    created_at: new Date(Date.now() - n * 60_000).toISOString(),
    writer: 'builtin',
    target: 'x',
    tone: 'professional',
    project_id: 'p1',
    commit_id: `c${n}`,
    commit_sha: `${n}abcdef0123456789abcdef0123456789abcdef`.slice(0, 40),
    repo_name: 'ada/shiplog',
    ...overrides,
  };
}

/** Routes answered like the real API: `state` holds what the server has. */
export function serveDashboard(api: ApiServer, routes: Record<string, Route> = {}) {
  const state = { commits: [makeDashboardCommit(1), makeDashboardCommit(2)], posts: [makePost(1)] };
  api.reset({
    'POST /api/commits/fetch': () => ({ status: 200, body: state.commits }),
    'GET /api/posts': ({ query }) => listPageReply(state.posts, query, { size: POST_LIST_LIMIT }),
    'GET /api/auth/providers': () => ({ status: 200, body: { email: true, github: { enabled: true } } }),
    'GET /api/social/accounts': () => ({ status: 200, body: [] }),
    ...routes,
  });
  return state;
}

const routes = [
  signedInRoutes([{ path: '/dashboard', element: <DashboardPage /> }]),
  { path: '/projects', element: <h1>Projects screen</h1> },
  { path: '/auth/callback', element: <h1>Callback screen</h1> },
  { path: '/login', element: <h1>Login screen</h1> },
];

/** A signed-in owner whose GitHub is connected (the session's GitHub identity holds a token). */
export function connectedSession(
  overrides: { reconnect_needed?: boolean } = {},
  user: Parameters<typeof makeSession>[0] = {},
): TestSession {
  const base = makeSession();
  const github = {
    provider: 'github' as const,
    id: '4242',
    username: 'ada',
    created_at: '2025-01-02T00:00:00.000Z',
    reconnect_needed: overrides.reconnect_needed ?? false,
  };
  return makeSession({ ...user, identities: [...base.user.identities, github] });
}

export function openDashboard(
  api: ApiServer,
  path = '/dashboard',
  session: TestSession = connectedSession(),
) {
  const user = userEvent.setup({ delay: null });
  return { user, ...renderRoutes(routes, { path, session, api: api.client }) };
}

/** The list item of the commit or post whose text matches. */
export async function findItem(text: string | RegExp) {
  const article = await screen.findByRole('article', { name: text });
  return within(article);
}

/** The card of the post whose text matches. */
export async function findPostCard(text: string) {
  const paragraph = await screen.findByText(text);
  const article = paragraph.closest('article');
  if (!article) throw new Error(`no post card holds '${text}'`);
  return within(article);
}
