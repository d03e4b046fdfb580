import type { AppDeps } from '../deps';
import { notifyNewComments } from '../modules/notifications/comment-notifications.service';
import { defineJob } from '../queue/define-job';
import { notifyCommentsRef } from '../queue/job-refs';

const PER_CALL = 100;

/** Every minute, and right after a comment is saved: instant subscribers' and owners' mails. */
export const notifyCommentsJob = defineJob<Record<string, never>, AppDeps>({
  ...notifyCommentsRef,
  cron: '* * * * *',
  policy: 'short',
  retryLimit: 3,
  retryDelaySeconds: 5,
  expireInSeconds: 15 * 60,
  async handler(_data, { deps }) {
    while ((await notifyNewComments(deps, { limit: PER_CALL })).claimed === PER_CALL);
  },
});
