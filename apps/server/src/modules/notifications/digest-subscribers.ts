import { and, asc, eq, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { TxHandle } from '../../db/client';
import { projects, projectSubscribers } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { isPublicProject } from '../../domain/project-access';
import { sweepBatches } from '../../integrations/mail/mail-sweep';
import { queueMailsOnce, type QueueMailOnceInput } from '../../integrations/mail/queue-mail';
import type { MailTemplateName } from '../../integrations/mail/templates';
import { lastPeriodEnd, periodStartOf, type DigestFrequency } from './digest-periods';
import type { LinkedProject } from './mail-parts';

/** Subscribers taken per transaction. */
const BATCH = 200;

/** Which digest: the subscribers' choice column and the column that says where their last one ended. */
export interface DigestKind<F extends DigestFrequency> {
  frequencies: readonly F[];
  chosen: typeof projectSubscribers.commentFrequency | typeof projectSubscribers.updateFrequency;
  last: 'lastDigestAt' | 'lastUpdateDigestAt';
}

export type DueSubscriber = Awaited<ReturnType<typeof claimDue>>[number];

/** One project's due subscribers, and the earliest start among them (what its read of the period covers). */
export interface DigestGroup {
  project: LinkedProject;
  subscribers: DueSubscriber[];
  from: Date;
}

/**
 * A digest sweep: for each frequency, the period that ended last before `now`, and batch after
 * batch of its due subscribers, each batch claimed and its mails (what `mailsOf` writes for each
 * project's subscribers, keyed once) recorded in one transaction. Answers how many were recorded.
 */
export async function sweepDigests<F extends DigestFrequency, N extends MailTemplateName>(
  deps: AppDeps,
  kind: DigestKind<F>,
  now: Date,
  mailsOf: (tx: TxHandle, group: DigestGroup, frequency: F, end: Date) => Promise<QueueMailOnceInput<N>[]>,
): Promise<number> {
  let mails = 0;
  for (const frequency of kind.frequencies) {
    const end = lastPeriodEnd(frequency, now);
    const swept = await sweepBatches(deps, BATCH, async (tx) => {
      const due = await claimDue(tx, kind, frequency, end);
      const inputs: QueueMailOnceInput<N>[] = [];
      for (const [projectId, subscribers] of byProject(due)) {
        const project = { id: projectId, slug: subscribers[0]!.projectSlug };
        const from = new Date(
          Math.min(...subscribers.map((s) => digestStartOf(s, frequency, end).getTime())),
        );
        inputs.push(...(await mailsOf(tx, { project, subscribers, from }, frequency, end)));
      }
      return { claimed: due.length, mails: (await queueMailsOnce(deps, tx, inputs)).queued };
    });
    mails += swept.mails;
  }
  return mails;
}

/**
 * Confirmed subscribers of public projects who chose `frequency` and whose digest of the period
 * ending at `end` is due: locked (FOR UPDATE SKIP LOCKED, so two workers take different ones)
 * and moved to `end` in the caller's transaction, which records their mails.
 */
async function claimDue<F extends DigestFrequency>(
  tx: TxHandle,
  kind: DigestKind<F>,
  frequency: F,
  end: Date,
) {
  const last = projectSubscribers[kind.last];
  const due = await tx.db
    .select({
      id: projectSubscribers.id,
      projectId: projectSubscribers.projectId,
      projectName: projects.name,
      projectSlug: projects.slug,
      email: projectSubscribers.email,
      linkSalt: projectSubscribers.linkSalt,
      notificationPreference: projectSubscribers.notificationPreference,
      confirmedAt: projectSubscribers.confirmedAt,
      lastDigestAt: last,
    })
    .from(projectSubscribers)
    .innerJoin(projects, eq(projects.id, projectSubscribers.projectId))
    .where(
      and(
        eq(kind.chosen, frequency),
        isNotNull(projectSubscribers.confirmedAt),
        isPublicProject,
        or(isNull(last), lt(last, end)),
      ),
    )
    .orderBy(asc(projectSubscribers.id))
    .limit(BATCH)
    .for('update', { of: projectSubscribers, skipLocked: true });
  if (due.length)
    await tx.db
      .update(projectSubscribers)
      .set(kind.last === 'lastDigestAt' ? { lastDigestAt: end } : { lastUpdateDigestAt: end })
      .where(
        inArray(
          projectSubscribers.id,
          due.map((d) => d.id),
        ),
      );
  return due;
}

/** The due subscribers by project, in the order first met. */
function byProject(due: DueSubscriber[]): Map<string, DueSubscriber[]> {
  const groups = new Map<string, DueSubscriber[]>();
  for (const d of due) {
    const group = groups.get(d.projectId);
    if (group) group.push(d);
    else groups.set(d.projectId, [d]);
  }
  return groups;
}

/**
 * Where a subscriber's digest starts: the end of their last one (or the moment they chose it);
 * for a first digest, one period back. Never before they confirmed.
 */
export function digestStartOf(s: DueSubscriber, frequency: DigestFrequency, end: Date): Date {
  const start = (s.lastDigestAt ?? periodStartOf(frequency, end)).getTime();
  return new Date(Math.max(start, s.confirmedAt?.getTime() ?? start));
}
