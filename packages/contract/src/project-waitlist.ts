import { z } from 'zod';
import {
  commentFrequencySchema,
  DEFAULT_NOTIFICATION_PREFERENCE,
  MAX_EMAIL_LENGTH,
  notificationPreferenceSchema,
  subscriberEmailSchema,
  preferencesSavedResponseSchema,
  subscribeResponseSchema,
  subscriberTokenSchema,
  unsubscribeBodySchema,
  unsubscribeResponseSchema,
  updateFrequencySchema,
} from './subscribers';
import { defineEndpoint } from './endpoint';
import { pageQuerySchema } from './list-pages';
import { projectIdParamsSchema } from './projects';

/**
 * A project's waitlist: visitors join, check and leave it; the owner's Waitlist Management lists,
 * adds, removes and exports its entries. It is the same list as the subscribers.
 */
/** POST /api/projects/{id}/waitlist: join (visitor) or add (the owner, signed in). */
export const waitlistJoinBodySchema = z.object({
  email: subscriberEmailSchema,
  notification_preference: notificationPreferenceSchema.default(DEFAULT_NOTIFICATION_PREFERENCE),
});
export type WaitlistJoinBody = z.input<typeof waitlistJoinBodySchema>;

/** GET /api/projects/{id}/waitlist/check?email=&token= → `{subscribed}` (true only for the token holder or the owner). */
export const waitlistCheckQuerySchema = z.object({
  email: subscriberEmailSchema,
  token: subscriberTokenSchema.optional(),
});
export const waitlistCheckResponseSchema = z.object({ subscribed: z.boolean() });

/** PUT /api/projects/{id}/waitlist: change the preference (token holder only). */
export const waitlistPreferenceBodySchema = z.object({
  email: subscriberEmailSchema,
  token: subscriberTokenSchema,
  notification_preference: notificationPreferenceSchema,
  comment_frequency: commentFrequencySchema.optional(),
  update_frequency: updateFrequencySchema.optional(),
});

/** One entry as the owner sees it (GET /api/projects/{id}/waitlist). */
export const subscriberSchema = z.object({
  id: z.string(),
  email: z.string(),
  subscribed_at: z.string(),
  notification_preference: notificationPreferenceSchema,
  comment_frequency: commentFrequencySchema,
  update_frequency: updateFrequencySchema,
  /** `pending` until the address follows the confirmation link. */
  status: z.enum(['confirmed', 'pending']),
  source: z.enum(['subscribe', 'waitlist', 'owner']),
});
export type Subscriber = z.infer<typeof subscriberSchema>;
export const subscriberListSchema = z.array(subscriberSchema);

/** POST /api/projects/{id}/waitlist by the signed-in owner (Waitlist Management's "add by email"). */
export const waitlistAddResponseSchema = z.object({
  success: z.literal(true),
  /** False when the address was on the list already: the entry as it is, nothing mailed. */
  created: z.boolean(),
  subscriber: subscriberSchema,
});
export type WaitlistAddResponse = z.infer<typeof waitlistAddResponseSchema>;

/** What Waitlist Management says after "Add subscriber", true to what happened. */
export const waitlistAddMessages = {
  added: (email: string) => `${email} was added and asked to confirm.`,
  alreadyConfirmed: (email: string) => `${email} is already on the waitlist. Nothing was sent.`,
  alreadyPending: (email: string) =>
    `${email} is already on the waitlist and has not confirmed yet. Nothing was sent.`,
} as const;

/** Entries in one answer of the owner's list unless it asks for another number (at most MAX_PAGE_SIZE). */
export const WAITLIST_PAGE_SIZE = 50;

/** How the owner's list can be ordered: by when the address asked (either way), or by address. */
export const WAITLIST_SORTS = ['newest', 'oldest', 'email'] as const;
export type WaitlistSort = (typeof WAITLIST_SORTS)[number];
export const WAITLIST_STATUSES = ['confirmed', 'pending'] as const;

/**
 * Which entries the owner's list, download and "remove all matching" concern. `q` matches the
 * start of the address, or of its domain (`gmail` finds `ann@gmail.com`; `@gm` only domains).
 */
export const waitlistFilterSchema = z.object({
  q: z
    .string()
    .trim()
    .toLowerCase()
    .max(MAX_EMAIL_LENGTH)
    .optional()
    .transform((q) => q || undefined),
  status: z.enum(WAITLIST_STATUSES).optional(),
});
export type WaitlistFilter = z.input<typeof waitlistFilterSchema>;

/**
 * GET /api/projects/{id}/waitlist: newest first unless `sort` says otherwise, a page at a time;
 * `before` is the next page's cursor (the `Link` and `x-next-cursor` headers), valid with the
 * same sort only. The CSV download takes the same filter and sort and holds every match.
 */
export const waitlistListQuerySchema = pageQuerySchema(WAITLIST_PAGE_SIZE)
  .extend({ sort: z.enum(WAITLIST_SORTS).default('newest') })
  .merge(waitlistFilterSchema);
export const waitlistExportQuerySchema = waitlistListQuerySchema.omit({ before: true, limit: true });

/** The first page (no cursor) says how many entries the whole list holds, and how many of them are pending. */
export const WAITLIST_TOTAL_HEADER = 'x-total-count';
export const WAITLIST_PENDING_HEADER = 'x-pending-count';
/** The first page also says how many entries match its filter (all of them without one). */
export const WAITLIST_MATCHING_HEADER = 'x-matching-count';
/** Ids one "remove selected" may name. */
export const MAX_BULK_IDS = 500;

/**
 * POST /api/projects/{id}/waitlist/remove (owner): the selected entries by id, or every entry
 * matching a filter. With a filter, `expected_count` is the number the owner confirmed: when the
 * list matches another number by then, nothing is removed and the answer is 409.
 */
export const waitlistBulkRemoveBodySchema = z.union([
  z.object({ ids: z.array(z.string().min(1).max(64)).min(1).max(MAX_BULK_IDS) }).strict(),
  z
    .object({
      filter: waitlistFilterSchema,
      expected_count: z.number().int().min(1),
    })
    .strict(),
]);
export type WaitlistBulkRemoveBody = z.input<typeof waitlistBulkRemoveBodySchema>;
export const waitlistBulkRemoveResponseSchema = z.object({
  success: z.literal(true),
  removed: z.number().int().min(0),
});
export type WaitlistBulkRemoveResponse = z.infer<typeof waitlistBulkRemoveResponseSchema>;

export const waitlistBulkMessages = {
  countChanged: (expected: number, now: number) =>
    `The list changed: ${now.toLocaleString('en-US')} ${now === 1 ? 'entry matches' : 'entries match'} now, not ${expected.toLocaleString('en-US')}. Nothing was removed; check the list and try again.`,
} as const;

export type WaitlistListQuery = z.infer<typeof waitlistListQuerySchema>;

/** Waitlist Management's download: one row per entry, the header first. */
export const WAITLIST_CSV_COLUMNS = [
  'email',
  'subscribed_at',
  'notification_preference',
  'comment_frequency',
  'status',
  'update_frequency',
] as const;

/**
 * GET /api/projects/{id}/waitlist/update-frequencies (owner): how many confirmed subscribers get
 * each update by mail at once, and how many in a weekly or monthly digest.
 */
export const updateFrequencyCountsSchema = z.object({
  instant: z.number().int().min(0),
  weekly: z.number().int().min(0),
  monthly: z.number().int().min(0),
});
export type UpdateFrequencyCounts = z.infer<typeof updateFrequencyCountsSchema>;

/** POST /api/projects/{id}/waitlist answers a visitor like subscribing, the owner with the entry. */
export const waitlistJoinAnswerSchema = z.union([subscribeResponseSchema, waitlistAddResponseSchema]);

/** A project's waitlist: visitors join, check, leave and change preferences; the owner lists, adds, removes and exports. */
export const projectWaitlistEndpoints = {
  listWaitlist: defineEndpoint({
    id: 'listWaitlist',
    method: 'GET',
    path: '/projects/:id/waitlist',
    summary: "The project's list, newest first, a page at a time (owner only)",
    tags: ['subscribers'],
    auth: 'required',
    params: projectIdParamsSchema,
    query: waitlistListQuerySchema,
    status: 200,
    response: subscriberListSchema,
  }),
  countUpdateFrequencies: defineEndpoint({
    id: 'countUpdateFrequencies',
    method: 'GET',
    path: '/projects/:id/waitlist/update-frequencies',
    summary: 'How many confirmed subscribers chose instant mail, a weekly or a monthly digest (owner only)',
    tags: ['subscribers'],
    auth: 'required',
    params: projectIdParamsSchema,
    status: 200,
    response: updateFrequencyCountsSchema,
  }),
  exportWaitlist: defineEndpoint({
    id: 'exportWaitlist',
    method: 'GET',
    path: '/projects/:id/waitlist/export',
    summary: "The project's list as CSV (owner only)",
    tags: ['subscribers'],
    auth: 'required',
    params: projectIdParamsSchema,
    query: waitlistExportQuerySchema,
    status: 200,
    produces: ['text/csv'],
  }),
  removeWaitlistEntries: defineEndpoint({
    id: 'removeWaitlistEntries',
    method: 'POST',
    path: '/projects/:id/waitlist/remove',
    summary: 'Remove the selected entries, or every entry matching a filter as confirmed (owner only)',
    tags: ['subscribers'],
    auth: 'required',
    params: projectIdParamsSchema,
    body: waitlistBulkRemoveBodySchema,
    status: 200,
    response: waitlistBulkRemoveResponseSchema,
    errors: [409],
  }),
  joinWaitlist: defineEndpoint({
    id: 'joinWaitlist',
    method: 'POST',
    path: '/projects/:id/waitlist',
    summary: 'Join the waitlist (a visitor) or add an address (the owner)',
    tags: ['subscribers'],
    auth: 'optional',
    params: projectIdParamsSchema,
    body: waitlistJoinBodySchema,
    status: 200,
    response: waitlistJoinAnswerSchema,
    otherResponses: { 201: waitlistAddResponseSchema },
  }),
  checkWaitlist: defineEndpoint({
    id: 'checkWaitlist',
    method: 'GET',
    path: '/projects/:id/waitlist/check',
    summary: 'Whether an address is on the list (true only for the owner or the token holder)',
    tags: ['subscribers'],
    auth: 'optional',
    params: projectIdParamsSchema,
    query: waitlistCheckQuerySchema,
    status: 200,
    response: waitlistCheckResponseSchema,
  }),
  leaveWaitlist: defineEndpoint({
    id: 'leaveWaitlist',
    method: 'DELETE',
    path: '/projects/:id/waitlist',
    summary: 'Leave the waitlist, or remove an address (the owner)',
    tags: ['subscribers'],
    auth: 'optional',
    params: projectIdParamsSchema,
    body: unsubscribeBodySchema,
    status: 200,
    response: unsubscribeResponseSchema,
  }),
  changeWaitlistPreference: defineEndpoint({
    id: 'changeWaitlistPreference',
    method: 'PUT',
    path: '/projects/:id/waitlist',
    summary: 'Change the preference (the token holder)',
    tags: ['subscribers'],
    auth: 'none',
    params: projectIdParamsSchema,
    body: waitlistPreferenceBodySchema,
    status: 200,
    response: preferencesSavedResponseSchema,
  }),
};
