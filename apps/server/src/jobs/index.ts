import type { Config } from '../config';
import type { AppDeps } from '../deps';
import type { JobDefinition } from '../queue/define-job';
import { notifyCommentsJob } from './notify-comments.job';
import { createNotifyUpdatesJob, notifyUpdatesJob } from './notify-updates.job';
import { pruneRateLimitsJob } from './prune-rate-limits.job';
import { pruneUpdateViewsJob } from './prune-update-views.job';
import { createSendMailJob, sendMailJob } from './send-mail.job';
import { sendDigestsJob } from './send-digests.job';
import { processWebhookJob } from './process-webhook.job';
import { pruneWebhookDeliveriesJob } from './prune-webhook-deliveries.job';
import { checkDomainsJob } from './check-domains.job';
import { postRemindersJob } from './post-reminders.job';
import { weeklyStoriesJob } from './weekly-stories.job';
import { sweepImagesJob } from './sweep-images.job';
import { deliverWebhookJob } from './deliver-webhook.job';
import { outboundWebhookUpkeepJob } from './outbound-webhook-upkeep.job';
import { announceUpdatesJob } from './announce-updates.job';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyJob = JobDefinition<any, AppDeps>;

const otherJobs: AnyJob[] = [
  pruneRateLimitsJob,
  pruneUpdateViewsJob,
  notifyCommentsJob,
  sendDigestsJob,
  processWebhookJob,
  pruneWebhookDeliveriesJob,
  checkDomainsJob,
  postRemindersJob,
  weeklyStoriesJob,
  sweepImagesJob,
  deliverWebhookJob,
  outboundWebhookUpkeepJob,
  announceUpdatesJob,
];

/** Every job the workers run, with the mail settings of `config`. Features add theirs here. */
export function createJobs(
  config: Pick<
    Config,
    | 'MAIL_RETRY_LIMIT'
    | 'MAIL_RETRY_DELAY_SECONDS'
    | 'MAIL_LEASE_SECONDS'
    | 'MAIL_CONCURRENCY'
    | 'MAIL_FANOUT_BATCH'
  >,
): AnyJob[] {
  const sendMail = createSendMailJob({
    retryLimit: config.MAIL_RETRY_LIMIT,
    retryDelaySeconds: config.MAIL_RETRY_DELAY_SECONDS,
    expireInSeconds: config.MAIL_LEASE_SECONDS,
    concurrency: config.MAIL_CONCURRENCY,
  });
  const notifyUpdates = createNotifyUpdatesJob({ batchSize: config.MAIL_FANOUT_BATCH });
  return [...otherJobs, notifyUpdates, sendMail];
}

/** Every job with the default settings. */
export const allJobs: AnyJob[] = [...otherJobs, notifyUpdatesJob, sendMailJob];
