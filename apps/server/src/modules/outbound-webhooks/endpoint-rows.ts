import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { OutboundDelivery, WebhookEndpoint } from '@shiplog/contract';
import type { Database } from '../../db/client';
import { outboundDeliveries, outboundDeliveryAttempts, type outboundEndpoints } from '../../db/schema';
import { shownUrl } from '../../integrations/outbound-webhooks';

export type EndpointRow = typeof outboundEndpoints.$inferSelect;
type DeliveryRow = typeof outboundDeliveries.$inferSelect;
type AttemptRow = typeof outboundDeliveryAttempts.$inferSelect;

/** Deliveries the log shows, and tries per delivery. */
export const LOG_DELIVERIES = 50;
const LOG_TRIES = 10;

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function toEndpoint(
  row: EndpointRow,
  last: { status: string; at: Date } | undefined,
): WebhookEndpoint {
  return {
    id: row.id,
    kind: row.kind,
    url: shownUrl(row.kind, row.url),
    description: row.description,
    events: row.kind === 'webhook' ? (row.events as WebhookEndpoint['events']) : ['update.published'],
    updates: row.updates,
    enabled: row.enabled,
    disabled_reason: row.disabledReason,
    disabled_at: iso(row.disabledAt),
    created_at: row.createdAt.toISOString(),
    last_delivery: last
      ? { status: last.status as 'pending' | 'succeeded' | 'failed', at: last.at.toISOString() }
      : null,
  };
}

export function toDelivery(row: DeliveryRow, tries: AttemptRow[]): OutboundDelivery {
  return {
    id: row.id,
    message_id: row.messageId,
    event: row.eventType,
    status: row.status,
    attempts: row.attempts,
    response_status: row.responseStatus,
    response_time_ms: row.responseTimeMs,
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    next_attempt_at: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    manual: row.manual,
    tries: tries.map((t) => ({
      at: t.at.toISOString(),
      response_status: t.responseStatus,
      response_time_ms: t.responseTimeMs,
      error: t.error,
    })),
  };
}

/** Each endpoint's newest delivery: its status and when it was recorded. */
export async function lastDeliveries(db: Database, endpointIds: string[]) {
  if (!endpointIds.length) return new Map<string, { status: string; at: Date }>();
  const rows = await db
    .selectDistinctOn([outboundDeliveries.endpointId], {
      endpointId: outboundDeliveries.endpointId,
      status: outboundDeliveries.status,
      at: outboundDeliveries.createdAt,
    })
    .from(outboundDeliveries)
    .where(inArray(outboundDeliveries.endpointId, endpointIds))
    // The log's order: its first row is this one, also when two share a time.
    .orderBy(outboundDeliveries.endpointId, desc(outboundDeliveries.createdAt), desc(outboundDeliveries.id));
  return new Map(rows.map((r) => [r.endpointId, { status: r.status, at: r.at }]));
}

/** The delivery log of one endpoint: its newest deliveries, each with its newest tries. */
export async function deliveryLog(
  db: Database,
  endpointId: string,
  ids?: string[],
): Promise<OutboundDelivery[]> {
  const deliveries = await db
    .select()
    .from(outboundDeliveries)
    .where(
      and(
        eq(outboundDeliveries.endpointId, endpointId),
        ids ? inArray(outboundDeliveries.id, ids) : undefined,
      ),
    )
    .orderBy(desc(outboundDeliveries.createdAt), desc(outboundDeliveries.id))
    .limit(LOG_DELIVERIES);
  if (!deliveries.length) return [];
  const tries = await db
    .select()
    .from(outboundDeliveryAttempts)
    .where(
      inArray(
        outboundDeliveryAttempts.deliveryId,
        deliveries.map((d) => d.id),
      ),
    )
    .orderBy(desc(outboundDeliveryAttempts.at), desc(sql`${outboundDeliveryAttempts.id}`));
  const byDelivery = new Map<string, AttemptRow[]>();
  for (const t of tries) {
    const list = byDelivery.get(t.deliveryId) ?? [];
    if (list.length < LOG_TRIES) list.push(t);
    byDelivery.set(t.deliveryId, list);
  }
  return deliveries.map((d) => toDelivery(d, byDelivery.get(d.id) ?? []));
}
