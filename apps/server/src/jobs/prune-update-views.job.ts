import type { AppDeps } from '../deps';
import { PRUNE_UPDATE_VIEWS_SQL } from '../modules/updates/views.service';
import { defineJob } from '../queue/define-job';
import { pruneUpdateViewsRef } from '../queue/job-refs';

/** Daily: drops view de-duplication rows of days that can no longer be counted again. */
export const pruneUpdateViewsJob = defineJob<Record<string, never>, AppDeps>({
  ...pruneUpdateViewsRef,
  cron: '23 3 * * *',
  retryLimit: 2,
  async handler(_data, { deps, logger }) {
    await deps.database.executeSql(PRUNE_UPDATE_VIEWS_SQL);
    logger.debug('pruned old update views');
  },
});
