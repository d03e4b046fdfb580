import type { AppDeps } from '../deps';
import { notifyPublishedUpdates } from '../modules/notifications/update-fanout.service';
import { defineJob } from '../queue/define-job';
import { notifyUpdatesRef } from '../queue/job-refs';

const PER_CALL = 20;

/**
 * Every minute, and right after an update whose time has come is saved: mails subscribers
 * about updates not mailed yet (scheduled ones as their time comes).
 */
export const notifyUpdatesJob = defineJob<Record<string, never>, AppDeps>({
  ...notifyUpdatesRef,
  cron: '* * * * *',
  policy: 'short',
  retryLimit: 3,
  retryDelaySeconds: 5,
  expireInSeconds: 15 * 60,
  async handler(_data, { deps }) {
    while ((await notifyPublishedUpdates(deps, { limit: PER_CALL })).claimed === PER_CALL);
  },
});
