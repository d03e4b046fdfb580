import type { AppDeps } from '../../deps';
import { deliverWebhookRef } from '../../queue/job-refs';

/** Deliveries and their tries are kept this long after their event (the log shows the newest 50). */
export const DELIVERY_RETENTION_DAYS = 30;
/** A due delivery no try has touched for this long has lost its job: it is queued again. */
const STRANDED_MINUTES = 10;
const STRANDED_BATCH = 500;

type UpkeepDeps = Pick<AppDeps, 'database' | 'queue'>;

/**
 * Queues again the pending deliveries whose job is gone (it ran out of the queue's own tries,
 * say, while the database was away): due for over 10 minutes and held by no try. A duplicate
 * job is harmless (a try claims the delivery first). Answers how many.
 */
export async function requeueStrandedDeliveries(deps: UpkeepDeps): Promise<number> {
  const { rows } = await deps.database.executeSql(
    `select id from outbound_deliveries
      where status = 'pending'
        and next_attempt_at < now() - make_interval(mins => $1)
        and (locked_until is null or locked_until < now())
      order by next_attempt_at
      limit $2`,
    [STRANDED_MINUTES, STRANDED_BATCH],
  );
  const ids = (rows as { id: string }[]).map((r) => ({ deliveryId: r.id }));
  await deps.queue.sendMany(deliverWebhookRef, ids);
  if (ids.length) deps.queue.wake(deliverWebhookRef);
  return ids.length;
}

/** Forgets finished deliveries older than the retention (their tries go with them). */
export async function pruneOldDeliveries(deps: UpkeepDeps): Promise<number> {
  const { rows } = await deps.database.executeSql(
    `with gone as (
       delete from outbound_deliveries
        where status <> 'pending' and created_at < now() - make_interval(days => $1)
        returning 1
     ) select count(*)::int as n from gone`,
    [DELIVERY_RETENTION_DAYS],
  );
  return (rows[0] as { n: number }).n;
}
