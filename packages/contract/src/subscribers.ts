import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { projectIdParamsSchema, projectRefSchema } from './projects';
import {
  COMMENT_FREQUENCIES,
  DEFAULT_COMMENT_FREQUENCY,
  DEFAULT_NOTIFICATION_PREFERENCE,
  DEFAULT_UPDATE_FREQUENCY,
  MAX_EMAIL_LENGTH,
  NOTIFICATION_PREFERENCES,
  subscriberMessages,
  subscriberRoutes,
  UPDATE_FREQUENCIES,
} from './subscribers-basics';

export * from './subscribers-basics';

/**
 * A simple x@y.z pattern, then lower-cased: the address is the identity.
 * It must also be an address the mail outbox accepts (zod's email pattern): an entry that could
 * never receive its confirmation mail would be refused later, with a worse message.
 */
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const subscriberEmailSchema = z
  .string({ error: subscriberMessages.invalidEmail })
  .trim()
  .max(MAX_EMAIL_LENGTH, { error: subscriberMessages.invalidEmail, abort: true })
  .regex(SIMPLE_EMAIL, { error: subscriberMessages.invalidEmail, abort: true })
  .regex(z.regexes.email, subscriberMessages.invalidEmail)
  .transform((email) => email.toLowerCase());

export const notificationPreferenceSchema = z.enum(NOTIFICATION_PREFERENCES);
export const commentFrequencySchema = z.enum(COMMENT_FREQUENCIES);
export const updateFrequencySchema = z.enum(UPDATE_FREQUENCIES);

/** A token issued by the server (subscribe response or mail link); opaque to clients. */
export const subscriberTokenSchema = z.string().trim().min(16).max(512);

/** POST /api/projects/{id}/subscribe */
export const subscribeBodySchema = z.object({
  email: subscriberEmailSchema,
  notification_preference: notificationPreferenceSchema.default(DEFAULT_NOTIFICATION_PREFERENCE),
  comment_frequency: commentFrequencySchema.default(DEFAULT_COMMENT_FREQUENCY),
  /** One mail per update (`instant`), or a weekly or monthly digest of them. */
  update_frequency: updateFrequencySchema.default(DEFAULT_UPDATE_FREQUENCY),
});
export type SubscribeBody = z.input<typeof subscribeBodySchema>;

/**
 * The answer to subscribe and to joining a waitlist: the same whether or not the address was
 * on the list already. `token` lets this page undo its own request (its Unsubscribe button);
 * it cannot remove a subscription someone else confirmed.
 */
export const subscribeResponseSchema = z.object({
  success: z.literal(true),
  status: z.literal('pending_confirmation'),
  message: z.string(),
  token: z.string(),
});
export type SubscribeResponse = z.infer<typeof subscribeResponseSchema>;

/**
 * POST /api/projects/{id}/unsubscribe and DELETE /api/projects/{id}/waitlist. With the token
 * of the page's own subscribe, the request is undone at once; by email alone, the address is
 * mailed a signed unsubscribe link instead (a stranger cannot unsubscribe anyone).
 */
export const unsubscribeBodySchema = z.object({
  email: subscriberEmailSchema,
  token: subscriberTokenSchema.optional(),
});
export type UnsubscribeBody = z.input<typeof unsubscribeBodySchema>;
export const unsubscribeResponseSchema = z.object({
  success: z.literal(true),
  /** `unsubscribed` when the token undid it; `link_sent` when a mail went to the address instead. */
  status: z.enum(['unsubscribed', 'link_sent']),
  message: z.string(),
});
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponseSchema>;

/** POST /api/subscriptions/confirm {token}: the confirmation link's page. */
export const confirmSubscriptionBodySchema = z.object({ token: subscriberTokenSchema });

/** GET/PUT/DELETE /api/subscriptions/{token}: the preferences page every mail links to. */
export const subscriptionPreferencesSchema = z.object({
  project: projectRefSchema,
  email: z.string(),
  notification_preference: notificationPreferenceSchema,
  comment_frequency: commentFrequencySchema,
  update_frequency: updateFrequencySchema,
  confirmed: z.boolean(),
  /** How the address came: the Stay Updated panel, the project waitlist, or the owner. */
  source: z.enum(['subscribe', 'waitlist', 'owner']),
  /** The address unsubscribed with this link (the page offers to subscribe it again). */
  unsubscribed: z.boolean(),
});
export type SubscriptionPreferences = z.infer<typeof subscriptionPreferencesSchema>;
export const updateSubscriptionPreferencesBodySchema = z.object({
  notification_preference: notificationPreferenceSchema,
  comment_frequency: commentFrequencySchema,
  /** Left out: unchanged. */
  update_frequency: updateFrequencySchema.optional(),
});

/** The answer of POST /api/subscriptions/confirm: the project, and the token of the preferences page. */
export const confirmSubscriptionResponseSchema = z.object({
  confirmed: z.literal(true),
  project: projectRefSchema,
  manage_token: z.string(),
});
export type ConfirmSubscriptionResponse = z.infer<typeof confirmSubscriptionResponseSchema>;

/** PUT /api/projects/{id}/waitlist and PUT /api/subscriptions/{token}: the preferences now in force. */
export const preferencesSavedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  notification_preference: notificationPreferenceSchema,
  comment_frequency: commentFrequencySchema,
  update_frequency: updateFrequencySchema,
});
export type PreferencesSavedResponse = z.infer<typeof preferencesSavedResponseSchema>;

/** The token of a mail link, in the path (`/api/subscriptions/{token}`) or the query (one-click). */
export const subscriptionTokenParamsSchema = z.object({ token: subscriberTokenSchema });
export const oneClickQuerySchema = z.object({ token: subscriberTokenSchema });

/** A project's subscribers: the Stay Updated panel and the preferences page every mail links to. */
export const subscriberEndpoints = {
  subscribeToProject: defineEndpoint({
    id: 'subscribeToProject',
    ...subscriberRoutes.subscribeToProject,
    summary: 'Subscribe an address (it confirms by mail)',
    tags: ['subscribers'],
    auth: 'none',
    params: projectIdParamsSchema,
    body: subscribeBodySchema,
    status: 200,
    response: subscribeResponseSchema,
  }),
  unsubscribeFromProject: defineEndpoint({
    id: 'unsubscribeFromProject',
    ...subscriberRoutes.unsubscribeFromProject,
    summary: 'Unsubscribe (with the token of the request, or by a mailed link)',
    tags: ['subscribers'],
    auth: 'none',
    params: projectIdParamsSchema,
    body: unsubscribeBodySchema,
    status: 200,
    response: unsubscribeResponseSchema,
  }),
  confirmSubscription: defineEndpoint({
    id: 'confirmSubscription',
    ...subscriberRoutes.confirmSubscription,
    summary: "Confirm an address with its mailed link's token",
    tags: ['subscribers'],
    auth: 'none',
    body: confirmSubscriptionBodySchema,
    status: 200,
    response: confirmSubscriptionResponseSchema,
  }),
  getSubscription: defineEndpoint({
    id: 'getSubscription',
    ...subscriberRoutes.getSubscription,
    summary: 'The preferences behind a mail link',
    tags: ['subscribers'],
    auth: 'none',
    params: subscriptionTokenParamsSchema,
    status: 200,
    response: subscriptionPreferencesSchema,
  }),
  resubscribeSubscription: defineEndpoint({
    id: 'resubscribeSubscription',
    ...subscriberRoutes.resubscribeSubscription,
    summary: 'Subscribe again through the link of a mail that was unsubscribed (same choices, same links)',
    tags: ['subscribers'],
    auth: 'none',
    params: subscriptionTokenParamsSchema,
    status: 200,
    response: subscriptionPreferencesSchema,
  }),
  updateSubscription: defineEndpoint({
    id: 'updateSubscription',
    ...subscriberRoutes.updateSubscription,
    summary: 'Change the preferences behind a mail link',
    tags: ['subscribers'],
    auth: 'none',
    params: subscriptionTokenParamsSchema,
    body: updateSubscriptionPreferencesBodySchema,
    status: 200,
    response: preferencesSavedResponseSchema,
  }),
  deleteSubscription: defineEndpoint({
    id: 'deleteSubscription',
    ...subscriberRoutes.deleteSubscription,
    summary: 'Unsubscribe through a mail link',
    tags: ['subscribers'],
    auth: 'none',
    params: subscriptionTokenParamsSchema,
    status: 200,
    response: unsubscribeResponseSchema,
  }),
  unsubscribeOneClick: defineEndpoint({
    id: 'unsubscribeOneClick',
    ...subscriberRoutes.unsubscribeOneClick,
    summary: 'One-click unsubscribe (RFC 8058)',
    tags: ['subscribers'],
    auth: 'none',
    errors: [404],
    query: oneClickQuerySchema,
    status: 200,
    response: unsubscribeResponseSchema,
  }),
  showOneClickUnsubscribe: defineEndpoint({
    id: 'showOneClickUnsubscribe',
    ...subscriberRoutes.showOneClickUnsubscribe,
    summary: 'A one-click link opened in a browser: redirects (303) to the preferences page',
    tags: ['subscribers'],
    auth: 'none',
    query: oneClickQuerySchema,
    status: 303,
  }),
};
