import { PRUNE_UPDATE_VIEWS_SQL } from '../modules/updates/views.service';
import { pruneUpdateViewsRef } from '../queue/job-refs';
import { pruneJob } from './recurring';

/** Daily: drops view de-duplication rows of days that can no longer be counted again. */
export const pruneUpdateViewsJob = pruneJob(
  pruneUpdateViewsRef,
  '23 3 * * *',
  PRUNE_UPDATE_VIEWS_SQL,
  'pruned old update views',
);
