import { notifyPublishedUpdates } from '../modules/notifications/update-fanout.service';
import { notifyUpdatesRef } from '../queue/job-refs';
import { sweepJob } from './recurring';

/**
 * Every minute, and right after an update whose time has come is saved: mails subscribers
 * about updates not mailed yet (scheduled ones as their time comes), 20 updates a batch.
 */
export const notifyUpdatesJob = sweepJob(notifyUpdatesRef, 20, notifyPublishedUpdates);
