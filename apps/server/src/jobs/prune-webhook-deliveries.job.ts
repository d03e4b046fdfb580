import type { AppDeps } from '../deps';
import { pruneOldDeliveries, requeueStrandedDeliveries } from '../modules/webhooks/delivery-upkeep';
import { defineJob } from '../queue/define-job';
import { pruneWebhookDeliveriesRef } from '../queue/job-refs';

/**
 * Every 5 minutes: queues webhook deliveries that were stored but never queued (the receiver
 * answered 202, then queueing failed), and forgets deliveries older than the retention.
 */
export const pruneWebhookDeliveriesJob = defineJob<Record<string, never>, AppDeps>({
  ...pruneWebhookDeliveriesRef,
  cron: '*/5 * * * *',
  retryLimit: 2,
  async handler(_data, { deps, logger }) {
    const requeued = await requeueStrandedDeliveries(deps);
    if (requeued) logger.warn({ requeued }, 'queued webhook deliveries that had been stored without a job');
    const pruned = await pruneOldDeliveries(deps);
    logger.debug({ pruned }, 'pruned old webhook deliveries');
  },
});
