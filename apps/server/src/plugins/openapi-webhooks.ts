import { z } from 'zod';
import {
  OUTBOUND_PAYLOAD_EVENTS,
  OUTBOUND_TEST_EVENT,
  outboundEventDescriptions,
  outboundEventLabels,
  outboundPayloadSchema,
  type OutboundPayloadEvent,
} from '@shiplog/contract';

/**
 * The OpenAPI 3.1 `webhooks` section: what a project's webhook endpoint receives for each event,
 * its body generated from the contract's schemas the server builds payloads through, and the
 * Standard Webhooks headers that sign it.
 */

/** The component name of an event's body: `update.published` → `UpdatePublishedWebhook`. */
export const webhookSchemaName = (event: OutboundPayloadEvent) =>
  `${event
    .split('.')
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('')}Webhook`;

const SIGNED_HEADERS = [
  {
    name: 'webhook-id',
    in: 'header',
    required: true,
    description:
      'The message id: the same on every retry and on a redelivery, so a receiver de-duplicates on it.',
    schema: { type: 'string', pattern: '^msg_[0-9a-f]{32}$' },
  },
  {
    name: 'webhook-timestamp',
    in: 'header',
    required: true,
    description: 'When this try was signed, in seconds since the Unix epoch; refuse old ones.',
    schema: { type: 'integer', minimum: 0 },
  },
  {
    name: 'webhook-signature',
    in: 'header',
    required: true,
    description:
      "`v1,` and the base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<body>` under the endpoint's signing secret (`whsec_…`, shown once when it is added). Any Standard Webhooks library checks it.",
    schema: { type: 'string', pattern: '^v1,[A-Za-z0-9+/]+={0,2}( v1,[A-Za-z0-9+/]+={0,2})*$' },
  },
];

const RECEIVED = {
  '2XX': {
    description:
      'Received. Any other answer (a 3xx included), a refused connection or no answer within 10 seconds is retried with backoff for 24 hours.',
  },
};

/** An event's operation id: `update.published` → `onUpdatePublished`. */
const operationIdOf = (event: OutboundPayloadEvent) =>
  `on${webhookSchemaName(event).replace(/Webhook$/, '')}`;

function eventBodySchema(event: OutboundPayloadEvent): Record<string, unknown> {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(outboundPayloadSchema(event), {
    io: 'output',
    // `format: date-time` says it; zod's long pattern for the same adds nothing for a reader.
    override: ({ jsonSchema }) => {
      if (jsonSchema.format === 'date-time') delete jsonSchema.pattern;
    },
  }) as Record<string, unknown>;
  return { description: `The body of a \`${event}\` delivery.`, ...schema };
}

/** The `webhooks` section and the body schemas it refers to (for `components.schemas`). */
export function outboundWebhooksDocument() {
  const schemas: Record<string, unknown> = {};
  const webhooks: Record<string, unknown> = {};
  for (const event of OUTBOUND_PAYLOAD_EVENTS) {
    const name = webhookSchemaName(event);
    schemas[name] = eventBodySchema(event);
    webhooks[event] = {
      post: {
        operationId: operationIdOf(event),
        summary: event === OUTBOUND_TEST_EVENT ? 'Test event' : outboundEventLabels[event],
        description: `${outboundEventDescriptions[event]} ${event === OUTBOUND_TEST_EVENT ? 'Sent only to the endpoint whose Send test was pressed, whatever events it subscribed to' : `Sent to the project's webhook endpoints that subscribed to \`${event}\``}, signed as Standard Webhooks says.`,
        tags: ['outbound-webhooks'],
        security: [],
        parameters: SIGNED_HEADERS,
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { $ref: `#/components/schemas/${name}` } } },
        },
        responses: RECEIVED,
      },
    };
  }
  return { webhooks, schemas };
}
