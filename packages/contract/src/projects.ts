import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/** The spec's project messages (sections 5 and 8), word for word, plus our own. */
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
/** The saved-settings banner shows this long (spec section 9); 1 s after copying a DNS value. */
export const SAVED_BANNER_MS = 3000;
export const COPIED_BANNER_MS = 1000;

/** `owner/repo`, the repository's full name on GitHub. */
export const repositoryNameSchema = z
  .string({ error: projectMessages.repositoryFormat })
  .trim()
  .regex(/^[A-Za-z0-9_.-]{1,100}\/[A-Za-z0-9_.-]{1,100}$/, projectMessages.repositoryFormat);

const optionalHttpsUrl = z.union([
  z.literal(''),
  z.url({ protocol: /^https?$/, error: 'Must be an http(s) URL' }).max(2048),
]);

export const projectOwnerSchema = z.object({
  id: z.string(),
  username: z.string(),
  avatar_url: z.string(),
});

export const projectStatsSchema = z.object({
  updates_count: z.number().int(),
  subscribers_count: z.number().int(),
});

/** The Project entity (spec section 3). */
export const projectSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** Markdown, as the owner wrote it. */
  long_description: z.string(),
  /** `long_description` rendered by the server: sanitized HTML with highlighted code. */
  long_description_html: z.string(),
  banner_url: z.string().nullable(),
  logo_url: z.string().nullable(),
  icon_url: z.string().nullable(),
  repository_name: z.string(),
  repository_id: z.number().int().nullable(),
  website_url: z.string().nullable(),
  twitter_handle: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  user_id: z.string(),
  user: projectOwnerSchema,
  github_stars: z.number().int(),
  stats: projectStatsSchema,
  tech_stack: z.array(z.string()),
  is_private: z.boolean(),
  custom_domain: z.string().nullable(),
  /** The short address `/p/{slug}`, when the owner chose one. */
  slug: z.string().nullable(),
});
export type Project = z.infer<typeof projectSchema>;
export const projectListSchema = z.array(projectSchema);

export const projectIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** POST /api/projects: a repository is required; name and description default from it. */
export const createProjectBodySchema = z.object({
  repository_name: repositoryNameSchema,
  repository_id: z.number().int().positive().nullable().optional(),
  name: z.string().trim().max(MAX_PROJECT_NAME_LENGTH).optional(),
  description: z.string().trim().max(MAX_PROJECT_DESCRIPTION_LENGTH).optional(),
  /** Omitted means private (the entity's default); the add form sends its checkbox. */
  is_private: z.boolean().optional(),
  /** Create it even though the user already has a project for this repository (asked first: 409). */
  confirm_duplicate: z.boolean().optional(),
});
export type CreateProjectBody = z.infer<typeof createProjectBodySchema>;

const handle = z
  .string()
  .trim()
  .regex(/^@?[A-Za-z0-9_]{0,15}$/, 'Enter an X handle such as @shiplog')
  .transform((s) => s.replace(/^@/, ''));

/** A project's short address, `/p/{slug}`: what the owner picked ('' clears it). */
export const projectSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(?:[a-z0-9][a-z0-9-]{1,58}[a-z0-9])?$/, projectMessages.slugFormat);

/** PUT /api/projects/{id}: the spec's fields plus the public page's (DESIGN §6). */
export const updateProjectBodySchema = z.object({
  name: z
    .string({ error: projectMessages.nameRequired })
    .trim()
    .min(1, projectMessages.nameRequired)
    .max(MAX_PROJECT_NAME_LENGTH)
    .optional(),
  description: z.string().trim().max(MAX_PROJECT_DESCRIPTION_LENGTH).optional(),
  repository_name: repositoryNameSchema.optional(),
  repository_id: z.number().int().positive().nullable().optional(),
  is_private: z.boolean().optional(),
  slug: projectSlugSchema.optional(),
  /** HTML; sanitized by the server on write. */
  long_description: z.string().max(MAX_LONG_DESCRIPTION_LENGTH).optional(),
  banner_url: optionalHttpsUrl.optional(),
  logo_url: optionalHttpsUrl.optional(),
  icon_url: optionalHttpsUrl.optional(),
  website_url: optionalHttpsUrl.optional(),
  twitter_handle: handle.optional(),
  tech_stack: z.array(z.string().trim().min(1).max(40)).max(MAX_TECH_STACK_ITEMS).optional(),
});
export type UpdateProjectBody = z.input<typeof updateProjectBodySchema>;

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

/** GET /api/projects/public: recently shipped first by default; the next page's cursor is in the `Link` header. */
export const publicProjectsQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(PUBLIC_PROJECTS_PAGE_SIZE),
  sort: z.enum(PUBLIC_PROJECT_SORTS).default('recent'),
});
export const NEXT_CURSOR_HEADER = 'x-next-cursor';

/** Projects: the public list, the owner's list, one project, create, change, delete. */
export const projectEndpoints = {
  listPublicProjects: defineEndpoint({
    id: 'listPublicProjects',
    method: 'GET',
    path: '/projects/public',
    summary: 'Public projects that have shipped, recently shipped or most updates first, a page at a time',
    tags: ['projects'],
    auth: 'none',
    query: publicProjectsQuerySchema,
    status: 200,
    response: projectListSchema,
  }),
  listMyProjects: defineEndpoint({
    id: 'listMyProjects',
    method: 'GET',
    path: '/projects',
    summary: "The signed-in user's projects",
    tags: ['projects'],
    auth: 'required',
    status: 200,
    response: projectListSchema,
  }),
  createProject: defineEndpoint({
    id: 'createProject',
    method: 'POST',
    path: '/projects',
    summary: 'Create a project for a repository',
    tags: ['projects'],
    auth: 'required',
    errors: [409, 422],
    body: createProjectBodySchema,
    status: 201,
    response: projectSchema,
  }),
  getProject: defineEndpoint({
    id: 'getProject',
    method: 'GET',
    path: '/projects/:id',
    summary: 'One project (a private one only for its owner)',
    tags: ['projects'],
    auth: 'optional',
    params: projectIdParamsSchema,
    status: 200,
    response: projectSchema,
  }),
  updateProject: defineEndpoint({
    id: 'updateProject',
    method: 'PUT',
    path: '/projects/:id',
    summary: "Change a project's settings",
    tags: ['projects'],
    auth: 'required',
    errors: [409, 422],
    params: projectIdParamsSchema,
    body: updateProjectBodySchema,
    status: 200,
    response: projectSchema,
  }),
  deleteProject: defineEndpoint({
    id: 'deleteProject',
    method: 'DELETE',
    path: '/projects/:id',
    summary: 'Delete a project and everything in it',
    tags: ['projects'],
    auth: 'required',
    params: projectIdParamsSchema,
    status: 204,
  }),
};
