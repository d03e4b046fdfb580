import { z } from 'zod';
import type { JobRef } from './job-queue';

/**
 * Every job's name and payload schema: what queueing a job needs. Services and integrations
 * queue through these; the job files in src/jobs add the handlers, schedules and retries.
 */

type Empty = Record<string, never>;
const empty = z.object({}).strict() as z.ZodType<Empty>;

export interface SendMailPayload {
  outboxId: string;
}

export interface ProcessWebhookPayload {
  deliveryId: string;
}

/** Delivers one outbox mail; queued with the mail, in the caller's transaction. */
export const sendMailRef: JobRef<SendMailPayload> = {
  name: 'send-mail',
  schema: z.object({ outboxId: z.uuid() }),
};

export interface DeliverWebhookPayload {
  deliveryId: string;
}

/**
 * Sends one outbound webhook delivery (a try); queued with the delivery in its event's
 * transaction, and again for each retry at its time.
 */
export const deliverWebhookRef: JobRef<DeliverWebhookPayload> = {
  name: 'deliver-outbound-webhook',
  schema: z.object({ deliveryId: z.string().min(1).max(64) }),
};

/** Queued by the receiver for every verified delivery (singleton key: the delivery id). */
export const processWebhookRef: JobRef<ProcessWebhookPayload> = {
  name: 'process-webhook',
  schema: z.object({ deliveryId: z.string().min(1).max(100) }),
};

/** The sweep that mails subscribers about updates whose publish time has come. */
export const notifyUpdatesRef: JobRef<Empty> = { name: 'notify-updates', schema: empty };
/** The sweep that records `update.published` for updates whose scheduled time has come. */
export const announceUpdatesRef: JobRef<Empty> = { name: 'announce-updates', schema: empty };
/** The sweep that mails instant subscribers and project owners about new comments. */
export const notifyCommentsRef: JobRef<Empty> = { name: 'notify-comments', schema: empty };
/** The sweep that mails owners their scheduled posts, ready to share, when the time comes. */
export const postRemindersRef: JobRef<Empty> = { name: 'post-reminders', schema: empty };

/** Recurring jobs: queued by their schedule only. */
export const sendDigestsRef: JobRef<Empty> = { name: 'send-digests', schema: empty };
export const checkDomainsRef: JobRef<Empty> = { name: 'check-domains', schema: empty };
export const pruneRateLimitsRef: JobRef<Empty> = { name: 'prune-rate-limits', schema: empty };
export const pruneUpdateViewsRef: JobRef<Empty> = { name: 'prune-update-views', schema: empty };
export const pruneWebhookDeliveriesRef: JobRef<Empty> = { name: 'prune-webhook-deliveries', schema: empty };
export const weeklyStoriesRef: JobRef<Empty> = { name: 'weekly-stories', schema: empty };
export const sweepImagesRef: JobRef<Empty> = { name: 'sweep-images', schema: empty };
export const outboundWebhookUpkeepRef: JobRef<Empty> = { name: 'outbound-webhook-upkeep', schema: empty };
