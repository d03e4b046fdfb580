import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { projectIdParamsSchema } from './projects';

/**
 * Outbound webhooks (docs/features/outbound-webhooks.md): a project's endpoints that hear of
 * its events, signed as Standard Webhooks (https://www.standardwebhooks.com) says, and its
 * Slack and Discord channels that get a post for each published update. Not GitHub's hooks into Shiplog: those
 * are `webhooks`.
 */
export const outboundWebhookMessages = {
  privateTarget:
    'This address is on a private, loopback or link-local network. Use an address on the internet.',
  slackUrl: 'Paste a Slack incoming-webhook URL (https://hooks.slack.com/services/…).',
  discordUrl: 'Paste a Discord webhook URL (https://discord.com/api/webhooks/…).',
  webhookUrl: 'Enter an http(s) URL.',
  notFound: 'Webhook endpoint not found',
  deliveryNotFound: 'Delivery not found',
  tooMany: 'A project can have at most 20 endpoints and channels.',
  eventsRequired: 'Choose at least one event.',
  secretOnce: 'Copy the signing secret now: it is shown only once.',
} as const;

/** What an endpoint may subscribe to. */
export const OUTBOUND_EVENTS = [
  'update.published',
  'update.updated',
  'subscriber.confirmed',
  'waitlist.joined',
  'comment.created',
] as const;
export const outboundEventSchema = z.enum(OUTBOUND_EVENTS);
export type OutboundEvent = z.infer<typeof outboundEventSchema>;
/** The event "Send test" sends; never subscribed to. */
export const OUTBOUND_TEST_EVENT = 'webhook.test';

export const outboundEventLabels: Record<OutboundEvent, string> = {
  'update.published': 'Update published',
  'update.updated': 'Update edited',
  'subscriber.confirmed': 'Subscriber confirmed',
  'waitlist.joined': 'Waitlist joined',
  'comment.created': 'Comment posted',
};

/** `webhook`: signed JSON to any URL; `slack`, `discord`: a post per published update. */
export const ENDPOINT_KINDS = ['webhook', 'slack', 'discord'] as const;
export const endpointKindSchema = z.enum(ENDPOINT_KINDS);
export type EndpointKind = z.infer<typeof endpointKindSchema>;

/** Which published updates a channel posts: every one, or releases and major ones only. */
export const CHANNEL_UPDATES = ['all', 'major'] as const;
export const channelUpdatesSchema = z.enum(CHANNEL_UPDATES);
export type ChannelUpdates = z.infer<typeof channelUpdatesSchema>;

/** Most endpoints and channels one project has. */
export const MAX_ENDPOINTS_PER_PROJECT = 20;
/** Deliveries are retried this long after their event (exponential backoff). */
export const OUTBOUND_RETRY_HOURS = 24;

/** Where Slack and Discord hand out incoming-webhook URLs. */
export const SLACK_WEBHOOK_PREFIX = 'https://hooks.slack.com/services/';
export const DISCORD_WEBHOOK_PREFIXES = [
  'https://discord.com/api/webhooks/',
  'https://discordapp.com/api/webhooks/',
] as const;

const httpUrlSchema = z
  .string()
  .trim()
  .max(2_000)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
    } catch {
      return false;
    }
  }, outboundWebhookMessages.webhookUrl);

const eventsSchema = z
  .array(outboundEventSchema)
  .min(1, outboundWebhookMessages.eventsRequired)
  .max(OUTBOUND_EVENTS.length)
  .transform((events) => [...new Set(events)]);

export const webhookEndpointSchema = z.object({
  id: z.string(),
  kind: endpointKindSchema,
  /** Slack and Discord URLs are secrets of their own: all but their start is masked. */
  url: z.string(),
  description: z.string(),
  /** For `webhook`; a channel posts `update.published` only. */
  events: z.array(outboundEventSchema),
  /** For channels: every published update or major ones only. */
  updates: channelUpdatesSchema,
  enabled: z.boolean(),
  /** Why it was turned off automatically (repeated failures); null when on or turned off by hand. */
  disabled_reason: z.string().nullable(),
  disabled_at: z.string().nullable(),
  created_at: z.string(),
  /** The newest delivery's outcome, if any. */
  last_delivery: z.object({ status: z.enum(['pending', 'succeeded', 'failed']), at: z.string() }).nullable(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const webhookEndpointListSchema = z.object({ endpoints: z.array(webhookEndpointSchema) });
export type WebhookEndpointList = z.infer<typeof webhookEndpointListSchema>;

const descriptionSchema = z.string().trim().max(200).default('');

export const createWebhookEndpointBodySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('webhook'),
    url: httpUrlSchema,
    description: descriptionSchema,
    events: eventsSchema,
  }),
  z.object({
    kind: z.literal('slack'),
    url: httpUrlSchema,
    description: descriptionSchema,
    updates: channelUpdatesSchema.default('all'),
  }),
  z.object({
    kind: z.literal('discord'),
    url: httpUrlSchema,
    description: descriptionSchema,
    updates: channelUpdatesSchema.default('all'),
  }),
]);
export type CreateWebhookEndpointBody = z.input<typeof createWebhookEndpointBodySchema>;

/** The created endpoint; a `webhook` carries its signing secret (`whsec_…`) this once. */
export const createdWebhookEndpointSchema = webhookEndpointSchema.extend({ secret: z.string().nullable() });
export type CreatedWebhookEndpoint = z.infer<typeof createdWebhookEndpointSchema>;

export const updateWebhookEndpointBodySchema = z
  .object({
    url: httpUrlSchema,
    description: z.string().trim().max(200),
    events: eventsSchema,
    updates: channelUpdatesSchema,
    /** `true` turns an endpoint on again (its failure count starts over). */
    enabled: z.boolean(),
  })
  .partial();
export type UpdateWebhookEndpointBody = z.input<typeof updateWebhookEndpointBodySchema>;

export const DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;

export const deliveryAttemptSchema = z.object({
  at: z.string(),
  /** The receiver's HTTP status; null when there was no answer (refused, timed out). */
  response_status: z.number().int().nullable(),
  response_time_ms: z.number().int(),
  error: z.string().nullable(),
});
export type DeliveryAttempt = z.infer<typeof deliveryAttemptSchema>;

export const outboundDeliverySchema = z.object({
  id: z.string(),
  /** The `webhook-id` header: the same on every try and on a redelivery, for de-duplication. */
  message_id: z.string(),
  event: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int(),
  response_status: z.number().int().nullable(),
  response_time_ms: z.number().int().nullable(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  next_attempt_at: z.string().nullable(),
  /** A "Send test" or "Redeliver" from the owner. */
  manual: z.boolean(),
  /** Every try, newest first. */
  tries: z.array(deliveryAttemptSchema),
});
export type OutboundDelivery = z.infer<typeof outboundDeliverySchema>;

export const outboundDeliveryListSchema = z.object({ deliveries: z.array(outboundDeliverySchema) });
export type OutboundDeliveryList = z.infer<typeof outboundDeliveryListSchema>;

export const endpointParamsSchema = projectIdParamsSchema.extend({
  endpointId: z.string().min(1).max(64),
});
export const deliveryParamsSchema = endpointParamsSchema.extend({
  deliveryId: z.string().min(1).max(64),
});

const base = '/projects/:id/webhook-endpoints';
const tags = ['outbound-webhooks'];

/** A project's outbound webhook endpoints and Slack and Discord channels, by its owner. */
export const outboundWebhookEndpoints = {
  listWebhookEndpoints: defineEndpoint({
    id: 'listWebhookEndpoints',
    method: 'GET',
    path: base,
    summary: "The project's webhook endpoints and channels",
    tags,
    auth: 'required',
    params: projectIdParamsSchema,
    status: 200,
    response: webhookEndpointListSchema,
  }),
  createWebhookEndpoint: defineEndpoint({
    id: 'createWebhookEndpoint',
    method: 'POST',
    path: base,
    summary: 'Add a webhook endpoint, or a Slack or Discord channel',
    tags,
    auth: 'required',
    errors: [409, 422],
    params: projectIdParamsSchema,
    body: createWebhookEndpointBodySchema,
    status: 201,
    response: createdWebhookEndpointSchema,
  }),
  updateWebhookEndpoint: defineEndpoint({
    id: 'updateWebhookEndpoint',
    method: 'PATCH',
    path: `${base}/:endpointId`,
    summary: 'Change an endpoint or channel, or turn it on or off',
    tags,
    auth: 'required',
    errors: [422],
    params: endpointParamsSchema,
    body: updateWebhookEndpointBodySchema,
    status: 200,
    response: webhookEndpointSchema,
  }),
  deleteWebhookEndpoint: defineEndpoint({
    id: 'deleteWebhookEndpoint',
    method: 'DELETE',
    path: `${base}/:endpointId`,
    summary: 'Remove an endpoint or channel and its delivery log',
    tags,
    auth: 'required',
    params: endpointParamsSchema,
    status: 204,
  }),
  listWebhookDeliveries: defineEndpoint({
    id: 'listWebhookDeliveries',
    method: 'GET',
    path: `${base}/:endpointId/deliveries`,
    summary: "An endpoint's newest deliveries with their tries",
    tags,
    auth: 'required',
    params: endpointParamsSchema,
    status: 200,
    response: outboundDeliveryListSchema,
  }),
  testWebhookEndpoint: defineEndpoint({
    id: 'testWebhookEndpoint',
    method: 'POST',
    path: `${base}/:endpointId/test`,
    summary: 'Send a test event (queued; it shows in the delivery log)',
    tags,
    auth: 'required',
    params: endpointParamsSchema,
    status: 202,
    response: outboundDeliverySchema,
  }),
  redeliverWebhookDelivery: defineEndpoint({
    id: 'redeliverWebhookDelivery',
    method: 'POST',
    path: `${base}/:endpointId/deliveries/:deliveryId/redeliver`,
    summary: 'Send a delivery again, with the same webhook-id',
    tags,
    auth: 'required',
    params: deliveryParamsSchema,
    status: 202,
    response: outboundDeliverySchema,
  }),
};
