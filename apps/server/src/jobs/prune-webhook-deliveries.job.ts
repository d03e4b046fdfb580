import { z } from 'zod';
import type { AppDeps } from '../deps';
import { defineJob } from './define-job';

/** Daily: forgets webhook deliveries older than the retention (at least 7 days). */
export const pruneWebhookDeliveriesJob = defineJob<Record<string, never>, AppDeps>({
  name: 'prune-webhook-deliveries',
  schema: z.object({}).strict() as z.ZodType<Record<string, never>>,
  cron: '41 3 * * *',
  retryLimit: 2,
  async handler() {},
});
