import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { TxHandle } from '../../db/client';
import { outboundDeliveries, outboundEndpoints } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { deliverWebhookRef } from '../../queue/job-refs';
import { discordMessage, slackMessage } from './channel-messages';
import type { ChannelPost, OutboundEventInput } from './event-payloads';

type RecordDeps = Pick<AppDeps, 'queue'>;
type EndpointRow = typeof outboundEndpoints.$inferSelect;

/** A Standard Webhooks message id: `msg_` and 32 hex digits, the same on every try. */
export const newMessageId = () => `msg_${randomUUID().replace(/-/g, '')}`;

/** The body an endpoint gets: the Standard Webhooks payload, or the channel's post. */
export function bodyFor(
  endpoint: Pick<EndpointRow, 'kind'>,
  event: { type: string; data: Record<string, unknown>; post?: ChannelPost | undefined },
  at: Date,
): Record<string, unknown> {
  if (endpoint.kind === 'slack' && event.post) return slackMessage(event.post);
  if (endpoint.kind === 'discord' && event.post) return discordMessage(event.post);
  return { type: event.type, timestamp: at.toISOString(), data: event.data };
}

/** Whether an endpoint hears of the event: its events, or a channel's published updates. */
function wants(endpoint: EndpointRow, event: OutboundEventInput): boolean {
  if (endpoint.kind === 'webhook') return endpoint.events.includes(event.type);
  if (event.type !== 'update.published' || !event.post) return false;
  return endpoint.updates === 'all' || event.post.isMajor;
}

/**
 * Records the event's deliveries, one per enabled endpoint of its project that wants it, and
 * queues them, all in the caller's transaction: they go out only if it commits, and a cause
 * recorded before (same event, cause and endpoint) is not recorded again. Answers how many
 * were new; after the commit, `wakeDeliveries` starts this process's worker on them.
 */
export async function recordOutboundEvent(
  deps: RecordDeps,
  tx: TxHandle,
  event: OutboundEventInput,
): Promise<number> {
  const endpoints = await tx.db
    .select()
    .from(outboundEndpoints)
    .where(and(eq(outboundEndpoints.projectId, event.projectId), eq(outboundEndpoints.enabled, true)));
  const chosen = endpoints.filter((endpoint) => wants(endpoint, event));
  if (!chosen.length) return 0;
  const now = new Date();
  const rows = await tx.db
    .insert(outboundDeliveries)
    .values(
      chosen.map((endpoint) => ({
        endpointId: endpoint.id,
        messageId: newMessageId(),
        eventType: event.type,
        payload: bodyFor(endpoint, event, now),
        idempotencyKey: `${event.type}:${event.cause}:${endpoint.id}`,
      })),
    )
    .onConflictDoNothing({ target: outboundDeliveries.idempotencyKey })
    .returning({ id: outboundDeliveries.id });
  await deps.queue.sendMany(
    deliverWebhookRef,
    rows.map((r) => ({ deliveryId: r.id })),
    { executeSql: tx.executeSql },
  );
  return rows.length;
}

/** After the transaction that recorded deliveries committed: this process's worker sends them now. */
export function wakeDeliveries(deps: RecordDeps): void {
  deps.queue.wake(deliverWebhookRef);
}
