import { z } from 'zod';
import { defineEndpoint } from './endpoint';
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
export const draftInboxSchema = z.object({
  drafts: z.array(draftItemSchema),
  scheduled: z.array(draftItemSchema),
});
export type DraftInbox = z.infer<typeof draftInboxSchema>;

export const draftEndpoints = {
  listDrafts: defineEndpoint({
    id: 'listDrafts',
    ...draftRoutes.listDrafts,
    summary: "The signed-in owner's drafts and scheduled updates, across their projects",
    tags: ['drafts'],
    auth: 'required',
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
