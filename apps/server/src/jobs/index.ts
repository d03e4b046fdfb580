import type { AppDeps } from '../deps';
import type { JobDefinition } from './define-job';
import { pruneRateLimitsJob } from './prune-rate-limits.job';
import { sendMailJob } from './send-mail.job';

/** Every job the workers run. Features add theirs here. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const allJobs: JobDefinition<any, AppDeps>[] = [pruneRateLimitsJob, sendMailJob];
