import { notifyPublishedUpdates } from '../modules/notifications/update-fanout.service';
import { notifyUpdatesRef } from '../queue/job-refs';
import { sweepJob } from './recurring';

/**
 * Every minute, and right after an update whose time has come is saved: mails subscribers
 * about updates not mailed yet (scheduled ones as their time comes), 20 updates a batch, each
 * update's subscribers `batchSize` per transaction (by default as the fan-out sets for the engine).
 */
export function createNotifyUpdatesJob({ batchSize }: { batchSize?: number | undefined } = {}) {
  return sweepJob(notifyUpdatesRef, 20, (deps, options) =>
    notifyPublishedUpdates(deps, { ...options, ...(batchSize ? { batchSize } : {}) }),
  );
}

export const notifyUpdatesJob = createNotifyUpdatesJob();
