import type { AppDeps } from '../deps';
import { processDelivery } from '../modules/auto-updates/process-delivery';
import { defineJob } from '../queue/define-job';
import { processWebhookRef, type ProcessWebhookPayload } from '../queue/job-refs';

/** Turns one stored webhook delivery into an automatic update, or records why not. */
export const processWebhookJob = defineJob<ProcessWebhookPayload, AppDeps>({
  ...processWebhookRef,
  retryLimit: 5,
  retryDelaySeconds: 5,
  expireInSeconds: 120,
  concurrency: 4,
  async handler({ deliveryId }, { deps, lastTry }) {
    await processDelivery(deps, deliveryId, { lastTry: lastTry ?? false });
  },
});
