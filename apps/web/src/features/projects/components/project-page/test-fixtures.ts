import type { Project } from '@shiplog/contract';

/** A project as GET /api/projects/{id} answers it; override any field. */
export function makeProject(overrides: Partial<Project> = {}): Project {
  return {
    id: 'project-1',
    name: 'Acme CLI',
    description: 'A command line for Acme.',
    long_description:
      '<h2>Why</h2><p>Because <a href="https://acme.dev" rel="noopener nofollow">Acme</a>.</p>',
    banner_url: 'https://cdn.example.com/banner.png',
    logo_url: 'https://cdn.example.com/logo.png',
    icon_url: null,
    repository_name: 'acme/cli',
    repository_id: 42,
    website_url: 'https://www.acme.dev/',
    twitter_handle: 'acmecli',
    created_at: '2025-01-05T12:00:00.000Z',
    updated_at: '2025-02-01T12:00:00.000Z',
    user_id: 'owner-1',
    user: { id: 'owner-1', username: 'ada', avatar_url: '/api/avatars/ada.svg' },
    github_stars: 1234,
    stats: { updates_count: 7, subscribers_count: 56 },
    tech_stack: ['TypeScript', 'Rust'],
    is_private: false,
    custom_domain: null,
    ...overrides,
  };
}
