import { notifyNewComments } from '../modules/notifications/comment-notifications.service';
import { notifyCommentsRef } from '../queue/job-refs';
import { sweepJob } from './recurring';

/** Every minute, and right after a comment is saved: instant subscribers' and owners' mails. */
export const notifyCommentsJob = sweepJob(notifyCommentsRef, 100, notifyNewComments);
