import { z } from 'zod';
import type { AppDeps } from '../deps';
import type { JobRef } from './queue';

type Empty = Record<string, never>;
const empty = z.object({}).strict() as z.ZodType<Empty>;

/** The sweep that mails subscribers about updates whose publish time has come. */
export const notifyUpdatesRef: JobRef<Empty> = { name: 'notify-updates', schema: empty };
/** The sweep that mails instant subscribers and project owners about new comments. */
export const notifyCommentsRef: JobRef<Empty> = { name: 'notify-comments', schema: empty };

/** One waiting kick per sweep: the queue's `short` policy drops a second one while it waits. */
const KICK = { singletonKey: 'kick' };

async function kick(deps: Pick<AppDeps, 'queue' | 'logger'>, ref: JobRef<Empty>) {
  try {
    await deps.queue.send(ref, {}, KICK);
  } catch (err) {
    // The sweep also runs every minute: a lost kick only delays the mail.
    deps.logger.warn({ err, job: ref.name }, 'could not queue the notification sweep; the next run mails');
  }
}

/** Right after an update whose publish time has come was saved. */
export const kickUpdateNotifications = (deps: Pick<AppDeps, 'queue' | 'logger'>) =>
  kick(deps, notifyUpdatesRef);

/** Right after a comment was saved. */
export const kickCommentNotifications = (deps: Pick<AppDeps, 'queue' | 'logger'>) =>
  kick(deps, notifyCommentsRef);
