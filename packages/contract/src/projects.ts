import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { pageLimitSchema, pageQuerySchema } from './list-pages';
import { websiteFieldSchema } from './website-url';
import {
  MAX_LONG_DESCRIPTION_LENGTH,
  MAX_PROJECT_DESCRIPTION_LENGTH,
  MAX_PROJECT_NAME_LENGTH,
  MAX_TECH_STACK_ITEMS,
  PUBLIC_PROJECTS_PAGE_SIZE,
  PUBLIC_PROJECT_SORTS,
  projectMessages,
  projectRoutes,
} from './projects-basics';

export * from './projects-basics';

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

/** The Project entity. */
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

/**
 * A project as other answers name it (drafts, the following feed, subscriptions): its name, and
 * what its canonical address is made of (`projectPagePaths`: the short one when it has a slug).
 */
export const projectRefSchema = projectSchema.pick({ id: true, name: true, slug: true });
export type ProjectRef = z.infer<typeof projectRefSchema>;
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

/** PUT /api/projects/{id}: the project's fields plus the public page's. */
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
  /** Typed with or without its scheme: `carla.studio` is stored as `https://carla.studio`. */
  website_url: websiteFieldSchema('Must be an http(s) URL').pipe(z.string().max(2048)).optional(),
  twitter_handle: handle.optional(),
  tech_stack: z.array(z.string().trim().min(1).max(40)).max(MAX_TECH_STACK_ITEMS).optional(),
});
export type UpdateProjectBody = z.input<typeof updateProjectBodySchema>;

/** GET /api/projects/public: recently shipped first by default; the next page's cursor is in the `Link` header. */
export const publicProjectsQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: pageLimitSchema(PUBLIC_PROJECTS_PAGE_SIZE),
  sort: z.enum(PUBLIC_PROJECT_SORTS).default('recent'),
});

/** Projects in one answer of GET /api/projects unless it asks for another number (at most MAX_PAGE_SIZE). */
export const MY_PROJECTS_PAGE_SIZE = 50;

/** GET /api/projects: newest first; `before` is the next page's cursor (`Link`, `x-next-cursor`). */
export const myProjectsQuerySchema = pageQuerySchema(MY_PROJECTS_PAGE_SIZE);
export type MyProjectsQuery = z.infer<typeof myProjectsQuerySchema>;

/** Projects: the public list, the owner's list, one project, create, change, delete. */
export const projectEndpoints = {
  listPublicProjects: defineEndpoint({
    id: 'listPublicProjects',
    ...projectRoutes.listPublicProjects,
    summary: 'Public projects that have shipped, recently shipped or most updates first, a page at a time',
    tags: ['projects'],
    auth: 'none',
    query: publicProjectsQuerySchema,
    status: 200,
    response: projectListSchema,
  }),
  listMyProjects: defineEndpoint({
    id: 'listMyProjects',
    ...projectRoutes.listMyProjects,
    summary: "The signed-in user's projects, newest first, a page at a time",
    tags: ['projects'],
    auth: 'required',
    query: myProjectsQuerySchema,
    status: 200,
    response: projectListSchema,
  }),
  createProject: defineEndpoint({
    id: 'createProject',
    ...projectRoutes.createProject,
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
    ...projectRoutes.getProject,
    summary: 'One project (a private one only for its owner)',
    tags: ['projects'],
    auth: 'optional',
    params: projectIdParamsSchema,
    status: 200,
    response: projectSchema,
  }),
  updateProject: defineEndpoint({
    id: 'updateProject',
    ...projectRoutes.updateProject,
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
    ...projectRoutes.deleteProject,
    summary: 'Delete a project and everything in it',
    tags: ['projects'],
    auth: 'required',
    params: projectIdParamsSchema,
    status: 204,
  }),
};
