import type { Project } from '@shiplog/contract';

/** A project as the API answers it, for component tests; override any part. */
export function makeProject(overrides: Partial<Project> = {}): Project {
  return {
    id: 'project-1',
    name: 'Acme CLI',
    description: 'A command line for Acme',
    long_description: '<p>Ships every week.</p>',
    banner_url: null,
    logo_url: null,
    icon_url: null,
    repository_name: 'ada/acme-cli',
    repository_id: 42,
    website_url: null,
    twitter_handle: null,
    created_at: '2025-01-02T00:00:00.000Z',
    updated_at: '2025-01-03T00:00:00.000Z',
    user_id: 'user-1',
    user: { id: 'user-1', username: 'ada', avatar_url: '/api/avatars/ada' },
    github_stars: 12,
    stats: { updates_count: 3, subscribers_count: 5 },
    tech_stack: ['TypeScript'],
    is_private: false,
    custom_domain: null,
    ...overrides,
  };
}
