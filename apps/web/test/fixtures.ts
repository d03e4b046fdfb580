import type { RepoCommit, Update } from '@shiplog/contract';

/** An update as the API answers it; override any field. */
export function makeUpdate(overrides: Partial<Update> = {}): Update {
  return {
    id: 'update-1',
    project_id: 'project-1',
    type: 'text',
    title: 'Shipped dark mode',
    content: 'Every screen now follows the system theme.',
    image_url: null,
    commit_hash: null,
    commit_message: null,
    published_at: '2025-03-04T10:00:00.000Z',
    created_at: '2025-03-04T10:00:00.000Z',
    updated_at: '2025-03-04T10:00:00.000Z',
    is_pinned: false,
    is_major_update: false,
    labels: [],
    views: 12,
    likes: 3,
    comments: 2,
    ...overrides,
  };
}

/** An update made from a commit of project `p1`, not seen yet; override any field. */
export const makeCommitUpdate = (overrides: Partial<Update> = {}): Update =>
  makeUpdate({ id: 'u1', project_id: 'p1', type: 'commit', views: 0, likes: 0, comments: 0, ...overrides });

/** A commit as GitHub's commit list answers it, by Ada (login `ada`). */
export function makeRepoCommit(sha: string, message: string, date = '2025-03-02T10:00:00.000Z'): RepoCommit {
  return {
    sha,
    commit: { message, author: { name: 'Ada Lovelace', date } },
    author: { login: 'ada' },
  };
}
