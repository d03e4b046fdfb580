import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_AUTO_UPDATE_SETTINGS, DEFAULT_PROJECT_VOICE } from '@shiplog/contract';
import { makeProject } from '@test/fixtures';
import { ProtectedRoute } from '../../protected-route';
import { setUpApiServer } from '@test/api-server';
import { makeSession, renderRoutes } from '@test/render';
import { ProjectSettingsRoute } from './project-settings-route';

const api = setUpApiServer();

const project = makeProject();
beforeEach(() =>
  api.reset({
    [`GET /api/projects/${project.id}`]: () => ({ status: 200, body: project }),
    [`GET /api/projects/${project.id}/waitlist`]: () => ({ status: 200, body: [] }),
    [`GET /api/projects/${project.id}/webhook`]: () => ({ status: 200, body: null }),
    [`GET /api/projects/${project.id}/auto-updates`]: () => ({
      status: 200,
      body: DEFAULT_AUTO_UPDATE_SETTINGS,
    }),
    [`GET /api/github/commits/ada/acme-cli`]: () => ({ status: 200, body: [] }),
    [`GET /api/projects/${project.id}/domain`]: () => ({ status: 200, body: null }),
    [`GET /api/projects/${project.id}/review-rule`]: () => ({
      status: 200,
      body: { review_rule: 'review' },
    }),
    [`GET /api/projects/${project.id}/voice`]: () => ({ status: 200, body: DEFAULT_PROJECT_VOICE }),
    [`GET /api/projects/${project.id}/webhook-endpoints`]: () => ({ status: 200, body: { endpoints: [] } }),
  }),
);

describe('/projects/{id}/settings with the project-waitlist, GitHub integration, review, voice, domains, widget and webhooks sections composed in', () => {
  it("fills 'Waitlist Management', 'GitHub Integration' and 'Custom Domain' for the owner", async () => {
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
    const github = within(screen.getByRole('region', { name: 'GitHub Integration' }));
    expect(await github.findByRole('button', { name: 'Set up webhook' })).toBeInTheDocument();
    expect(github.getByText('ada/acme-cli')).toBeInTheDocument();
    expect(await github.findByRole('switch', { name: 'Enable automatic updates' })).toBeInTheDocument();
    expect(await github.findByText(/No commits yet/)).toBeInTheDocument();
    const review = within(screen.getByRole('region', { name: 'Review' }));
    expect(
      await review.findByRole('radio', { name: 'Hold every generated update for review' }),
    ).toBeChecked();
    const voice = within(screen.getByRole('region', { name: 'Voice' }));
    expect(await voice.findByRole('combobox', { name: 'Default tone' })).toHaveValue('professional');
    const domain = within(screen.getByRole('region', { name: 'Custom Domain' }));
    expect(await domain.findByRole('button', { name: 'Add custom domain' })).toBeInTheDocument();
    const widget = within(screen.getByRole('region', { name: "What's new widget" }));
    expect(widget.getByText(/<shiplog-whats-new project=/)).toBeInTheDocument();
    // The navigation leads to it like to every other section.
    const nav = within(screen.getByRole('navigation', { name: /settings/i }));
    expect(nav.getByRole('link', { name: "What's new widget" })).toHaveAttribute('href', '#widget');
    const webhooks = within(screen.getByRole('region', { name: 'Webhooks & channels' }));
    expect(await webhooks.findByText(/No webhooks or channels yet/)).toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'Webhooks & channels' })).toHaveAttribute('href', '#webhooks');
    expect(screen.queryByText(/Coming soon/)).not.toBeInTheDocument();
    const order = screen
      .getAllByRole('region')
      .map((r) => r.getAttribute('id'))
      .filter(Boolean);
    expect(order).toEqual([
      'general',
      'waitlist',
      'github',
      'review',
      'voice',
      'custom-domain',
      'widget',
      'webhooks',
      'danger-zone',
    ]);
  });
});
