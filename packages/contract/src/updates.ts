import { z } from 'zod';
import { updateAutomationSchema, updateDecisionSchema } from './auto-updates';
import { defineEndpoint } from './endpoint';
import { updateContributorSchema, updateProvenanceSchema } from './update-sources';
import { projectIdParamsSchema } from './projects';
import {
  MAX_UPDATE_CONTENT_LENGTH,
  MAX_UPDATE_LABELS,
  MAX_UPDATE_SEARCH_LENGTH,
  MAX_UPDATE_TITLE_LENGTH,
  MAX_UPDATES_PAGE_SIZE,
  UPDATE_FILTERS,
  UPDATE_STATUSES,
  updateMessages,
  updateRoutes,
  updateTypes,
} from './updates-basics';

export * from './updates-basics';
export * from './update-sources';

export const updateStatusSchema = z.enum(UPDATE_STATUSES);
export type UpdateStatus = z.infer<typeof updateStatusSchema>;
export const updateTypeSchema = z.enum(updateTypes);
export type UpdateType = z.infer<typeof updateTypeSchema>;

/** The Update entity; `views`, `likes`, `comments` are counts. */
export const updateSchema = z.object({
  id: z.string(),
  project_id: z.string(),
  type: updateTypeSchema,
  title: z.string(),
  /** Markdown (CommonMark with GFM tables, task lists and autolinks). */
  content: z.string(),
  /** `content` rendered by the server: sanitized HTML with highlighted code. */
  content_html: z.string(),
  image_url: z.string().nullable(),
  commit_hash: z.string().nullable(),
  commit_message: z.string().nullable(),
  /** An automatic update of several pushed commits: each sha with its own message, oldest first. */
  commits: z.array(z.object({ sha: z.string(), message: z.string() })).optional(),
  published_at: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  is_pinned: z.boolean(),
  is_major_update: z.boolean(),
  labels: z.array(z.string()),
  status: updateStatusSchema,
  views: z.number().int(),
  likes: z.number().int(),
  comments: z.number().int(),
  /** How an automatic update came about: the owner's view only (absent otherwise). */
  automation: updateAutomationSchema.nullable().optional(),
  /** A generated update's significance and why (the owner's view only; absent otherwise). */
  decision: updateDecisionSchema.optional(),
  /** A generated update's commits and pull requests, linked on GitHub (absent for others). */
  provenance: updateProvenanceSchema.optional(),
  /** Who made a generated update's change, linked on GitHub (absent for others). */
  contributors: z.array(updateContributorSchema).optional(),
});
export type Update = z.infer<typeof updateSchema>;
export const updateListSchema = z.array(updateSchema);

/**
 * GET /api/projects/{id}/updates. Without a query: the newest MAX_UPDATES_PAGE_SIZE updates, a
 * plain array, as the API's first clients read it, with the next page in the headers. With `limit`, `before`,
 * `type` or `q`: one page in timeline order (`limit`, UPDATES_PAGE_SIZE by default),
 * after the update the `before` cursor names, of the given type, or whose title or content
 * holds every word of `q`. The next page's cursor is in the `Link` and `x-next-cursor`
 * headers (as for GET /api/projects/public); cursors name a position, not an offset, so
 * updates posted while a reader pages through do not shift or repeat what they see.
 */
export const updateListQuerySchema = z.object({
  before: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_UPDATES_PAGE_SIZE).optional(),
  type: z.enum(UPDATE_FILTERS).optional(),
  q: z.string().trim().max(MAX_UPDATE_SEARCH_LENGTH).optional(),
});
export type UpdateListQuery = z.infer<typeof updateListQuerySchema>;

/** `YYYY-MM-DD` (that day, UTC) or a full ISO date-time. */
export const publishedAtSchema = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

const updateTitleSchema = z
  .string({ error: updateMessages.titleRequired })
  .trim()
  .min(1, updateMessages.titleRequired)
  .max(MAX_UPDATE_TITLE_LENGTH);

/** The fields of an update's body, each as the API accepts it. */
const updateFieldSchemas = {
  content: z.string().max(MAX_UPDATE_CONTENT_LENGTH).nullish(),
  image_url: z.string().trim().max(2048).nullish(),
  commit_hash: z.string().trim().nullish(),
  commit_message: z.string().max(MAX_UPDATE_CONTENT_LENGTH).nullish(),
  published_at: publishedAtSchema.nullish(),
  is_pinned: z.boolean().optional(),
  is_major_update: z.boolean().optional(),
  labels: z.array(z.string().trim().min(1).max(40)).max(MAX_UPDATE_LABELS).optional(),
  /**
   * `draft` saves it for later (the owner's only); `published` publishes it at `published_at`
   * (now when omitted). Omitted: a new update is published, an edit keeps its state.
   */
  status: z.enum(['draft', 'published']).optional(),
};

type UpdateFields = Pick<UpdateBody, 'type' | 'content' | 'image_url' | 'commit_hash'>;

/**
 * What a complete update needs by its type: the field problems of a new
 * update's body, or of an edited update as it would be once the edit is applied.
 */
export function updateFieldIssues(body: UpdateFields): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  const issue = (path: string, message: string) => issues.push({ path, message });
  if (body.type === 'text' && !body.content?.trim()) issue('content', updateMessages.contentRequired);
  if (body.type === 'image') {
    if (!body.image_url) issue('image_url', updateMessages.imageRequired);
    else if (!/^https?:\/\/[^\s]+$/i.test(body.image_url)) issue('image_url', updateMessages.imageUrlInvalid);
  }
  if (body.type === 'commit') {
    if (!body.commit_hash) issue('commit_hash', updateMessages.commitRequired);
    else if (!/^[0-9a-f]{7,40}$/i.test(body.commit_hash))
      issue('commit_hash', updateMessages.commitHashInvalid);
  }
  return issues;
}

/**
 * One change, one announcement: a commit has at most one live (draft, scheduled or published)
 * update per project. A request that would write a second one is answered 409 UPDATE_EXISTS
 * naming it. `force: true` adds another anyway; `replace: true` writes the existing draft or
 * scheduled update again (same id, status and time; a published one was mailed and is never
 * written again, so it is refused).
 */
export const announcementChoices = {
  force: z.boolean().optional(),
  replace: z.boolean().optional(),
};

/**
 * POST /api/projects/{id}/updates: the update's fields plus pinning, the major flag and labels.
 * Which fields are required depends on the type. A commit update of a commit
 * that already has a live update follows `announcementChoices` (409 UPDATE_EXISTS, `force`,
 * `replace`), as generation does.
 */
export const updateBodySchema = z
  .object({
    type: updateTypeSchema.default('text'),
    title: updateTitleSchema,
    ...updateFieldSchemas,
    ...announcementChoices,
  })
  .superRefine((body, ctx) => {
    for (const { path, message } of updateFieldIssues(body))
      ctx.addIssue({ code: 'custom', path: [path], message });
  });
export type UpdateBody = z.input<typeof updateBodySchema>;

/**
 * PUT /api/projects/{id}/updates/{updateId}: the same fields, as a partial update. A field not
 * sent is not changed (absent is not empty: `content: ""` empties the text, no `content` keeps
 * it); `null` empties a field that may be empty. The edited update must still be complete for
 * its type, which the server checks on the update as it would be.
 */
export const updateEditBodySchema = z.object({
  type: updateTypeSchema.optional(),
  title: updateTitleSchema.optional(),
  ...updateFieldSchemas,
});
export type UpdateEditBody = z.input<typeof updateEditBodySchema>;

export const updateParamsSchema = z.object({
  id: z.string().min(1).max(64),
  updateId: z.string().min(1).max(64),
});

/** The updates around one on the timeline: `newer` above it, `older` below it (null at the ends). */
const neighbourSchema = z.object({ id: z.string(), title: z.string() }).nullable();
export const updateNeighboursSchema = z.object({ newer: neighbourSchema, older: neighbourSchema });
export type UpdateNeighbours = z.infer<typeof updateNeighboursSchema>;

/** Like state. */
export const likeStateSchema = z.object({ count: z.number().int(), hasLiked: z.boolean() });
export type LikeState = z.infer<typeof likeStateSchema>;

export const updateIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
/** POST /api/updates/{id}/views: counted at most once per visitor, update and day. */
export const viewResponseSchema = z.object({ views: z.number().int() });

/** Updates of a project, and their likes and views. */
export const updateEndpoints = {
  listProjectUpdates: defineEndpoint({
    id: 'listProjectUpdates',
    ...updateRoutes.listProjectUpdates,
    summary: "A project's updates, pinned first, newest first; a page at a time when asked",
    tags: ['updates'],
    auth: 'optional',
    params: projectIdParamsSchema,
    query: updateListQuerySchema,
    status: 200,
    response: updateListSchema,
  }),
  createUpdate: defineEndpoint({
    id: 'createUpdate',
    ...updateRoutes.createUpdate,
    summary: 'Post an update',
    tags: ['updates'],
    auth: 'required',
    params: projectIdParamsSchema,
    body: updateBodySchema,
    status: 201,
    response: updateSchema,
  }),
  getUpdate: defineEndpoint({
    id: 'getUpdate',
    ...updateRoutes.getUpdate,
    summary: 'One update',
    tags: ['updates'],
    auth: 'optional',
    params: updateParamsSchema,
    status: 200,
    response: updateSchema,
  }),
  getUpdateNeighbours: defineEndpoint({
    id: 'getUpdateNeighbours',
    ...updateRoutes.getUpdateNeighbours,
    summary: 'The newer and older updates next to one, for its page',
    tags: ['updates'],
    auth: 'optional',
    params: updateParamsSchema,
    status: 200,
    response: updateNeighboursSchema,
  }),
  editUpdate: defineEndpoint({
    id: 'editUpdate',
    ...updateRoutes.editUpdate,
    summary: 'Edit an update',
    tags: ['updates'],
    auth: 'required',
    params: updateParamsSchema,
    body: updateEditBodySchema,
    status: 200,
    response: updateSchema,
  }),
  deleteUpdate: defineEndpoint({
    id: 'deleteUpdate',
    ...updateRoutes.deleteUpdate,
    summary: 'Delete an update',
    tags: ['updates'],
    auth: 'required',
    params: updateParamsSchema,
    status: 204,
  }),
  getLikes: defineEndpoint({
    id: 'getLikes',
    ...updateRoutes.getLikes,
    summary: "An update's like count and whether the viewer likes it",
    tags: ['updates'],
    auth: 'optional',
    params: updateIdParamsSchema,
    status: 200,
    response: likeStateSchema,
  }),
  likeUpdate: defineEndpoint({
    id: 'likeUpdate',
    ...updateRoutes.likeUpdate,
    summary: 'Like an update (idempotent)',
    tags: ['updates'],
    auth: 'required',
    params: updateIdParamsSchema,
    status: 200,
    response: likeStateSchema,
  }),
  unlikeUpdate: defineEndpoint({
    id: 'unlikeUpdate',
    ...updateRoutes.unlikeUpdate,
    summary: 'Take a like back (idempotent)',
    tags: ['updates'],
    auth: 'required',
    params: updateIdParamsSchema,
    status: 200,
    response: likeStateSchema,
  }),
  recordView: defineEndpoint({
    id: 'recordView',
    ...updateRoutes.recordView,
    summary: 'Count a view (once per visitor, update and day)',
    tags: ['updates'],
    auth: 'optional',
    params: updateIdParamsSchema,
    status: 200,
    response: viewResponseSchema,
  }),
};
