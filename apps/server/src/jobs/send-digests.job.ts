import type { AppDeps } from '../deps';
import { sendCommentDigests } from '../modules/notifications/comment-digests.service';
import { sendUpdateDigests } from '../modules/notifications/update-digests.service';
import { defineJob } from '../queue/define-job';
import { sendDigestsRef } from '../queue/job-refs';

/**
 * Every five minutes: the daily (UTC day) and weekly (ISO week) comment digests, and the weekly
 * and monthly (UTC month) update digests, whose period has ended. A subscriber's digest is taken
 * once per period, so running often is cheap.
 */
export const sendDigestsJob = defineJob<Record<string, never>, AppDeps>({
  ...sendDigestsRef,
  cron: '*/5 * * * *',
  policy: 'short',
  retryLimit: 3,
  retryDelaySeconds: 30,
  expireInSeconds: 30 * 60,
  async handler(_data, { deps }) {
    const now = new Date();
    await sendCommentDigests(deps, { now });
    await sendUpdateDigests(deps, { now });
  },
});
