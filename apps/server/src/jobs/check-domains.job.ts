import { z } from 'zod';
import type { AppDeps } from '../deps';
import { defineJob } from './define-job';

/** Re-checks custom domains: pending ones often, active ones daily. */
export const checkDomainsJob = defineJob<Record<string, never>, AppDeps>({
  name: 'check-domains',
  schema: z.object({}).strict() as z.ZodType<Record<string, never>>,
  cron: '*/15 * * * *',
  retryLimit: 2,
  async handler() {},
});
