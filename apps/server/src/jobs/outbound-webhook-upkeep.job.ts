import type { AppDeps } from '../deps';
import { pruneOldDeliveries, requeueStrandedDeliveries } from '../integrations/outbound-webhooks/upkeep';
import { defineJob } from '../queue/define-job';
import { outboundWebhookUpkeepRef } from '../queue/job-refs';

/**
 * Every 5 minutes: queues outbound deliveries whose job was lost, and forgets finished ones
 * older than 30 days.
 */
export const outboundWebhookUpkeepJob = defineJob<Record<string, never>, AppDeps>({
  ...outboundWebhookUpkeepRef,
  cron: '*/5 * * * *',
  retryLimit: 2,
  async handler(_data, { deps, logger }) {
    const requeued = await requeueStrandedDeliveries(deps);
    if (requeued) logger.warn({ requeued }, 'queued outbound webhook deliveries whose job was lost');
    const pruned = await pruneOldDeliveries(deps);
    logger.debug({ pruned }, 'pruned old outbound webhook deliveries');
  },
});
