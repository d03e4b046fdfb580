import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Project } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import type { ApiServer } from '@test/api-server';
import { deferred } from '@test/fixtures';
import { makeMyProject, makeRepository, openMyProjects, panel } from './my-projects-kit';

/** The Add New Project tests' world: two repositories, one older project, a create that works. */

export const shiplogRepo = makeRepository();
export const secretRepo = makeRepository({
  id: 202,
  name: 'secret-sauce',
  full_name: 'ada/secret-sauce',
  description: null,
  language: 'Rust',
  stargazers_count: 7,
  private: true,
});
export const createdProject = makeMyProject({ id: 'p9', name: 'shiplog' });

export function resetAddProjectRoutes(api: ApiServer) {
  let projects: Project[] = [makeMyProject({ id: 'p0', name: 'Older', repository_name: 'ada/older' })];
  api.reset({
    'GET /api/projects': () => ({ status: 200, body: projects }),
    'GET /api/github/repos': () => ({ status: 200, body: [shiplogRepo, secretRepo] }),
    'GET /api/github/commits/ada/shiplog': () => ({ status: 200, body: [] }),
    'GET /api/auth/providers': () => ({ status: 200, body: { email: true, github: { enabled: true } } }),
    'POST /api/projects': () => {
      projects = [createdProject, ...projects];
      return { status: 201, body: createdProject };
    },
  });
}

/** Holds the repositories until the test has seen the loading state; call the result to answer. */
export function holdRepos(api: ApiServer) {
  const answer = deferred();
  const route = api.routes['GET /api/github/repos']!;
  api.routes['GET /api/github/repos'] = async (req) => {
    await answer.promise;
    return (await route(req))!;
  };
  return answer.resolve;
}

/** The page with its projects loaded, then the Add New Project dialog opened from the header. */
export async function openAddDialog(api: ApiServer, client: ApiClient = api.client) {
  const user = userEvent.setup({ delay: null });
  const view = openMyProjects(client);
  await panel('Your Projects').findByRole('button', { name: /^Older/ });
  await user.click(screen.getByRole('button', { name: 'Add New Project' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Add New Project' }));
  return { user, dialog, ...view };
}
