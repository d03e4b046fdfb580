import { WEBHOOK_DELIVERY_RETENTION_DAYS } from '@shiplog/contract';
import type { AppDeps } from '../../deps';
import { processWebhookRef } from '../../queue/job-refs';

/** Deliveries are forgotten after this many days (the contract promises at least 7). */
export const WEBHOOK_DELIVERY_KEEP_DAYS = Math.max(14, WEBHOOK_DELIVERY_RETENTION_DAYS);
/** A delivery still waiting this long without a job was stored but never queued. */
export const STRANDED_AFTER_MINUTES = 5;
/** Older ones are left alone: their job ran and was archived by the queue long ago. */
const STRANDED_WITHIN_HOURS = 6;
const SWEEP_BATCH = 500;

const PRUNE_SQL = `delete from webhook_deliveries where received_at < now() - make_interval(days => $1)`;

/**
 * Still `queued`, received a few minutes ago or more, and no job of the queue (waiting,
 * retrying, running, done or failed) carries its id: the insert happened, the send did not.
 */
const STRANDED_SQL = `
select d.id from webhook_deliveries d
where d.result = 'queued'
  and d.received_at < now() - make_interval(mins => $1)
  and d.received_at > now() - make_interval(hours => $2)
  and not exists (select 1 from pgboss.job j where j.name = $3 and j.singleton_key = d.id)
order by d.received_at
limit $4`;

/** Deletes deliveries older than the retention; answers how many. */
export async function pruneOldDeliveries(deps: Pick<AppDeps, 'database'>): Promise<number> {
  const { rows } = await deps.database.executeSql(
    `with gone as (${PRUNE_SQL} returning 1) select count(*)::int as n from gone`,
    [WEBHOOK_DELIVERY_KEEP_DAYS],
  );
  return Number(rows[0]?.n ?? 0);
}

/** Queues every stranded delivery (see STRANDED_SQL); answers how many. */
export async function requeueStrandedDeliveries(deps: Pick<AppDeps, 'database' | 'queue'>): Promise<number> {
  const { rows } = await deps.database.executeSql(STRANDED_SQL, [
    STRANDED_AFTER_MINUTES,
    STRANDED_WITHIN_HOURS,
    processWebhookRef.name,
    SWEEP_BATCH,
  ]);
  for (const { id } of rows as { id: string }[])
    await deps.queue.send(processWebhookRef, { deliveryId: id }, { singletonKey: id });
  return rows.length;
}
