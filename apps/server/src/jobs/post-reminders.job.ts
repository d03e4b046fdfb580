import { sendPostReminders } from '../modules/posts/post-reminders.service';
import { postRemindersRef } from '../queue/job-refs';
import { sweepJob } from './recurring';

/**
 * Every minute: mails owners the scheduled posts whose time has come, ready to share, and
 * marks them ready in the dashboard, 20 posts a batch.
 */
export const postRemindersJob = sweepJob(postRemindersRef, 20, sendPostReminders);
