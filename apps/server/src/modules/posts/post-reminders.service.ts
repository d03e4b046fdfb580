import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import { formatLongInZone, paths, projectPagePaths, zoneLabel } from '@shiplog/contract';
import type { TxHandle } from '../../db/client';
import { posts, projects, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { oneLine } from '../../integrations/mail/message-id';
import { queueMailOnce } from '../../integrations/mail/queue-mail';
import { sweepEach, type SweepOptions, type SweepResult } from '../../integrations/mail/mail-sweep';

type PostRow = typeof posts.$inferSelect;
type ReminderDeps = Pick<AppDeps, 'database' | 'config' | 'queue' | 'logger'>;

/**
 * Mails each scheduled post whose time has come to its owner, ready to share, and marks it
 * ready. A post is claimed by a conditional UPDATE of `ready_at` in the transaction that
 * records its mail, keyed by the post and its scheduled time: two workers never both take it,
 * a crash takes back both, and the same schedule never mails twice. A post unscheduled or
 * moved meanwhile is no longer due and is left alone.
 */
export async function sendPostReminders(
  deps: ReminderDeps,
  { now = new Date(), limit = 20 }: SweepOptions = {},
): Promise<SweepResult> {
  const due = await deps.database.db
    .select({ id: posts.id })
    .from(posts)
    .where(and(isNull(posts.readyAt), lte(posts.scheduledFor, now)))
    .orderBy(asc(posts.scheduledFor), asc(posts.id))
    .limit(limit);
  const result = await sweepEach(
    deps,
    due,
    (tx, { id }) => remind(deps, tx, id, now),
    (err, { id }) => deps.logger.error({ err, postId: id }, 'could not record the mail of a scheduled post'),
  );
  if (result.claimed) deps.logger.info(result, 'owners mailed their scheduled posts');
  return result;
}

/** The idempotency key of one schedule's mail: a new time is a new mail, the same one never. */
export const postReminderKey = (postId: string, scheduledFor: Date) =>
  `post-ready:${postId}:${scheduledFor.toISOString()}`;

/** Claims one due post and records its mail; null when it is not due any more (or taken). */
async function remind(deps: ReminderDeps, tx: TxHandle, postId: string, now: Date): Promise<number | null> {
  const [post] = await tx.db
    .update(posts)
    .set({ readyAt: now })
    .where(and(eq(posts.id, postId), isNull(posts.readyAt), lte(posts.scheduledFor, now)))
    .returning();
  if (!post?.scheduledFor) return null;
  const [owner] = await tx.db.select({ email: users.email }).from(users).where(eq(users.id, post.userId));
  if (!owner) return 0;
  const { outboxId } = await queueMailOnce(deps, tx, {
    to: owner.email,
    template: 'post-ready',
    data: {
      content: post.content,
      target: post.target,
      ...(await projectOf(deps, tx, post)),
      scheduledFor: scheduledTime(post.scheduledFor, post.scheduleTimeZone),
      dashboardUrl: `${deps.config.PUBLIC_URL}${paths.dashboard}?tab=posts#post-${encodeURIComponent(post.id)}`,
    },
    idempotencyKey: postReminderKey(post.id, post.scheduledFor),
  });
  return outboxId ? 1 : 0;
}

/**
 * The project as the mail names it, and the page LinkedIn's share dialog shows: its public
 * page, or the site when the project is private (nobody could open it) or gone.
 */
async function projectOf(deps: ReminderDeps, tx: TxHandle, post: PostRow) {
  const [project] = post.projectId
    ? await tx.db
        .select({ id: projects.id, slug: projects.slug, name: projects.name, isPrivate: projects.isPrivate })
        .from(projects)
        .where(eq(projects.id, post.projectId))
    : [];
  const site = deps.config.PUBLIC_URL;
  return {
    projectName: oneLine(project?.name ?? post.repositoryName ?? 'your project'),
    pageUrl: project && !project.isPrivate ? `${site}${projectPagePaths(project).page}` : `${site}/`,
  };
}

/** 'Thursday, November 26, 2026 at 9:00 AM (Europe/Berlin)'; in UTC if the zone is unknown here. */
function scheduledTime(at: Date, timeZone: string | null): string {
  const zone = timeZone ?? 'UTC';
  try {
    return `${formatLongInZone(at, zone)} (${zoneLabel(zone)})`;
  } catch {
    return `${formatLongInZone(at, 'UTC')} (UTC)`;
  }
}
