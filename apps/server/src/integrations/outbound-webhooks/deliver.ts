import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { paths } from '@shiplog/contract';
import {
  outboundDeliveries,
  outboundDeliveryAttempts,
  outboundEndpoints,
  projects,
  users,
} from '../../db/schema';
import type { TxHandle } from '../../db/client';
import type { AppDeps } from '../../deps';
import { deliverWebhookRef } from '../../queue/job-refs';
import { queueMail, wakeMailWorker } from '../mail/queue-mail';
import { kindLabels, shownUrl } from './endpoint-labels';
import { createEndpointSecrets } from './endpoint-secrets';
import { postOnce, type PostResult } from './safe-post';

/** How long one try holds its delivery (the job's expiry too): well over the 10 s timeout. */
export const DELIVERY_LEASE_SECONDS = 60;
/** The longest wait between two tries. */
const MAX_RETRY_WAIT_SECONDS = 6 * 3_600;
const MAX_ERROR_LENGTH = 1_000;

type DeliverDeps = Pick<AppDeps, 'database' | 'config' | 'queue' | 'logger' | 'secret'>;
type DeliveryRow = typeof outboundDeliveries.$inferSelect;
type EndpointRow = typeof outboundEndpoints.$inferSelect;

/** The wait after the `attempts`-th try failed: the first delay, doubled each time, capped. */
export function retryWaitSeconds(firstDelaySeconds: number, attempts: number): number {
  return Math.min(MAX_RETRY_WAIT_SECONDS, firstDelaySeconds * 2 ** Math.min(20, attempts - 1));
}

/** When the next try is due, or null when the delivery's retry window has closed. */
function nextTryAt(deps: DeliverDeps, delivery: DeliveryRow, attempts: number, now: Date): Date | null {
  const wait = retryWaitSeconds(deps.config.OUTBOUND_WEBHOOKS_RETRY_DELAY_SECONDS, attempts) * 1000;
  const closes = delivery.createdAt.getTime() + deps.config.OUTBOUND_WEBHOOKS_RETRY_SECONDS * 1000;
  const next = now.getTime() + wait;
  return next <= closes ? new Date(next) : null;
}

async function claim(deps: DeliverDeps, id: string): Promise<DeliveryRow | null> {
  const [row] = await deps.database.db
    .update(outboundDeliveries)
    .set({
      attempts: sql`${outboundDeliveries.attempts} + 1`,
      lockedUntil: sql`now() + ${DELIVERY_LEASE_SECONDS}::int * interval '1 second'`,
    })
    .where(
      and(
        eq(outboundDeliveries.id, id),
        eq(outboundDeliveries.status, 'pending'),
        lt(outboundDeliveries.nextAttemptAt, sql`now() + interval '1 second'`),
        or(isNull(outboundDeliveries.lockedUntil), lt(outboundDeliveries.lockedUntil, sql`now()`)),
      ),
    )
    .returning();
  return row ?? null;
}

/** The signed headers of a Standard Webhooks message; a channel's post goes unsigned. */
async function headersFor(
  deps: DeliverDeps,
  endpoint: EndpointRow,
  delivery: DeliveryRow,
  body: string,
): Promise<Record<string, string>> {
  if (endpoint.kind !== 'webhook' || !endpoint.secretSealed) return {};
  const secret = await createEndpointSecrets(deps.secret).open(endpoint.secretSealed);
  const at = new Date();
  return {
    'webhook-id': delivery.messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(delivery.messageId, at, body),
  };
}

/**
 * One try of a delivery. It is claimed first (an attempt counted and a lease held, in one
 * committed write), so of two jobs for the same delivery only one posts it; then posted once
 * (no redirects, 10 s, internal addresses refused unless allowed), and its outcome recorded
 * with the next try's job in one transaction. A try that finds the delivery done, not yet
 * due, or held by another try does nothing (a held one is looked at again when its lease ends).
 */
export async function deliverOnce(deps: DeliverDeps, deliveryId: string): Promise<void> {
  const { db } = deps.database;
  const [found] = await db
    .select({ delivery: outboundDeliveries, endpoint: outboundEndpoints })
    .from(outboundDeliveries)
    .innerJoin(outboundEndpoints, eq(outboundEndpoints.id, outboundDeliveries.endpointId))
    .where(eq(outboundDeliveries.id, deliveryId));
  if (!found || found.delivery.status !== 'pending') return;
  const { endpoint } = found;
  const lease = found.delivery.lockedUntil;
  if (lease && lease.getTime() > Date.now()) {
    await deps.queue.send(
      deliverWebhookRef,
      { deliveryId },
      { startAfter: new Date(lease.getTime() + 1_000) },
    );
    return;
  }
  if (!endpoint.enabled && !found.delivery.manual) {
    await db
      .update(outboundDeliveries)
      .set({ status: 'failed', lastError: 'The endpoint is turned off', lockedUntil: null })
      .where(and(eq(outboundDeliveries.id, deliveryId), eq(outboundDeliveries.status, 'pending')));
    return;
  }
  const delivery = await claim(deps, deliveryId);
  if (!delivery) return;
  const body = JSON.stringify(delivery.payload);
  const result = await postOnce(endpoint.url, body, await headersFor(deps, endpoint, delivery, body), {
    allowPrivate: deps.config.OUTBOUND_WEBHOOKS_ALLOW_PRIVATE,
  });
  const mailed = await deps.database.transaction((tx) => recordOutcome(deps, tx, endpoint, delivery, result));
  if (mailed) wakeMailWorker(deps);
  deps.logger.info(
    { deliveryId, endpointId: endpoint.id, attempt: delivery.attempts, status: result.status, ok: result.ok },
    result.ok ? 'outbound webhook delivered' : 'outbound webhook try failed',
  );
}

/** Records a try; answers whether the owner was mailed (the endpoint was turned off). */
async function recordOutcome(
  deps: DeliverDeps,
  tx: TxHandle,
  endpoint: EndpointRow,
  delivery: DeliveryRow,
  result: PostResult,
): Promise<boolean> {
  const error = result.error?.slice(0, MAX_ERROR_LENGTH) ?? null;
  await tx.db.insert(outboundDeliveryAttempts).values({
    deliveryId: delivery.id,
    responseStatus: result.status,
    responseTimeMs: result.timeMs,
    error,
  });
  const now = new Date();
  const next = result.ok ? null : nextTryAt(deps, delivery, delivery.attempts, now);
  const status = result.ok ? 'succeeded' : next ? 'pending' : 'failed';
  const owned = await tx.db
    .update(outboundDeliveries)
    .set({
      status,
      lockedUntil: null,
      responseStatus: result.status,
      responseTimeMs: result.timeMs,
      lastError: result.ok ? null : error,
      ...(next && { nextAttemptAt: next }),
      ...(result.ok && { deliveredAt: now }),
    })
    .where(
      and(
        eq(outboundDeliveries.id, delivery.id),
        eq(outboundDeliveries.status, 'pending'),
        eq(outboundDeliveries.attempts, delivery.attempts),
      ),
    )
    .returning({ id: outboundDeliveries.id });
  // A newer try took the delivery over (this one outlived its lease): its outcome stands.
  if (!owned.length) return false;
  if (next)
    await deps.queue.send(
      deliverWebhookRef,
      { deliveryId: delivery.id },
      { startAfter: next, executeSql: tx.executeSql },
    );
  if (status === 'succeeded') {
    await tx.db
      .update(outboundEndpoints)
      .set({ failureStreak: 0 })
      .where(eq(outboundEndpoints.id, endpoint.id));
    return false;
  }
  if (status === 'failed') return countFailure(deps, tx, endpoint, error);
  return false;
}

/**
 * A delivery failed for good: one more in the endpoint's streak. At the limit the endpoint is
 * turned off, once (the conditional write decides), and its owner mailed.
 */
async function countFailure(
  deps: DeliverDeps,
  tx: TxHandle,
  endpoint: EndpointRow,
  lastError: string | null,
): Promise<boolean> {
  const limit = deps.config.OUTBOUND_WEBHOOKS_DISABLE_AFTER;
  await tx.db
    .update(outboundEndpoints)
    .set({ failureStreak: sql`${outboundEndpoints.failureStreak} + 1` })
    .where(eq(outboundEndpoints.id, endpoint.id));
  const [turnedOff] = await tx.db
    .update(outboundEndpoints)
    .set({
      enabled: false,
      disabledAt: new Date(),
      disabledReason: `Turned off after ${limit} failed deliveries in a row`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(outboundEndpoints.id, endpoint.id),
        eq(outboundEndpoints.enabled, true),
        sql`${outboundEndpoints.failureStreak} >= ${limit}`,
      ),
    )
    .returning({ failures: outboundEndpoints.failureStreak });
  if (!turnedOff) return false;
  const [owner] = await tx.db
    .select({ email: users.email, projectName: projects.name })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.userId))
    .where(eq(projects.id, endpoint.projectId));
  if (!owner) return false;
  await queueMail(deps, tx, {
    to: owner.email,
    template: 'webhook-endpoint-disabled',
    data: {
      projectName: owner.projectName,
      target: shownUrl(endpoint.kind, endpoint.url),
      kindLabel: kindLabels[endpoint.kind],
      failures: turnedOff.failures,
      lastError,
      settingsUrl: `${deps.config.PUBLIC_URL}${paths.projectSettings(endpoint.projectId)}#webhooks`,
    },
  });
  return true;
}
