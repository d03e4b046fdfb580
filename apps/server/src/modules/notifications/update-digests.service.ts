import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { TxHandle } from '../../db/client';
import { projectSubscribers, updates } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { rankBySignificance, significanceOfUpdate } from '../../domain/significance';
import { oneLine } from '../../integrations/mail/message-id';
import { excerptOf } from '../../lib/excerpt';
import { periodLabel } from './digest-periods';
import { digestStartOf, sweepDigests, type DigestKind, type DueSubscriber } from './digest-subscribers';
import { projectUrlOf, subscriberLinks, updateUrlOf, type LinkedProject } from './mail-parts';

/** Updates listed in one digest, the most significant; the rest are counted. */
const MAX_LISTED = 15;
/** An update's excerpt in a digest: a couple of lines. */
const DIGEST_EXCERPT = 160;

type UpdateDigestFrequency = 'weekly' | 'monthly';
const UPDATE_DIGESTS: DigestKind<UpdateDigestFrequency> = {
  frequencies: ['weekly', 'monthly'],
  chosen: projectSubscribers.updateFrequency,
  last: 'lastUpdateDigestAt',
};

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
  const mails = await sweepDigests(deps, UPDATE_DIGESTS, now, async (tx, group, frequency, end) => {
    const published = await updatesOf(tx, group.project.id, group.from, end);
    return group.subscribers.flatMap((subscriber) => {
      const start = digestStartOf(subscriber, frequency, end);
      const theirs = rankBySignificance(
        published.filter((u) => u.publishedAt >= start && wants(subscriber, u)),
      );
      return theirs.length ? [digestMail(deps, group.project, subscriber, theirs, frequency, end)] : [];
    });
  });
  if (mails) deps.logger.info({ mails }, 'update digests mailed');
  return { mails };
}

/** One subscriber's digest: the updates ranked, the most significant listed. */
function digestMail(
  deps: AppDeps,
  project: LinkedProject,
  subscriber: DueSubscriber,
  ranked: PeriodUpdate[],
  frequency: UpdateDigestFrequency,
  end: Date,
) {
  const links = subscriberLinks(deps, subscriber);
  return {
    to: subscriber.email,
    template: 'update-digest' as const,
    data: {
      projectName: oneLine(subscriber.projectName),
      frequency,
      periodLabel: periodLabel(frequency, end),
      items: ranked.slice(0, MAX_LISTED).map((u) => ({
        title: oneLine(u.title),
        type: u.type,
        significance: significanceOfUpdate(u),
        excerpt: excerptOf(u.content, DIGEST_EXCERPT),
        updateUrl: updateUrlOf(deps, project, u.id),
      })),
      more: Math.max(0, ranked.length - MAX_LISTED),
      projectUrl: projectUrlOf(deps, project),
      manageUrl: links.manageUrl,
    },
    headers: links.headers,
    idempotencyKey: `update-digest:${frequency}:${subscriber.id}:${end.toISOString()}`,
  };
}

/** Subscribers who asked for major updates only get releases and updates marked major, as by instant mail. */
const wants = (subscriber: DueSubscriber, u: PeriodUpdate) =>
  subscriber.notificationPreference === 'all' || u.type === 'release' || u.isMajorUpdate;

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
