import { and, asc, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TxHandle } from '../../db/client';
import {
  projects,
  projectSubscribers,
  updateComments,
  updates,
  userNotificationSettings,
  users,
} from '../../db/schema';
import type { AppDeps } from '../../deps';
import { oneLine } from '../../integrations/mail/message-id';
import { queueMailOnce, queueMailsOnce } from '../../integrations/mail/queue-mail';
import { publicUserName } from '../../domain/public-user';
import { sweepEach, type SweepOptions, type SweepResult } from '../../integrations/mail/mail-sweep';
import { commentExcerptOf } from '../../lib/excerpt';
import { settingsUrlOf, subscriberLinks, updateUrlOf } from './mail-parts';

const author = alias(users, 'author');
const owner = alias(users, 'owner');

/**
 * Mails about every comment nobody mailed about yet: one mail per comment to each confirmed
 * instant subscriber of the (public) project, and one to the project's owner unless they
 * wrote it or switched these mails off. Nobody is mailed about their own comment. Each
 * comment is claimed by a conditional UPDATE of `notified_at` in the transaction that
 * records its mails. Daily and weekly subscribers get digests instead (comment-digests).
 */
export async function notifyNewComments(
  deps: AppDeps,
  { now = new Date(), limit = 100 }: SweepOptions = {},
): Promise<SweepResult> {
  const due = await deps.database.db
    .select({ id: updateComments.id })
    .from(updateComments)
    .where(and(isNull(updateComments.notifiedAt), lte(updateComments.createdAt, now)))
    .orderBy(asc(updateComments.createdAt), asc(updateComments.id))
    .limit(limit);
  const result = await sweepEach(
    deps,
    due,
    (tx, { id }) => notifyOne(deps, tx, id, now),
    (err, { id }) => deps.logger.error({ err, commentId: id }, "could not record the comment's mails"),
  );
  if (result.claimed) deps.logger.info(result, 'mailed about new comments');
  return result;
}

async function notifyOne(deps: AppDeps, tx: TxHandle, commentId: string, now: Date): Promise<number | null> {
  const [comment] = await tx.db
    .update(updateComments)
    .set({ notifiedAt: now })
    .where(and(eq(updateComments.id, commentId), isNull(updateComments.notifiedAt)))
    .returning();
  if (!comment) return null;
  const [about] = await tx.db
    .select({
      update: {
        id: updates.id,
        title: updates.title,
        publishedAt: updates.publishedAt,
        isDraft: updates.isDraft,
      },
      project: {
        id: projects.id,
        slug: projects.slug,
        name: projects.name,
        isPrivate: projects.isPrivate,
        ownerId: projects.userId,
      },
      author: { name: author.name, userName: author.userName, email: author.email },
      ownerEmail: owner.email,
      ownerWantsMail: userNotificationSettings.commentMails,
    })
    .from(updates)
    .innerJoin(projects, eq(projects.id, updates.projectId))
    .innerJoin(owner, eq(owner.id, projects.userId))
    .innerJoin(author, eq(author.id, comment.userId))
    .leftJoin(userNotificationSettings, eq(userNotificationSettings.userId, projects.userId))
    .where(eq(updates.id, comment.updateId));
  if (!about) return 0;

  const item = {
    projectName: oneLine(about.project.name),
    updateTitle: oneLine(about.update.title),
    authorName: oneLine(publicUserName(about.author)),
    comment: commentExcerptOf(comment.content, 1_000),
    updateUrl: updateUrlOf(deps, about.project, about.update.id),
  };
  let mails = 0;
  const ownerMailed = about.project.ownerId !== comment.userId && about.ownerWantsMail !== false;
  if (ownerMailed) {
    const { outboxId } = await queueMailOnce(deps, tx, {
      to: about.ownerEmail,
      template: 'comment-on-your-update',
      data: { ...item, settingsUrl: settingsUrlOf(deps) },
      idempotencyKey: `comment-owner:${comment.id}`,
    });
    if (outboxId) mails++;
  }
  if (about.project.isPrivate || about.update.isDraft || about.update.publishedAt > now) return mails;
  // The commenter, and the owner already mailed above, get no subscriber copy.
  const skip = new Set([
    about.author.email.toLowerCase(),
    ...(ownerMailed ? [about.ownerEmail.toLowerCase()] : []),
  ]);
  const subscribers = (await instantSubscribers(tx, about.project.id)).filter((s) => !skip.has(s.email));
  const { queued } = await queueMailsOnce(
    deps,
    tx,
    subscribers.map((subscriber) => {
      const links = subscriberLinks(deps, subscriber);
      return {
        to: subscriber.email,
        template: 'comment-posted' as const,
        data: { ...item, manageUrl: links.manageUrl },
        headers: links.headers,
        idempotencyKey: `comment:${comment.id}:${subscriber.id}`,
      };
    }),
  );
  return mails + queued;
}

function instantSubscribers(tx: TxHandle, projectId: string) {
  return tx.db
    .select({
      id: projectSubscribers.id,
      email: projectSubscribers.email,
      linkSalt: projectSubscribers.linkSalt,
    })
    .from(projectSubscribers)
    .where(
      and(
        eq(projectSubscribers.projectId, projectId),
        isNotNull(projectSubscribers.confirmedAt),
        eq(projectSubscribers.commentFrequency, 'instant'),
      ),
    );
}
