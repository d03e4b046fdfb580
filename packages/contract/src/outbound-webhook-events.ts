import { z } from 'zod';
import { OUTBOUND_EVENTS, OUTBOUND_TEST_EVENT, type OutboundEvent } from './outbound-webhooks';
import { NOTIFICATION_PREFERENCES } from './subscribers-basics';
import { updateTypes } from './updates-basics';

/**
 * What a webhook endpoint receives: one Standard Webhooks payload per event, `{ type,
 * timestamp, data }`. The server builds each event's `data` through these schemas, and the
 * OpenAPI document's `webhooks` section is generated from them, so the two cannot drift.
 */

/** A moment as the payloads write it: ISO 8601 in UTC, with milliseconds. */
const instant = () => z.iso.datetime();

const eventProjectSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    url: z.string().describe("The project's public page."),
  })
  .describe('The project the event happened in.');

const eventUpdateSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: z.enum(updateTypes),
  summary: z.string().describe('The content as plain text, cut at 280 characters.'),
  content: z.string().describe('Markdown.'),
  is_major_update: z.boolean(),
  labels: z.array(z.string()),
  url: z.string().describe("The update's public page."),
  published_at: instant(),
  updated_at: instant(),
});

/** A confirmed address: `confirmed_at` is set once its owner followed the mailed link. */
const eventEntryFields = {
  id: z.string(),
  email: z.string(),
  notification_preference: z.enum(NOTIFICATION_PREFERENCES),
  confirmed_at: instant().nullable(),
};

const updateData = z.object({ project: eventProjectSchema, update: eventUpdateSchema });

/** Each event's `data`, by event type; `webhook.test` is what "Send test" sends. */
export const outboundEventDataSchemas = {
  'update.published': updateData,
  'update.updated': updateData,
  'subscriber.confirmed': z.object({
    project: eventProjectSchema,
    subscriber: z.object({ ...eventEntryFields, source: z.literal('subscribe') }),
  }),
  'waitlist.joined': z.object({
    project: eventProjectSchema,
    entry: z.object({
      ...eventEntryFields,
      source: z.enum(['waitlist', 'owner']).describe('`owner`: added by the project owner.'),
    }),
  }),
  'comment.created': z.object({
    project: eventProjectSchema,
    update: eventUpdateSchema.pick({ id: true, title: true, url: true }),
    comment: z.object({
      id: z.string(),
      content: z.string().describe('Markdown.'),
      author: z.object({ id: z.string(), name: z.string() }),
      created_at: instant(),
    }),
  }),
  [OUTBOUND_TEST_EVENT]: z.object({ project: eventProjectSchema, message: z.string() }),
} satisfies Record<OutboundEvent | typeof OUTBOUND_TEST_EVENT, z.ZodType>;

/** Every event a webhook endpoint can receive, the test event last. */
export type OutboundPayloadEvent = keyof typeof outboundEventDataSchemas;
export const OUTBOUND_PAYLOAD_EVENTS: readonly OutboundPayloadEvent[] = [
  ...OUTBOUND_EVENTS,
  OUTBOUND_TEST_EVENT,
];

export type OutboundEventData<E extends OutboundPayloadEvent> = z.infer<(typeof outboundEventDataSchemas)[E]>;

/** The whole body of one event's delivery. */
export const outboundPayloadSchema = <E extends OutboundPayloadEvent>(event: E) =>
  z.object({
    type: z.literal(event),
    timestamp: instant().describe('When the delivery was recorded.'),
    data: outboundEventDataSchemas[event],
  });

/** When each event is sent, for the API description. */
export const outboundEventDescriptions: Record<OutboundPayloadEvent, string> = {
  'update.published':
    'An update is published (once; a scheduled one within a minute of its time). Slack and Discord channels get a post instead.',
  'update.updated': 'The owner edits an update that was already published and announced.',
  'subscriber.confirmed': 'Someone confirms Stay Updated from the mailed link.',
  'waitlist.joined': 'Someone confirms joining the waitlist, or an address the owner added confirms.',
  'comment.created': 'A comment is posted on an update.',
  [OUTBOUND_TEST_EVENT]: 'The owner presses Send test.',
};
