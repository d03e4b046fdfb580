import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { TxHandle } from '../../db/client';
import { projects, projectSubscribers, updates } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { rankBySignificance, significanceOfUpdate } from '../../domain/significance';
import { isPublicProject } from '../../domain/project-access';
import { sweepBatches } from '../../integrations/mail/mail-sweep';
import { oneLine } from '../../integrations/mail/message-id';
import { queueMailsOnce } from '../../integrations/mail/queue-mail';
import { excerptOf } from '../../lib/excerpt';
import { lastPeriodEnd, periodLabel, periodStartOf } from './digest-periods';
import { projectUrlOf, subscriberLinks, updateUrlOf } from './mail-parts';

/** Subscribers taken per transaction. */
const BATCH = 200;
/** Updates listed in one digest, the most significant; the rest are counted. */
const MAX_LISTED = 15;
/** An update's excerpt in a digest: a couple of lines. */
const DIGEST_EXCERPT = 160;

export const UPDATE_DIGEST_FREQUENCIES = ['weekly', 'monthly'] as const;
type UpdateDigestFrequency = (typeof UPDATE_DIGEST_FREQUENCIES)[number];

type Due = Awaited<ReturnType<typeof takeDue>>[number];
type PeriodUpdate = Awaited<ReturnType<typeof updatesOf>>[number];

/**
 * Update digests for weekly (ISO weeks, from Monday 00:00 UTC) and monthly (UTC calendar
 * months) subscribers of public projects: for each whole period that ended before `now` and was
 * not mailed yet, one mail ranking the updates the project published in it by significance
 * (none when nothing was published), and `last_update_digest_at` moved to the period's end, in
 * one transaction. Subscribers are taken with FOR UPDATE SKIP LOCKED, and every mail is keyed
 * by subscriber and period: two workers sweeping at once mail each digest once.
 */
export async function sendUpdateDigests(deps: AppDeps, { now = new Date() } = {}) {
  let mails = 0;
  for (const frequency of UPDATE_DIGEST_FREQUENCIES) {
    const end = lastPeriodEnd(frequency, now);
    const swept = await sweepBatches(deps, BATCH, (tx) => digestBatch(deps, tx, frequency, end));
    mails += swept.mails;
  }
  if (mails) deps.logger.info({ mails }, 'update digests mailed');
  return { mails };
}

async function digestBatch(deps: AppDeps, tx: TxHandle, frequency: UpdateDigestFrequency, end: Date) {
  const due = await takeDue(tx, frequency, end);
  if (!due.length) return { claimed: 0, mails: 0 };
  await tx.db
    .update(projectSubscribers)
    .set({ lastUpdateDigestAt: end })
    .where(
      inArray(
        projectSubscribers.id,
        due.map((d) => d.id),
      ),
    );

  const byProject = new Map<string, Due[]>();
  for (const d of due) {
    const group = byProject.get(d.projectId);
    if (group) group.push(d);
    else byProject.set(d.projectId, [d]);
  }
  const mails = [];
  for (const [projectId, subscribers] of byProject) {
    const from = new Date(Math.min(...subscribers.map((s) => startOf(s, frequency, end).getTime())));
    const published = await updatesOf(tx, projectId, from, end);
    const project = { id: projectId, slug: subscribers[0]!.projectSlug };
    for (const subscriber of subscribers) {
      const theirs = rankBySignificance(
        published.filter((u) => u.publishedAt >= startOf(subscriber, frequency, end) && wants(subscriber, u)),
      );
      if (!theirs.length) continue;
      const links = subscriberLinks(deps, subscriber);
      mails.push({
        to: subscriber.email,
        template: 'update-digest' as const,
        data: {
          projectName: oneLine(subscriber.projectName),
          frequency,
          periodLabel: periodLabel(frequency, end),
          items: theirs.slice(0, MAX_LISTED).map((u) => ({
            title: oneLine(u.title),
            type: u.type,
            significance: significanceOfUpdate(u),
            excerpt: excerptOf(u.content, DIGEST_EXCERPT),
            updateUrl: updateUrlOf(deps, project, u.id),
          })),
          more: Math.max(0, theirs.length - MAX_LISTED),
          projectUrl: projectUrlOf(deps, project),
          manageUrl: links.manageUrl,
        },
        headers: links.headers,
        idempotencyKey: `update-digest:${frequency}:${subscriber.id}:${end.toISOString()}`,
      });
    }
  }
  const { queued } = await queueMailsOnce(deps, tx, mails);
  return { claimed: due.length, mails: queued };
}

/** Subscribers who asked for major updates only get releases and updates marked major, as by instant mail. */
const wants = (subscriber: Due, u: PeriodUpdate) =>
  subscriber.notificationPreference === 'all' || u.type === 'release' || u.isMajorUpdate;

/**
 * Where a subscriber's digest starts: the end of their last one (or when they left instant
 * mail); for a first digest, one period back. Never before they confirmed.
 */
function startOf(s: Due, frequency: UpdateDigestFrequency, end: Date): Date {
  const start = (s.lastUpdateDigestAt ?? periodStartOf(frequency, end)).getTime();
  return new Date(Math.max(start, s.confirmedAt?.getTime() ?? start));
}

/** Confirmed digest subscribers of public projects whose digest for the period ending at `end` is due; locked. */
function takeDue(tx: TxHandle, frequency: UpdateDigestFrequency, end: Date) {
  return tx.db
    .select({
      id: projectSubscribers.id,
      projectId: projectSubscribers.projectId,
      projectName: projects.name,
      projectSlug: projects.slug,
      email: projectSubscribers.email,
      linkSalt: projectSubscribers.linkSalt,
      notificationPreference: projectSubscribers.notificationPreference,
      confirmedAt: projectSubscribers.confirmedAt,
      lastUpdateDigestAt: projectSubscribers.lastUpdateDigestAt,
    })
    .from(projectSubscribers)
    .innerJoin(projects, eq(projects.id, projectSubscribers.projectId))
    .where(
      and(
        eq(projectSubscribers.updateFrequency, frequency),
        isNotNull(projectSubscribers.confirmedAt),
        isPublicProject,
        or(isNull(projectSubscribers.lastUpdateDigestAt), lt(projectSubscribers.lastUpdateDigestAt, end)),
      ),
    )
    .orderBy(asc(projectSubscribers.id))
    .limit(BATCH)
    .for('update', { of: projectSubscribers, skipLocked: true });
}

/** A project's updates published in [from, end) (drafts never; scheduled ones once their time came). */
function updatesOf(tx: TxHandle, projectId: string, from: Date, end: Date) {
  return tx.db
    .select({
      id: updates.id,
      title: updates.title,
      content: updates.content,
      type: updates.type,
      isMajorUpdate: updates.isMajorUpdate,
      autoSignificance: updates.autoSignificance,
      publishedAt: updates.publishedAt,
    })
    .from(updates)
    .where(
      and(
        eq(updates.projectId, projectId),
        eq(updates.isDraft, false),
        gte(updates.publishedAt, from),
        lt(updates.publishedAt, end),
      ),
    )
    .orderBy(asc(updates.publishedAt), asc(updates.id));
}
