import type { Logger } from 'pino';
import type { JobQueue } from './job-queue';
import { notifyCommentsRef, notifyUpdatesRef } from './job-refs';

type Empty = Record<string, never>;
interface KickDeps {
  queue: Pick<JobQueue<unknown>, 'send'>;
  logger: Logger;
}

/** One waiting kick per sweep: the queue's `short` policy drops a second one while it waits. */
const KICK = { singletonKey: 'kick' };

async function kick(deps: KickDeps, ref: typeof notifyUpdatesRef) {
  try {
    await deps.queue.send<Empty>(ref, {}, KICK);
  } catch (err) {
    // The sweep also runs every minute: a lost kick only delays the mail.
    deps.logger.warn({ err, job: ref.name }, 'could not queue the notification sweep; the next run mails');
  }
}

/** Right after an update whose publish time has come was saved. */
export const kickUpdateNotifications = (deps: KickDeps) => kick(deps, notifyUpdatesRef);

/** Right after a comment was saved. */
export const kickCommentNotifications = (deps: KickDeps) => kick(deps, notifyCommentsRef);
