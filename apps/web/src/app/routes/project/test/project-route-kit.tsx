import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { Project, Session } from '@shiplog/contract';
import { setUpApiServer, type ApiServer } from '@test/api-server';
import { FakeIntersectionObserver } from '@test/fake-intersection-observer';
import { makeProject, makeUpdate } from '@test/fixtures';
import { makeSession, renderRoutes } from '@test/render';
import { ProjectRoute } from '../project-route';

/** Acme CLI (project-1) by owner-1, with every field of its public page filled; override any part. */
export function makeShowcaseProject(overrides: Partial<Project> = {}): Project {
  return makeProject({
    description: 'A command line for Acme.',
    long_description: '## Why\n\nBecause [Acme](https://acme.dev).',
    long_description_html:
      '<h2>Why</h2><p>Because <a href="https://acme.dev" rel="noopener nofollow">Acme</a>.</p>',
    banner_url: 'https://cdn.example.com/banner.png',
    logo_url: 'https://cdn.example.com/logo.png',
    repository_name: 'acme/cli',
    website_url: 'https://www.acme.dev/',
    twitter_handle: 'acmecli',
    created_at: '2025-01-05T12:00:00.000Z',
    updated_at: '2025-02-01T12:00:00.000Z',
    user_id: 'owner-1',
    user: { id: 'owner-1', username: 'ada', avatar_url: '/api/avatars/ada.svg' },
    github_stars: 1234,
    stats: { updates_count: 7, subscribers_count: 56 },
    tech_stack: ['TypeScript', 'Rust'],
    ...overrides,
  });
}

/**
 * A local API for the test file answering project-1, its one update and that update's likes;
 * `state.project` is what GET answers (the showcase project before each test). No card scrolls into
 * view, so no view is counted (update-card.test.tsx covers views).
 */
export function serveProject() {
  const api = setUpApiServer();
  const state = { project: makeShowcaseProject() };
  beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver));
  afterEach(() => vi.unstubAllGlobals());
  beforeEach(() => {
    state.project = makeShowcaseProject();
    api.reset({
      'GET /api/projects/project-1': () => ({ status: 200, body: state.project }),
      'GET /api/projects/project-1/updates': () => ({ status: 200, body: [makeUpdate()] }),
      'GET /api/updates/update-1/likes': () => ({ status: 200, body: { count: 3, hasLiked: false } }),
    });
  });
  return { api, state };
}

const routes = [
  { path: '/projects/:projectId', element: <ProjectRoute /> },
  { path: '/projects/public', element: <h1>Public list</h1> },
  { path: '/projects', element: <h1>My projects</h1> },
  { path: '/', element: <h1>Home</h1> },
];

export const owner = makeSession({ id: 'owner-1' });
export const stranger = makeSession({ id: 'someone-else' });

export const openProject = (api: ApiServer, session: Session | null = null, path = '/projects/project-1') =>
  renderRoutes(routes, { path, session, api: api.client });
export const findH1 = (name: string) => screen.findByRole('heading', { level: 1, name });
/** A link in the page's main content (the project's header repeats some of them). */
export const link = (name: string | RegExp) => within(screen.getByRole('main')).getByRole('link', { name });
