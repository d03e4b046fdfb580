import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeProject } from '@/features/projects/components/settings/project-fixture';
import { ProtectedRoute } from '../protected-route';
import { ApiServer } from '../../../test/api-server';
import { makeSession, renderRoutes } from '../../../test/render';
import { ProjectSettingsRoute } from './project-settings-route';

const api = new ApiServer();
beforeAll(() => api.start());
afterAll(() => api.stop());

const project = makeProject();
beforeEach(() =>
  api.reset({
    [`GET /api/projects/${project.id}`]: () => ({ status: 200, body: project }),
    [`GET /api/projects/${project.id}/waitlist`]: () => ({ status: 200, body: [] }),
  }),
);

describe('/projects/{id}/settings with the subscribers feature composed in', () => {
  it("fills 'Waitlist Management' with the owner's list; GitHub and Custom Domain stay coming soon", async () => {
    renderRoutes(
      [
        {
          element: <ProtectedRoute />,
          children: [{ path: '/projects/:projectId/settings', element: <ProjectSettingsRoute /> }],
        },
      ],
      { path: `/projects/${project.id}/settings`, session: makeSession(), api: api.client },
    );
    await screen.findByRole('heading', { level: 1, name: project.name });
    const waitlist = within(screen.getByRole('region', { name: 'Waitlist Management' }));
    expect(await waitlist.findByRole('heading', { name: 'No subscribers yet' })).toBeInTheDocument();
    expect(waitlist.getByLabelText('Add by email')).toBeInTheDocument();
    expect(waitlist.queryByText(/Coming soon/)).not.toBeInTheDocument();
    for (const name of ['GitHub Integration', 'Custom Domain'])
      expect(within(screen.getByRole('region', { name })).getByText(/Coming soon/)).toBeInTheDocument();
    const order = screen
      .getAllByRole('region')
      .map((r) => r.getAttribute('id'))
      .filter(Boolean);
    expect(order).toEqual(['general', 'waitlist', 'github', 'custom-domain', 'danger-zone']);
  });
});
