import type { Project } from '@shiplog/contract';
import type { ApiServer, Route } from '@test/api-server';
import { makeSession, renderRoutes, signedInRoutes } from '@test/render';
import { ProjectSettingsPage } from '../pages/project-settings-page';

/**
 * For tests: opens /projects/{id}/settings signed in as user-1, the API answering
 * GET /api/projects/{id} with `project` (or with `reply` when given).
 */
export function renderSettingsPage(api: ApiServer, project: Project, reply?: Route) {
  api.routes[`GET /api/projects/${project.id}`] = reply ?? (() => ({ status: 200, body: project }));
  return renderRoutes(
    [
      signedInRoutes([{ path: '/projects/:projectId/settings', element: <ProjectSettingsPage /> }]),
      { path: '/my-projects', element: <h1>My Projects list</h1> },
      { path: '/projects/:projectId', element: <h1>Project page</h1> },
      { path: '/login', element: <h1>Login screen</h1> },
    ],
    { path: `/projects/${project.id}/settings`, session: makeSession(), api: api.client },
  );
}
