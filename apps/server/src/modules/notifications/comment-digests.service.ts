import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, lte, or } from 'drizzle-orm';
import type { TxHandle } from '../../db/client';
import { projects, projectSubscribers, updateComments, updates, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { oneLine } from '../../integrations/mail/message-id';
import { queueMailsOnce } from '../../integrations/mail/queue-mail';
import { isPublicProject } from '../../domain/project-access';
import { publicUserName } from '../../domain/public-user';
import { sweepBatches } from '../../integrations/mail/mail-sweep';
import { lastPeriodEnd, periodLabel, periodStartOf } from './digest-periods';
import { commentExcerptOf } from '../../lib/excerpt';
import { projectUrlOf, subscriberLinks, updateUrlOf } from './mail-parts';

/** Subscribers taken per transaction. */
const BATCH = 200;
/** Comments listed in one digest; the rest are counted. */
const MAX_LISTED = 20;

type DigestFrequency = 'daily' | 'weekly';
type Due = Awaited<ReturnType<typeof takeDue>>[number];

/**
 * Comment digests for daily (UTC days) and weekly (ISO weeks, from Monday 00:00 UTC)
 * subscribers of public projects: for each whole period that ended before `now` and was
 * not mailed yet, one mail listing the period's comments — none when there were none —
 * and `last_digest_at` moved to the period's end, in one transaction.
 */
export async function sendCommentDigests(deps: AppDeps, { now = new Date() } = {}) {
  let mails = 0;
  for (const frequency of ['daily', 'weekly'] as const) {
    const end = lastPeriodEnd(frequency, now);
    const swept = await sweepBatches(deps, BATCH, (tx) => digestBatch(deps, tx, frequency, end, now));
    mails += swept.mails;
  }
  if (mails) deps.logger.info({ mails }, 'comment digests mailed');
  return { mails };
}

async function digestBatch(deps: AppDeps, tx: TxHandle, frequency: DigestFrequency, end: Date, now: Date) {
  const due = await takeDue(tx, frequency, end);
  if (!due.length) return { claimed: 0, mails: 0 };
  await tx.db
    .update(projectSubscribers)
    .set({ lastDigestAt: end })
    .where(
      inArray(
        projectSubscribers.id,
        due.map((d) => d.id),
      ),
    );

  const mails = [];
  const byProject = new Map<string, Due[]>();
  for (const d of due) byProject.set(d.projectId, [...(byProject.get(d.projectId) ?? []), d]);
  for (const [projectId, subscribers] of byProject) {
    const from = new Date(Math.min(...subscribers.map((s) => startOf(s, frequency, end).getTime())));
    const comments = await commentsOf(tx, projectId, from, end, now);
    const project = { id: projectId, slug: subscribers[0]!.projectSlug };
    for (const subscriber of subscribers) {
      const start = startOf(subscriber, frequency, end);
      const theirs = comments.filter(
        (c) => c.createdAt >= start && c.authorEmail.toLowerCase() !== subscriber.email,
      );
      if (!theirs.length) continue;
      const links = subscriberLinks(deps, subscriber);
      mails.push({
        to: subscriber.email,
        template: 'comment-digest' as const,
        data: {
          projectName: oneLine(subscriber.projectName),
          frequency,
          periodLabel: periodLabel(frequency, end),
          items: theirs.slice(0, MAX_LISTED).map((c) => ({
            updateTitle: oneLine(c.updateTitle),
            authorName: oneLine(publicUserName({ name: c.authorName, userName: c.authorUserName })),
            comment: commentExcerptOf(c.content),
            updateUrl: updateUrlOf(deps, project, c.updateId),
          })),
          more: Math.max(0, theirs.length - MAX_LISTED),
          projectUrl: projectUrlOf(deps, project),
          manageUrl: links.manageUrl,
        },
        headers: links.headers,
        idempotencyKey: `digest:${frequency}:${subscriber.id}:${end.toISOString()}`,
      });
    }
  }
  const { queued } = await queueMailsOnce(deps, tx, mails);
  return { claimed: due.length, mails: queued };
}

/**
 * Where a subscriber's digest starts: the end of their last one; for a first digest, one
 * period back (not before they confirmed).
 */
function startOf(s: Due, frequency: DigestFrequency, end: Date): Date {
  if (s.lastDigestAt) return s.lastDigestAt;
  const periodStart = periodStartOf(frequency, end).getTime();
  return new Date(Math.max(periodStart, s.confirmedAt?.getTime() ?? periodStart));
}

/** Confirmed subscribers of public projects whose digest for the period ending at `end` is due; locked. */
function takeDue(tx: TxHandle, frequency: DigestFrequency, end: Date) {
  return tx.db
    .select({
      id: projectSubscribers.id,
      projectId: projectSubscribers.projectId,
      projectName: projects.name,
      projectSlug: projects.slug,
      email: projectSubscribers.email,
      linkSalt: projectSubscribers.linkSalt,
      confirmedAt: projectSubscribers.confirmedAt,
      lastDigestAt: projectSubscribers.lastDigestAt,
    })
    .from(projectSubscribers)
    .innerJoin(projects, eq(projects.id, projectSubscribers.projectId))
    .where(
      and(
        eq(projectSubscribers.commentFrequency, frequency),
        isNotNull(projectSubscribers.confirmedAt),
        isPublicProject,
        or(isNull(projectSubscribers.lastDigestAt), lt(projectSubscribers.lastDigestAt, end)),
      ),
    )
    .orderBy(asc(projectSubscribers.id))
    .limit(BATCH)
    .for('update', { of: projectSubscribers, skipLocked: true });
}

/** The comments on a project's published updates in [from, end), oldest first. */
function commentsOf(tx: TxHandle, projectId: string, from: Date, end: Date, now: Date) {
  return tx.db
    .select({
      updateId: updates.id,
      updateTitle: updates.title,
      content: updateComments.content,
      createdAt: updateComments.createdAt,
      authorName: users.name,
      authorUserName: users.userName,
      authorEmail: users.email,
    })
    .from(updateComments)
    .innerJoin(updates, eq(updates.id, updateComments.updateId))
    .innerJoin(users, eq(users.id, updateComments.userId))
    .where(
      and(
        eq(updates.projectId, projectId),
        eq(updates.isDraft, false),
        lte(updates.publishedAt, now),
        gte(updateComments.createdAt, from),
        lt(updateComments.createdAt, end),
      ),
    )
    .orderBy(asc(updateComments.createdAt), asc(updateComments.id));
}
