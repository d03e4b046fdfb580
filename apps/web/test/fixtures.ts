import {
  NEXT_CURSOR_HEADER,
  type DraftInbox,
  type DraftItem,
  type Project,
  type RepoCommit,
  type Update,
} from '@shiplog/contract';

/** What the server renders for a one-paragraph Markdown text (escaped, in a paragraph). */
const paragraph = (text: string) =>
  text ? `<p>${text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')}</p>` : '';

/** An update as the API answers it; override any field (`content_html` follows `content`). */
export function makeUpdate(overrides: Partial<Update> = {}): Update {
  const content = overrides.content ?? 'Every screen now follows the system theme.';
  return {
    id: 'update-1',
    project_id: 'project-1',
    type: 'text',
    title: 'Shipped dark mode',
    content,
    content_html: paragraph(content),
    image_url: null,
    commit_hash: null,
    commit_message: null,
    published_at: '2025-03-04T10:00:00.000Z',
    created_at: '2025-03-04T10:00:00.000Z',
    updated_at: '2025-03-04T10:00:00.000Z',
    is_pinned: false,
    is_major_update: false,
    labels: [],
    status: 'published',
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

/** A promise the test settles when it wants (holds a server answer to see the busy state). */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

/** Commit number `n` of GitHub's commit list (sha `0na1b2…`), with a subject and a body; override any part. */
export function makeNumberedCommit(n: number, overrides: Partial<RepoCommit> = {}): RepoCommit {
  const sha = `${String(n).padStart(2, '0')}a1b2c3d4e5f60718293a4b5c6d7e8f9012345`.slice(0, 40);
  const message = `Commit number ${n}\n\nWith a body that is not shown.`;
  return { ...makeRepoCommit(sha, message, '2025-01-05T12:00:00Z'), ...overrides };
}

/** A project as the API answers it, owned by user-1; override any part (the HTML follows the Markdown). */
export function makeProject(overrides: Partial<Project> = {}): Project {
  const longDescription = overrides.long_description ?? 'Ships every week.';
  return {
    id: 'project-1',
    name: 'Acme CLI',
    description: 'A command line for Acme',
    long_description: longDescription,
    long_description_html: paragraph(longDescription),
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
    slug: null,
    ...overrides,
  };
}

/**
 * The API's answer for one page of a commit list: `size` items of `items` from `page`, with the
 * next page's number in `x-next-cursor` when one follows (as the server says it).
 */
export function commitListReply<T>(items: T[], page: number, size = 10) {
  const more = items.length > page * size;
  return {
    status: 200,
    body: items.slice((page - 1) * size, page * size),
    ...(more ? { headers: { [NEXT_CURSOR_HEADER]: String(page + 1) } } : {}),
  };
}

/**
 * The API's answer for one page of a list read by cursor: `size` items from where the
 * `cursorParam` query value says (a position, as a stand-in for the server's opaque cursor), with
 * the next page's cursor in `x-next-cursor` and `Link` when more follow.
 */
export function listPageReply<T>(
  items: T[],
  query: URLSearchParams,
  {
    cursorParam = 'before',
    size = 50,
    headers = {},
  }: { cursorParam?: string; size?: number; headers?: Record<string, string> } = {},
) {
  const start = Number(query.get(cursorParam) ?? 0);
  const next = start + size < items.length ? String(start + size) : null;
  return {
    status: 200,
    body: items.slice(start, start + size),
    headers: {
      ...headers,
      ...(next ? { [NEXT_CURSOR_HEADER]: next, link: `<?${cursorParam}=${next}>; rel="next"` } : {}),
    },
  };
}

/** The drafts inbox the API answers for `query` (`list`, `cursor`, `limit`, `project_id`), from both lists whole. */
export function draftInboxReply(lists: Pick<DraftInbox, 'drafts' | 'scheduled'>, query: URLSearchParams) {
  const size = Number(query.get('limit') ?? 50);
  const projectId = query.get('project_id');
  const asked = query.get('list');
  const start = Number(query.get('cursor') ?? 0);
  const mine = (items: DraftItem[]) => items.filter((item) => !projectId || item.project.id === projectId);
  const page = (which: 'drafts' | 'scheduled') => {
    const items = mine(lists[which]);
    if (asked && asked !== which) return { items: [], next: null };
    const from = asked ? start : 0;
    return {
      items: items.slice(from, from + size),
      next: from + size < items.length ? String(from + size) : null,
    };
  };
  const drafts = page('drafts');
  const scheduled = page('scheduled');
  const body: DraftInbox = {
    drafts: drafts.items,
    scheduled: scheduled.items,
    totals: { drafts: mine(lists.drafts).length, scheduled: mine(lists.scheduled).length },
    next: { drafts: drafts.next, scheduled: scheduled.next },
  };
  return { status: 200, body };
}
