import { z } from 'zod';
import {
  commentFrequencySchema,
  DEFAULT_NOTIFICATION_PREFERENCE,
  notificationPreferenceSchema,
  subscriberEmailSchema,
  subscriberTokenSchema,
} from './subscribers';

/**
 * A project's waitlist: visitors join, check and leave it; the owner's Waitlist Management lists,
 * adds, removes and exports its entries. It is the same list as the subscribers (spec section 3).
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
});

/** One entry as the owner sees it (GET /api/projects/{id}/waitlist). */
export const subscriberSchema = z.object({
  id: z.string(),
  email: z.string(),
  subscribed_at: z.string(),
  notification_preference: notificationPreferenceSchema,
  comment_frequency: commentFrequencySchema,
  /** `pending` until the address follows the confirmation link. */
  status: z.enum(['confirmed', 'pending']),
  source: z.enum(['subscribe', 'waitlist', 'owner']),
});
export type Subscriber = z.infer<typeof subscriberSchema>;
export const subscriberListSchema = z.array(subscriberSchema);

/** POST /api/projects/{id}/waitlist by the signed-in owner (Waitlist Management's "add by email"). */
export const waitlistAddResponseSchema = z.object({
  success: z.literal(true),
  subscriber: subscriberSchema,
});
export type WaitlistAddResponse = z.infer<typeof waitlistAddResponseSchema>;

/** Waitlist Management's download: one row per entry, the header first. */
export const WAITLIST_CSV_COLUMNS = [
  'email',
  'subscribed_at',
  'notification_preference',
  'comment_frequency',
  'status',
] as const;
