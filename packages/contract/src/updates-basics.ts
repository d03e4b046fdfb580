import { endpointPath } from './endpoint';

/**
 * Updates without schemas: messages, types, limits and the API's routes, for pages that start
 * before zod loads (the public pages). updates.ts holds the schemas and re-exports all of this.
 */

/** The update messages, word for word. */
export const updateMessages = {
  titleRequired: 'Title is required',
  contentRequired: 'Content is required for text updates',
  imageRequired: 'Image URL is required for image updates',
  commitRequired: 'Commit hash is required for commit updates',
  imageUrlInvalid: 'Image URL must be an http:// or https:// URL',
  commitHashInvalid: 'Commit hash must be 7 to 40 hexadecimal characters',
  saveFailed: 'Failed to save update. Please try again.',
  signInToLike: 'Sign in to like updates',
  deleteFailed: 'Failed to delete update. Please try again.',
  noUpdates: 'No updates yet',
  readMore: 'Read more',
  showLess: 'Show less',
} as const;

export const updateTypes = ['text', 'image', 'commit', 'release'] as const;

/**
 * Where an update stands: a `draft` is the owner's until published; `scheduled` is published
 * with a time still to come; `published` is public (on a public project) and mailed.
 */
export const UPDATE_STATUSES = ['draft', 'scheduled', 'published'] as const;
export const MAX_UPDATE_TITLE_LENGTH = 200;
export const MAX_UPDATE_CONTENT_LENGTH = 20_000;
export const MAX_UPDATE_LABELS = 10;

/** How many updates the project page shows at first and loads each time after. */
export const UPDATES_PAGE_SIZE = 10;
export const MAX_UPDATES_PAGE_SIZE = 100;
export const MAX_UPDATE_SEARCH_LENGTH = 100;
/** What the timeline can be narrowed to: a type, or the major updates of any type. */
export const UPDATE_FILTERS = [...updateTypes, 'major'] as const;
export type UpdateFilter = (typeof UPDATE_FILTERS)[number];

/** A project page's timeline as its address narrows it: `?before=<cursor>&type=…&q=…`. */
export interface TimelineAddress {
  /** The cursor of an "Older updates" link; null from the newest. */
  before: string | null;
  type?: UpdateFilter;
  q?: string;
}

/** The timeline a project page's query asks for; unknown types and blank searches are ignored. */
export function timelineOf(search: URLSearchParams): TimelineAddress {
  const type = search.get('type');
  const q = search.get('q')?.trim();
  return {
    before: search.get('before') || null,
    type: UPDATE_FILTERS.includes(type as UpdateFilter) ? (type as UpdateFilter) : undefined,
    q: q || undefined,
  };
}

/** The query of a timeline's address (`type`, `q`, `before`, in that order): its links and the server's pages. */
export function timelineQuery({ before, type, q }: Partial<TimelineAddress>): string {
  const query = new URLSearchParams();
  if (type) query.set('type', type);
  if (q) query.set('q', q);
  if (before) query.set('before', before);
  return query.toString();
}

/**
 * The API read (under /api) of a timeline's first page from `address`: the server reads it for a
 * visitor's project page and writes the answer into the page; the app starts from it.
 */
export function timelineRead(projectId: string, address: TimelineAddress): string {
  const query = timelineQuery(address);
  const path = endpointPath(updateRoutes.listProjectUpdates, { id: projectId });
  return `${path}?limit=${UPDATES_PAGE_SIZE}${query && `&${query}`}`;
}

/** Each endpoint's method and path (updates.ts adds the rest): a page calls one before its schemas load. */
export const updateRoutes = {
  listProjectUpdates: { method: 'GET', path: '/projects/:id/updates' },
  createUpdate: { method: 'POST', path: '/projects/:id/updates' },
  getUpdate: { method: 'GET', path: '/projects/:id/updates/:updateId' },
  getUpdateNeighbours: { method: 'GET', path: '/projects/:id/updates/:updateId/neighbours' },
  editUpdate: { method: 'PUT', path: '/projects/:id/updates/:updateId' },
  deleteUpdate: { method: 'DELETE', path: '/projects/:id/updates/:updateId' },
  getLikes: { method: 'GET', path: '/updates/:id/likes' },
  likeUpdate: { method: 'POST', path: '/updates/:id/likes' },
  unlikeUpdate: { method: 'DELETE', path: '/updates/:id/likes' },
  recordView: { method: 'POST', path: '/updates/:id/views' },
} as const;

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** "Built from 3 commits · 1 pull request". */
export function builtFromWords(provenance: { commits: number; pull_requests: number }): string {
  const parts = [
    provenance.commits ? plural(provenance.commits, 'commit') : null,
    provenance.pull_requests ? plural(provenance.pull_requests, 'pull request') : null,
  ].filter(Boolean);
  return `Built from ${parts.join(' · ')}`;
}
