import { z } from 'zod';
import type { AppDeps } from '../deps';
import { defineJob } from './define-job';
import type { JobRef } from './queue';

export interface ProcessWebhookPayload {
  deliveryId: string;
}

const schema = z.object({ deliveryId: z.string().min(1).max(100) });
/** Queued by the receiver for every verified delivery (singleton key: the delivery id). */
export const processWebhookRef: JobRef<ProcessWebhookPayload> = { name: 'process-webhook', schema };

/** Turns one stored webhook delivery into an automatic update, or records why not. */
export const processWebhookJob = defineJob<ProcessWebhookPayload, AppDeps>({
  ...processWebhookRef,
  retryLimit: 5,
  retryDelaySeconds: 5,
  expireInSeconds: 120,
  concurrency: 4,
  async handler() {},
});
