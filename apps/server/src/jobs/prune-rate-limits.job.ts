import { PRUNE_RATE_LIMITS_SQL } from '../lib/rate-limit-store';
import { pruneRateLimitsRef } from '../queue/job-refs';
import { pruneJob } from './recurring';

/** Hourly: drops rate-limit counters whose window has passed. */
export const pruneRateLimitsJob = pruneJob(
  pruneRateLimitsRef,
  '17 * * * *',
  PRUNE_RATE_LIMITS_SQL,
  'pruned expired rate-limit counters',
);
