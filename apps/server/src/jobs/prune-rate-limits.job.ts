import type { AppDeps } from '../deps';
import { PRUNE_RATE_LIMITS_SQL } from '../lib/rate-limit-store';
import { defineJob } from '../queue/define-job';
import { pruneRateLimitsRef } from '../queue/job-refs';

/** Hourly: drops rate-limit counters whose window has passed. */
export const pruneRateLimitsJob = defineJob<Record<string, never>, AppDeps>({
  ...pruneRateLimitsRef,
  cron: '17 * * * *',
  retryLimit: 2,
  async handler(_data, { deps, logger }) {
    await deps.database.executeSql(PRUNE_RATE_LIMITS_SQL);
    logger.debug('pruned expired rate-limit counters');
  },
});
