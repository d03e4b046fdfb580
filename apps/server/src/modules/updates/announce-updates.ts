import { and, asc, eq, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import type { TxHandle } from '../../db/client';
import { updates } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { isOutBy } from '../../domain/published-updates';
import { wakeDeliveries } from '../../integrations/outbound-webhooks';
import { recordUpdateEvent } from './update-events';
import type { UpdateRow } from './update-query';

type AnnounceDeps = Pick<AppDeps, 'database' | 'queue' | 'config' | 'logger'>;

/** The database's clock (the transaction's start), unless a time is given. */
const timeOf = (now: Date | undefined): Date | SQL => now ?? sql`now()`;

/**
 * Out, and its `update.published` not recorded yet for the project's webhooks and channels
 * (`announced_at`). Not the subscribers' mail, which has its own mark (`notified_at`, the
 * notifications module's `awaitsSubscriberMail`): neither step waits for the other.
 */
const awaitsAnnouncement = (now: Date | undefined) => and(isNull(updates.announcedAt), isOutBy(timeOf(now)));

/**
 * Records `update.published` for the project's webhooks and channels when the update is out
 * (published, its time come) and was not announced before, in the caller's transaction: the
 * transaction that publishes it. Claimed by a conditional write of `announced_at`, so of two
 * writers (a request and the sweep) one records it. Answers the update as it now stands (null
 * when it was not announced here) and how many deliveries were queued; after the commit,
 * `wakeDeliveries` sends them. Subscribers' mail goes its own way (the fan-out); the event
 * never waits for it.
 */
export async function announceIfOut(
  deps: Pick<AnnounceDeps, 'queue' | 'config'>,
  tx: TxHandle,
  updateId: string,
  now?: Date,
): Promise<{ row: UpdateRow | null; deliveries: number }> {
  const [row] = await tx.db
    .update(updates)
    .set({ announcedAt: timeOf(now) })
    .where(and(eq(updates.id, updateId), awaitsAnnouncement(now)))
    .returning();
  if (!row) return { row: null, deliveries: 0 };
  return { row, deliveries: await recordUpdateEvent(deps, tx, 'update.published', row) };
}

/**
 * The sweep (every minute): announces the updates whose time has come since they were saved
 * (scheduled ones), and any a request did not, oldest first, `limit` read at a time, each in a
 * transaction of its own, until a read comes back short. One that fails is rolled back and
 * logged (it stays due for the next sweep) and is not read again in this call, so the updates
 * behind it are announced, and their deliveries sent, all the same: however many fail, they
 * never hold back the others. Answers how many it announced, and that it read them all.
 */
export async function announceDueUpdates(
  deps: AnnounceDeps,
  { now, limit = 50, signal }: { now?: Date; limit?: number; signal?: AbortSignal } = {},
): Promise<{ claimed: number; drained: true }> {
  const failed: string[] = [];
  let claimed = 0;
  let deliveries = 0;
  let attempted = limit;
  while (attempted === limit && !signal?.aborted) {
    const due = await deps.database.db
      .select({ id: updates.id })
      .from(updates)
      .where(and(awaitsAnnouncement(now), failed.length ? notInArray(updates.id, failed) : undefined))
      .orderBy(asc(updates.publishedAt), asc(updates.id))
      .limit(limit);
    attempted = 0;
    for (const { id } of due) {
      if (signal?.aborted) break;
      attempted++;
      try {
        const announced = await deps.database.transaction((tx) => announceIfOut(deps, tx, id, now));
        if (announced.row) claimed++;
        deliveries += announced.deliveries;
      } catch (err) {
        failed.push(id);
        deps.logger.error(
          { err, updateId: id },
          'could not announce the update to its webhooks and channels',
        );
      }
    }
  }
  if (deliveries) wakeDeliveries(deps);
  if (claimed) deps.logger.info({ claimed, deliveries }, 'announced updates whose time came');
  return { claimed, drained: true };
}
