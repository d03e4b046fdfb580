/**
 * Projects without schemas: messages, limits and the API's routes, for pages that start
 * before zod loads (the public pages). projects.ts holds the schemas and re-exports all of this.
 */

/** The project messages, the fixed ones word for word, plus our own. */
export const projectMessages = {
  nameRequired: 'Project name is required',
  repositoryRequired: 'Please select a repository',
  repositoryFormat: 'Repository must be in the format username/repository',
  privateHint: 'Private projects are only visible to you',
  creating: 'Creating...',
  fetchGithubReposFailed: 'Failed to fetch GitHub repositories',
  fetchReposFailed: 'Failed to fetch repositories',
  fetchCommitsFailed: 'Failed to fetch commits',
  generatePostFailed: 'Failed to generate post',
  fetchProjectsFailed: 'Failed to fetch projects. Please try again.',
  createFailed: 'Failed to create project. Please try again.',
  deleteFailed: 'Failed to delete project. Please try again.',
  updateFailed: 'Failed to update project. Please try again.',
  loadDetailsFailed: 'Failed to load project details',
  idRequired: 'Project ID is required',
  notFound: 'Project not found',
  loadFailed: 'Failed to load project. Please try again.',
  loadForEditFailed: 'Failed to load project. Please make sure you have permission to edit this project.',
  saved: 'Project settings saved',
  noProjects: 'No Projects Yet',
  addFirst: 'Add Your First Project',
  selectProject: 'Select a Project',
  generating: 'Generating your post...',
  notOwner: 'Only the owner of this project can change it.',
  repositoryNotFound: 'Repository not found on GitHub, or you do not have access to it',
  repositoryNoPush: (fullName: string) =>
    `You can only add a repository you can push to on GitHub; ${fullName} is not one of them.`,
  repositoryInUse: (fullName: string) => `You already have a project for ${fullName}.`,
  slugFormat:
    'Use 3 to 60 lowercase letters, digits and hyphens, starting and ending with a letter or digit.',
  slugTaken: 'This address is already taken by another project.',
  publicHint:
    'Public: anyone can open its page; it is listed on Public Projects once it publishes an update.',
} as const;

export const MAX_PROJECT_NAME_LENGTH = 100;
export const MAX_PROJECT_DESCRIPTION_LENGTH = 500;
export const MAX_LONG_DESCRIPTION_LENGTH = 50_000;
export const MAX_TECH_STACK_ITEMS = 20;
/** How long `github_stars` is trusted before a read refreshes it from GitHub. */
export const STARS_REFRESH_MS = 60 * 60_000;
export const PUBLIC_PROJECTS_PAGE_SIZE = 24;
/** The saved-settings banner shows this long; 1 s after copying a DNS value. */
export const SAVED_BANNER_MS = 3000;
export const COPIED_BANNER_MS = 1000;

/**
 * The public list's orders: `recent`, the project that shipped (published an update) last
 * first; `updates`, the most published updates first. Projects with no published update are
 * not listed.
 */
export const PUBLIC_PROJECT_SORTS = ['recent', 'updates'] as const;
export type PublicProjectSort = (typeof PUBLIC_PROJECT_SORTS)[number];

/**
 * The API read (under /api) a visitor's /projects/public page starts with in that order; the
 * server writes its answer into the page and the app starts from it.
 */
export const publicProjectsRead = (sort: PublicProjectSort) =>
  sort === 'recent' ? '/projects/public' : `/projects/public?sort=${sort}`;

/** The next page's cursor, beside the `Link` header. */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';

/** Each endpoint's method and path (projects.ts adds the rest): a page calls one before its schemas load. */
export const projectRoutes = {
  listPublicProjects: { method: 'GET', path: '/projects/public' },
  listMyProjects: { method: 'GET', path: '/projects' },
  createProject: { method: 'POST', path: '/projects' },
  getProject: { method: 'GET', path: '/projects/:id' },
  updateProject: { method: 'PUT', path: '/projects/:id' },
  deleteProject: { method: 'DELETE', path: '/projects/:id' },
} as const;
