import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { projects } from './projects';
import { at, cascadeRef, uuidKey } from './columns';

/**
 * A project's outbound webhook endpoint (`webhook`: signed JSON, Standard Webhooks) or chat
 * channel (`slack`, `discord`: a post per published update). Turned off by its owner, or
 * automatically once `failureStreak` deliveries in a row have failed for good.
 */
export const outboundEndpoints = pgTable(
  'outbound_endpoints',
  {
    id: uuidKey(),
    projectId: cascadeRef(() => projects.id),
    kind: text({ enum: ['webhook', 'slack', 'discord'] }).notNull(),
    /** Where deliveries go. Slack and Discord URLs carry their own secret. */
    url: text().notNull(),
    description: text().notNull().default(''),
    /** The signing secret (`whsec_…`), sealed under APP_SECRET; null for channels. */
    secretSealed: text(),
    events: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Channels: `all` published updates, or `major` ones (and releases) only. */
    updates: text({ enum: ['all', 'major'] })
      .notNull()
      .default('all'),
    enabled: boolean().notNull().default(true),
    disabledAt: at(),
    /** Set when it was turned off automatically; null when on or turned off by hand. */
    disabledReason: text(),
    /** Deliveries in a row that failed for good; a success starts it over. */
    failureStreak: integer().notNull().default(0),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    check('outbound_endpoints_kind_check', sql`${t.kind} in ('webhook', 'slack', 'discord')`),
    check('outbound_endpoints_updates_check', sql`${t.updates} in ('all', 'major')`),
    index('outbound_endpoints_project_idx').on(t.projectId, t.createdAt),
  ],
);

export const OUTBOUND_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;

/**
 * The outbox of outbound webhooks: one message for one endpoint, recorded in the transaction
 * of the event that caused it and sent by the `deliver-webhook` job. One try claims the row
 * (`attempts` + 1, a lease in `lockedUntil`), posts it, and records its outcome with the next
 * try's time (`nextAttemptAt`) until it succeeds or its retry window closes.
 */
export const outboundDeliveries = pgTable(
  'outbound_deliveries',
  {
    id: uuidKey(),
    endpointId: cascadeRef(() => outboundEndpoints.id),
    /** The `webhook-id`: the same on every try and on a redelivery. */
    messageId: text().notNull(),
    eventType: text().notNull(),
    /** The body as sent (the Standard Webhooks payload, or the Slack or Discord message). */
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    /** Event, cause and endpoint (`update.published:<update>:<endpoint>`): a cause is delivered once. */
    idempotencyKey: text().unique('outbound_deliveries_idempotency_unique'),
    status: text({ enum: OUTBOUND_DELIVERY_STATUSES }).notNull().default('pending'),
    /** A "Send test" or "Redeliver" from the owner: sent even while the endpoint is off. */
    manual: boolean().notNull().default(false),
    attempts: integer().notNull().default(0),
    nextAttemptAt: at().notNull().defaultNow(),
    /** While in the future, one try holds the delivery; others leave it alone. */
    lockedUntil: at(),
    responseStatus: integer(),
    responseTimeMs: integer(),
    lastError: text(),
    createdAt: at().notNull().defaultNow(),
    deliveredAt: at(),
  },
  (t) => [
    check('outbound_deliveries_status_check', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
    index('outbound_deliveries_endpoint_idx').on(t.endpointId, t.createdAt.desc()),
  ],
);

/** Every try of a delivery: the delivery log's lines. */
export const outboundDeliveryAttempts = pgTable(
  'outbound_delivery_attempts',
  {
    id: uuidKey(),
    deliveryId: cascadeRef(() => outboundDeliveries.id),
    at: at().notNull().defaultNow(),
    responseStatus: integer(),
    responseTimeMs: integer().notNull(),
    error: text(),
  },
  (t) => [index('outbound_delivery_attempts_delivery_idx').on(t.deliveryId, t.at.desc())],
);
