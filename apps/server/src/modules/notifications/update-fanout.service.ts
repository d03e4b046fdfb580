import { and, asc, eq, gt, isNotNull, isNull, lte, type SQL } from 'drizzle-orm';
import type { TxHandle } from '../../db/client';
import { projects, projectSubscribers, updates } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { oneLine } from '../../integrations/mail/message-id';
import { QUEUE_MAIL_BATCH, queueMailsOnce } from '../../integrations/mail/queue-mail';
import { sweepEach, type SweepOptions, type SweepResult } from '../../integrations/mail/mail-sweep';
import { excerptParagraphsOf } from '../../lib/excerpt';
import { subscriberLinks, updateUrlOf } from './mail-parts';

type UpdateRow = typeof updates.$inferSelect;

/**
 * Mails subscribers about every update whose publish time has come and that nobody mailed
 * about yet (scheduled ones wait for their time). Each update is claimed by a conditional
 * UPDATE of `notified_at`, in the transaction that records its mails, so two workers never
 * both take it and a crash takes back both. Only confirmed subscribers of public projects
 * are mailed; updates of private projects are marked notified without mail.
 */
export async function notifyPublishedUpdates(
  deps: AppDeps,
  { now = new Date(), limit = 20 }: SweepOptions = {},
): Promise<SweepResult> {
  const due = await deps.database.db
    .select({ id: updates.id })
    .from(updates)
    .where(and(isNull(updates.notifiedAt), eq(updates.isDraft, false), lte(updates.publishedAt, now)))
    .orderBy(asc(updates.publishedAt), asc(updates.id))
    .limit(limit);
  const result = await sweepEach(
    deps,
    due,
    (tx, { id }) => fanOut(deps, tx, id, now),
    (err, { id }) => deps.logger.error({ err, updateId: id }, "could not record the update's mails"),
  );
  if (result.claimed) deps.logger.info(result, 'subscribers mailed about new updates');
  return result;
}

/** Claims one update and records one mail per subscriber who wants it; null if taken. */
async function fanOut(deps: AppDeps, tx: TxHandle, updateId: string, now: Date): Promise<number | null> {
  const [update] = await tx.db
    .update(updates)
    .set({ notifiedAt: now })
    .where(
      and(
        eq(updates.id, updateId),
        isNull(updates.notifiedAt),
        eq(updates.isDraft, false),
        lte(updates.publishedAt, now),
      ),
    )
    .returning();
  if (!update) return null;
  const [project] = await tx.db
    .select({ name: projects.name, isPrivate: projects.isPrivate, slug: projects.slug })
    .from(projects)
    .where(eq(projects.id, update.projectId));
  if (!project || project.isPrivate) return 0;

  // Subscribers who asked for major updates only get releases and updates marked major.
  const forEveryone = update.type === 'release' || update.isMajorUpdate;
  const data = {
    projectName: oneLine(project.name),
    title: oneLine(update.title),
    type: update.type,
    isMajor: update.isMajorUpdate,
    excerpt: excerptParagraphsOf(update.content),
    updateUrl: updateUrlOf(deps, { id: update.projectId, slug: project.slug }, update.id),
  };
  let mails = 0;
  for await (const page of subscriberPages(tx, update, forEveryone)) {
    const { queued } = await queueMailsOnce(
      deps,
      tx,
      page.map((subscriber) => {
        const links = subscriberLinks(deps, subscriber);
        return {
          to: subscriber.email,
          template: 'update-published' as const,
          data: { ...data, manageUrl: links.manageUrl },
          headers: links.headers,
          idempotencyKey: `update:${update.id}:${subscriber.id}`,
        };
      }),
    );
    mails += queued;
  }
  return mails;
}

/** Confirmed subscribers of the update's project, a batch at a time (keyset on id). */
async function* subscriberPages(tx: TxHandle, update: UpdateRow, forEveryone: boolean) {
  let after = '';
  for (;;) {
    const conditions: SQL[] = [
      eq(projectSubscribers.projectId, update.projectId),
      isNotNull(projectSubscribers.confirmedAt),
      gt(projectSubscribers.id, after),
    ];
    if (!forEveryone) conditions.push(eq(projectSubscribers.notificationPreference, 'all'));
    const page = await tx.db
      .select({
        id: projectSubscribers.id,
        email: projectSubscribers.email,
        linkSalt: projectSubscribers.linkSalt,
      })
      .from(projectSubscribers)
      .where(and(...conditions))
      .orderBy(asc(projectSubscribers.id))
      .limit(QUEUE_MAIL_BATCH);
    if (page.length) yield page;
    if (page.length < QUEUE_MAIL_BATCH) return;
    after = page.at(-1)!.id;
  }
}
