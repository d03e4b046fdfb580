import { announceDueUpdates } from '../modules/updates/announce-updates';
import { announceUpdatesRef } from '../queue/job-refs';
import { sweepJob } from './recurring';

/**
 * Every minute: records `update.published` for the project's webhooks and channels of each
 * update whose scheduled time has come (an update published now is announced by the request
 * that publishes it), 50 a batch. Apart from the subscribers' mail, so a long fan-out never
 * holds it back.
 */
export const announceUpdatesJob = sweepJob(announceUpdatesRef, 50, (deps, options) =>
  announceDueUpdates(deps, options),
);
