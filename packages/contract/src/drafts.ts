import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { pageCursorSchema, pageLimitSchema } from './list-pages';
import { projectIdParamsSchema, projectRefSchema } from './projects';
import { updateParamsSchema, updateSchema } from './updates';
import { draftRoutes } from './drafts-basics';

export * from './drafts-basics';

/**
 * A project's rule for generated updates (settings' Generate update, My Projects' Publish
 * Update, webhook auto-updates): `review` holds every one as a draft; a significance publishes
 * those at or above it and holds the rest. New projects start with `review`.
 */
export const PUBLISH_POLICIES = ['review', 'minor', 'medium', 'major'] as const;
export const publishPolicySchema = z.enum(PUBLISH_POLICIES);
export type PublishPolicy = z.infer<typeof publishPolicySchema>;
export const DEFAULT_PUBLISH_POLICY: PublishPolicy = 'review';

export const publishingSettingsSchema = z.object({ publish_policy: publishPolicySchema });
export type PublishingSettings = z.infer<typeof publishingSettingsSchema>;

/**
 * POST /api/projects/{id}/updates/{updateId}/publish: now when `publish_at` is omitted,
 * otherwise at that instant (an ISO date-time with its offset; stored in UTC).
 */
export const publishUpdateBodySchema = z.object({
  publish_at: z.iso.datetime({ offset: true }).nullish(),
});
export type PublishUpdateBody = z.input<typeof publishUpdateBodySchema>;

/** One entry of the owner's inbox: a draft or a scheduled update, with its project. */
export const draftItemSchema = z.object({
  update: updateSchema,
  project: projectRefSchema,
});
export type DraftItem = z.infer<typeof draftItemSchema>;
/** The inbox's two lists: drafts (newest edit first) and scheduled updates (soonest first). */
export const DRAFT_LISTS = ['drafts', 'scheduled'] as const;
export type DraftList = (typeof DRAFT_LISTS)[number];
/** Items of each list in one answer unless it asks for another number (at most MAX_PAGE_SIZE). */
export const DRAFTS_PAGE_SIZE = 50;

/**
 * GET /api/drafts: the first page of both lists, or with `list` the page of that one list after
 * `cursor` (its `next` cursor of an earlier answer; the `Link` and `x-next-cursor` headers name
 * the page after it too). `project_id` keeps to one project's.
 */
export const draftInboxQuerySchema = z.object({
  list: z.enum(DRAFT_LISTS).optional(),
  cursor: pageCursorSchema,
  limit: pageLimitSchema(DRAFTS_PAGE_SIZE),
  project_id: z.string().max(64).optional(),
});
export type DraftInboxQuery = z.infer<typeof draftInboxQuerySchema>;

export const draftInboxSchema = z.object({
  drafts: z.array(draftItemSchema),
  scheduled: z.array(draftItemSchema),
  /** How many there are in all (not only on this page). */
  totals: z.object({ drafts: z.number().int(), scheduled: z.number().int() }),
  /** Each list's next page (`?list=…&cursor=…`), or null when this page is its last (or it was not asked). */
  next: z.object({ drafts: z.string().nullable(), scheduled: z.string().nullable() }),
});
export type DraftInbox = z.infer<typeof draftInboxSchema>;

export const draftEndpoints = {
  listDrafts: defineEndpoint({
    id: 'listDrafts',
    ...draftRoutes.listDrafts,
    summary: "The signed-in owner's drafts and scheduled updates, across their projects, a page at a time",
    tags: ['drafts'],
    auth: 'required',
    query: draftInboxQuerySchema,
    status: 200,
    response: draftInboxSchema,
  }),
  publishUpdate: defineEndpoint({
    id: 'publishUpdate',
    ...draftRoutes.publishUpdate,
    summary: 'Publish a draft now, or schedule it',
    tags: ['drafts'],
    auth: 'required',
    params: updateParamsSchema,
    body: publishUpdateBodySchema,
    status: 200,
    response: updateSchema,
  }),
  getPublishing: defineEndpoint({
    id: 'getPublishing',
    ...draftRoutes.getPublishing,
    summary: 'What happens to generated updates of the project',
    tags: ['drafts'],
    auth: 'required',
    params: projectIdParamsSchema,
    status: 200,
    response: publishingSettingsSchema,
  }),
  savePublishing: defineEndpoint({
    id: 'savePublishing',
    ...draftRoutes.savePublishing,
    summary: 'Choose what happens to generated updates of the project',
    tags: ['drafts'],
    auth: 'required',
    params: projectIdParamsSchema,
    body: publishingSettingsSchema,
    status: 200,
    response: publishingSettingsSchema,
  }),
};
