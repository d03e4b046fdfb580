import { FANOUT_BATCH, notifyPublishedUpdates } from '../modules/notifications/update-fanout.service';
import { notifyUpdatesRef } from '../queue/job-refs';
import { sweepJob } from './recurring';

/**
 * Every minute, and right after an update whose time has come is saved: mails subscribers
 * about updates not mailed yet (scheduled ones as their time comes), 20 updates a batch, each
 * update's subscribers `batchSize` per transaction.
 */
export function createNotifyUpdatesJob({ batchSize = FANOUT_BATCH }: { batchSize?: number } = {}) {
  return sweepJob(notifyUpdatesRef, 20, (deps, options) =>
    notifyPublishedUpdates(deps, { ...options, batchSize }),
  );
}

export const notifyUpdatesJob = createNotifyUpdatesJob();
