import type { AppDeps } from '../deps';
import { deliverOnce, DELIVERY_LEASE_SECONDS } from '../integrations/outbound-webhooks';
import { defineJob } from '../queue/define-job';
import { deliverWebhookRef, type DeliverWebhookPayload } from '../queue/job-refs';

/**
 * One try of an outbound webhook delivery (integrations/outbound-webhooks/deliver.ts). The
 * delivery's own schedule retries failed tries (exponential backoff for a day): this job
 * records the failure and queues the next try itself. The queue's retries are for tries that
 * never got to record anything (the database was away, the worker died).
 */
export const deliverWebhookJob = defineJob<DeliverWebhookPayload, AppDeps>({
  ...deliverWebhookRef,
  retryLimit: 5,
  retryDelaySeconds: 10,
  expireInSeconds: DELIVERY_LEASE_SECONDS,
  concurrency: 8,
  async handler({ deliveryId }, { deps }) {
    await deliverOnce(deps, deliveryId);
  },
});
