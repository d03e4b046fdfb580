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
export const REVIEW_RULES = ['review', 'minor', 'medium', 'major'] as const;
export const reviewRuleSchema = z.enum(REVIEW_RULES);
export type ReviewRule = z.infer<typeof reviewRuleSchema>;
export const DEFAULT_REVIEW_RULE: ReviewRule = 'review';

export const reviewRuleSettingsSchema = z.object({ review_rule: reviewRuleSchema });
export type ReviewRuleSettings = z.infer<typeof reviewRuleSettingsSchema>;

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
  getReviewRule: defineEndpoint({
    id: 'getReviewRule',
    ...draftRoutes.getReviewRule,
    summary: 'What happens to generated updates of the project',
    tags: ['drafts'],
    auth: 'required',
    params: projectIdParamsSchema,
    status: 200,
    response: reviewRuleSettingsSchema,
  }),
  saveReviewRule: defineEndpoint({
    id: 'saveReviewRule',
    ...draftRoutes.saveReviewRule,
    summary: 'Choose what happens to generated updates of the project',
    tags: ['drafts'],
    auth: 'required',
    params: projectIdParamsSchema,
    body: reviewRuleSettingsSchema,
    status: 200,
    response: reviewRuleSettingsSchema,
  }),
};
