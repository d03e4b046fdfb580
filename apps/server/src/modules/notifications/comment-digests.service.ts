import { and, asc, eq, gte, lt, lte } from 'drizzle-orm';
import type { TxHandle } from '../../db/client';
import { projectSubscribers, updateComments, updates, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { oneLine } from '../../integrations/mail/message-id';
import { publicUserName } from '../../domain/public-user';
import { periodLabel } from './digest-periods';
import { digestStartOf, sweepDigests, type DigestKind, type DueSubscriber } from './digest-subscribers';
import { commentExcerptOf } from '../../lib/excerpt';
import { projectUrlOf, subscriberLinks, updateUrlOf, type LinkedProject } from './mail-parts';

/** Comments listed in one digest; the rest are counted. */
const MAX_LISTED = 20;

type CommentDigestFrequency = 'daily' | 'weekly';
const COMMENT_DIGESTS: DigestKind<CommentDigestFrequency> = {
  frequencies: ['daily', 'weekly'],
  chosen: projectSubscribers.commentFrequency,
  last: 'lastDigestAt',
};

/**
 * Comment digests for daily (UTC days) and weekly (ISO weeks, from Monday 00:00 UTC)
 * subscribers of public projects: for each whole period that ended before `now` and was
 * not mailed yet, one mail listing the period's comments — none when there were none —
 * and `last_digest_at` moved to the period's end, in one transaction.
 */
export async function sendCommentDigests(deps: AppDeps, { now = new Date() } = {}) {
  const mails = await sweepDigests(deps, COMMENT_DIGESTS, now, async (tx, group, frequency, end) => {
    const comments = await commentsOf(tx, group.project.id, group.from, end, now);
    return group.subscribers.flatMap((subscriber) => {
      const start = digestStartOf(subscriber, frequency, end);
      const theirs = comments.filter(
        (c) => c.createdAt >= start && c.authorEmail.toLowerCase() !== subscriber.email,
      );
      return theirs.length ? [digestMail(deps, group.project, subscriber, theirs, frequency, end)] : [];
    });
  });
  if (mails) deps.logger.info({ mails }, 'comment digests mailed');
  return { mails };
}

type PeriodComment = Awaited<ReturnType<typeof commentsOf>>[number];

/** One subscriber's digest: the period's comments, the first ones listed. */
function digestMail(
  deps: AppDeps,
  project: LinkedProject,
  subscriber: DueSubscriber,
  theirs: PeriodComment[],
  frequency: CommentDigestFrequency,
  end: Date,
) {
  const links = subscriberLinks(deps, subscriber);
  return {
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
  };
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
