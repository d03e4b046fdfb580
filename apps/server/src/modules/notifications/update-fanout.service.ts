import { and, asc, eq, gt, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { firstUploadedImage } from '@shiplog/contract';
import { setTimeout as sleep } from 'node:timers/promises';
import type { TxHandle } from '../../db/client';
import { projects, projectSubscribers, updateFanouts, updates } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { isOutBy } from '../../domain/published-updates';
import { oneLine } from '../../integrations/mail/message-id';
import { recordMailsOnce, renderMailsOnce, wakeMailWorker } from '../../integrations/mail/queue-mail';
import type { SweepOptions, SweepResult } from '../../integrations/mail/mail-sweep';
import { excerptParagraphsOf } from '../../lib/excerpt';
import { sendMailRef } from '../../queue/job-refs';
import { kickUpdateNotifications } from '../../queue/notification-kicks';
import { subscriberLinks, updateUrlOf } from './mail-parts';

/** The widest an image shows in a mail (its column). */
const MAIL_IMAGE_WIDTH = 536;

/** The first uploaded image of an update (its image, else its body): the mail variant (the card's size, never WebP) at the mail's width. */
function mailImageOf(texts: (string | null)[]) {
  const mail = firstUploadedImage(texts)?.mail;
  if (!mail) return null;
  const width = Math.min(mail.width, MAIL_IMAGE_WIDTH);
  return { url: mail.src, width, height: Math.max(1, Math.round((mail.height * width) / mail.width)) };
}

/**
 * Subscribers whose mails one transaction records, and mails per statement. PGlite runs each
 * statement on the app's own thread and one transaction at a time: smaller ones there, so
 * requests get their turn between them (a statement of 50 rendered mails held the thread for
 * 50 ms), and the send-mail queue the workers fetch from stays short (each fetch sorts every
 * waiting job).
 */
const SIZES = {
  postgres: { batchSize: 1_000, perStatement: 250 },
  pglite: { batchSize: 50, perStatement: 10 },
} as const;

/**
 * A further batch is recorded only while fewer than this many batches of mail wait to be sent:
 * the fan-out keeps pace with delivery, and the send-mail queue stays short (each fetch of its
 * workers reads the waiting jobs in order, a cost that grows with their number).
 */
const BACKLOG_BATCHES = 2;
/**
 * The embedded database runs no autovacuum: every this many batches the fan-out vacuums the
 * job queue's table, where each mail's job leaves dead row versions as it is fetched and
 * completed; they would otherwise make every fetch of the send-mail queue slower than the last.
 */
const VACUUM_EVERY_BATCHES = 20;
const CHURNED_TABLES = ['pgboss.job'];
/** How often a fan-out waiting for delivery looks again, and how long it waits at most. */
const BACKLOG_POLL_MS = 250;
const BACKLOG_WAIT_MS = 5 * 60_000;
/** One run goes on for at most this long (well within the job's expiry), then queues the next. */
const RUN_LIMIT_MS = 10 * 60_000;

export interface FanoutOptions extends SweepOptions {
  /** Subscribers per batch (one transaction each); by default as `SIZES` says for the engine. */
  batchSize?: number;
  /** Once aborted, no further batch starts: the fan-out resumes at the next sweep. */
  signal?: AbortSignal;
}

type FanoutDeps = Pick<AppDeps, 'database' | 'config' | 'queue' | 'secret' | 'logger'>;

/**
 * Waits (at most `BACKLOG_WAIT_MS`) until fewer than `limit` send-mail jobs wait; false when
 * they did not drain in that time or the worker is stopping.
 */
async function deliveryCaughtUp(deps: FanoutDeps, limit: number, signal: AbortSignal | undefined) {
  const giveUpAt = Date.now() + BACKLOG_WAIT_MS;
  while ((await deps.queue.waiting(sendMailRef, limit)) >= limit) {
    if (Date.now() > giveUpAt) return false;
    try {
      await sleep(BACKLOG_POLL_MS, undefined, signal ? { signal } : {});
    } catch {
      return false;
    }
  }
  return !signal?.aborted;
}

/**
 * Out by `now`, and its subscribers not all mailed yet (`notified_at`). Not its announcement to
 * the project's webhooks and channels, which the updates module records on its own
 * (`announced_at`): the two steps of a publication never wait for each other.
 */
const awaitsSubscriberMail = (now: Date) => and(isNull(updates.notifiedAt), isOutBy(now));

/**
 * Mails subscribers about every update whose publish time has come and that nobody mailed
 * about yet (scheduled ones wait for their time). Only confirmed subscribers of public
 * projects are mailed; updates of private projects are marked notified without mail.
 *
 * An update's subscribers are walked by id, `batchSize` at a time: each batch is read and
 * rendered outside any transaction, then recorded (outbox rows, their delivery jobs and the
 * fan-out's new position, `update_fanouts`) in one short transaction of its own, which the
 * last batch closes by setting `notified_at`. A fan-out stopped or killed mid-way resumes
 * after its last recorded batch; every mail is keyed `update:<update>:<subscriber>`, so a
 * replay never records one twice. Answers the updates this call finished.
 */
export async function notifyPublishedUpdates(
  deps: FanoutDeps,
  { now = new Date(), limit = 20, batchSize, signal }: FanoutOptions = {},
): Promise<SweepResult> {
  const sizes = SIZES[deps.database.engine];
  const stopAt = Date.now() + RUN_LIMIT_MS;
  const due = await deps.database.db
    .select({ id: updates.id })
    .from(updates)
    .where(awaitsSubscriberMail(now))
    .orderBy(asc(updates.publishedAt), asc(updates.id))
    .limit(limit);
  const result: SweepResult = { claimed: 0, mails: 0 };
  for (const { id } of due) {
    if (signal?.aborted) break;
    try {
      const outcome = await fanOut(deps, id, {
        now,
        batchSize: batchSize ?? sizes.batchSize,
        perStatement: sizes.perStatement,
        signal,
        stopAt,
      });
      result.mails += outcome.mails;
      if (outcome.finished) result.claimed++;
      if (outcome.outOfTime) {
        await kickUpdateNotifications(deps);
        break;
      }
    } catch (err) {
      deps.logger.error({ err, updateId: id }, "could not record the update's mails");
    }
  }
  if (result.claimed || result.mails) deps.logger.info(result, 'subscribers mailed about new updates');
  return result;
}

interface Outcome {
  /** This call recorded the last batch. */
  finished: boolean;
  mails: number;
  /** Stopped at the end of the run's time: the next run goes on. */
  outOfTime?: boolean;
}

/**
 * One update's fan-out, batch after batch from where it stands, each once delivery has caught
 * up. Stops when it is done, when another worker records a batch first (that one goes on),
 * when `signal` is aborted, at `stopAt`, or when delivery does not catch up (the next sweep
 * goes on).
 */
async function fanOut(
  deps: FanoutDeps,
  updateId: string,
  options: BatchOptions & { signal: AbortSignal | undefined; stopAt: number },
): Promise<Outcome> {
  const outcome: Outcome = { finished: false, mails: 0 };
  for (let batches = 0; !options.signal?.aborted; batches++) {
    if (batches % VACUUM_EVERY_BATCHES === VACUUM_EVERY_BATCHES - 1) await vacuumChurnedTables(deps);
    if (Date.now() > options.stopAt) return { ...outcome, outOfTime: true };
    if (!(await deliveryCaughtUp(deps, BACKLOG_BATCHES * options.batchSize, options.signal))) {
      deps.logger.warn({ updateId }, 'mail about the update waits: earlier mail is not being sent');
      return outcome;
    }
    const step = await nextBatch(deps, updateId, options);
    if (!step) return outcome;
    outcome.mails += step.mails;
    if (step.done) return { ...outcome, finished: true };
  }
  return outcome;
}

async function vacuumChurnedTables({ database }: FanoutDeps) {
  if (!database.vacuum) return;
  for (const table of CHURNED_TABLES) await database.vacuum(table);
}

interface BatchOptions {
  now: Date;
  batchSize: number;
  perStatement: number;
}

/** Reads, renders and records the next batch; null when the update is no longer this worker's to mail. */
async function nextBatch(
  deps: FanoutDeps,
  updateId: string,
  { now, batchSize, perStatement }: BatchOptions,
): Promise<{ mails: number; done: boolean } | null> {
  const { db } = deps.database;
  const [state] = await db
    .select({
      update: updates,
      project: { name: projects.name, isPrivate: projects.isPrivate, slug: projects.slug },
      after: updateFanouts.afterSubscriberId,
    })
    .from(updates)
    .innerJoin(projects, eq(projects.id, updates.projectId))
    .leftJoin(updateFanouts, eq(updateFanouts.updateId, updates.id))
    .where(and(eq(updates.id, updateId), awaitsSubscriberMail(now)));
  if (!state) return null;
  const { update, project, after } = state;
  // The project's webhooks and channels heard of it when it was published (`announced_at`).
  if (project.isPrivate) return (await markNotified(db, updateId, now)) ? { mails: 0, done: true } : null;

  // Subscribers who asked for major updates only get releases and updates marked major.
  const forEveryone = update.type === 'release' || update.isMajorUpdate;
  const page = await subscriberPage(deps, update.projectId, after, forEveryone, batchSize);
  const data = {
    projectName: oneLine(project.name),
    title: oneLine(update.title),
    type: update.type,
    isMajor: update.isMajorUpdate,
    excerpt: excerptParagraphsOf(update.content),
    image: mailImageOf([update.imageUrl, update.content]),
    updateUrl: updateUrlOf(deps, { id: update.projectId, slug: project.slug }, update.id),
  };
  const rows = await renderMailsOnce(
    deps,
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
  const done = page.length < batchSize;
  const recorded = await deps.database
    .transaction(async (tx) => {
      const next = page.at(-1)?.id ?? after;
      if (!(await advance(tx, updateId, after, next))) return null;
      const { queued } = await recordMailsOnce(deps, tx, rows, { perStatement });
      if (queued) await countMails(tx, updateId, queued);
      if (done && !(await markNotified(tx.db, updateId, now))) throw new NoLongerDue();
      return { mails: queued, done };
    })
    .catch((err: unknown) => {
      if (err instanceof NoLongerDue) return null;
      throw err;
    });
  if (recorded?.mails) wakeMailWorker(deps);
  return recorded;
}

/** The update was mailed, unpublished or rescheduled meanwhile: the batch is rolled back. */
class NoLongerDue extends Error {}

/**
 * Moves the fan-out from `from` to `to`, provided it still stands at `from`: of two workers
 * on the same batch, the second finds the row moved on (it waits for the first's lock, then
 * re-reads it) and records nothing.
 */
async function advance(tx: TxHandle, updateId: string, from: string | null, to: string | null) {
  const { rows } = await tx.executeSql(
    `insert into update_fanouts as f (update_id, after_subscriber_id, batches)
     values ($1, $2, 1)
     on conflict (update_id) do update
       set after_subscriber_id = excluded.after_subscriber_id, batches = f.batches + 1, updated_at = now()
       where f.after_subscriber_id is not distinct from $3
     returning update_id`,
    [updateId, to, from],
  );
  return rows.length > 0;
}

async function countMails(tx: TxHandle, updateId: string, mails: number) {
  await tx.executeSql(`update update_fanouts set mails = mails + $2 where update_id = $1`, [updateId, mails]);
}

async function markNotified(db: TxHandle['db'], updateId: string, now: Date): Promise<boolean> {
  const marked = await db
    .update(updates)
    .set({ notifiedAt: now })
    .where(and(eq(updates.id, updateId), awaitsSubscriberMail(now)))
    .returning({ id: updates.id });
  return marked.length > 0;
}

/** The next `size` confirmed instant subscribers of the project after `after` (keyset on id). */
function subscriberPage(
  deps: FanoutDeps,
  projectId: string,
  after: string | null,
  forEveryone: boolean,
  size: number,
) {
  const conditions: SQL[] = [
    eq(projectSubscribers.projectId, projectId),
    isNotNull(projectSubscribers.confirmedAt),
    // Weekly and monthly subscribers get the update in their digest instead.
    eq(projectSubscribers.updateFrequency, 'instant'),
  ];
  if (after !== null) conditions.push(gt(projectSubscribers.id, after));
  if (!forEveryone) conditions.push(eq(projectSubscribers.notificationPreference, 'all'));
  return deps.database.db
    .select({
      id: projectSubscribers.id,
      email: projectSubscribers.email,
      linkSalt: projectSubscribers.linkSalt,
    })
    .from(projectSubscribers)
    .where(and(...conditions))
    .orderBy(asc(projectSubscribers.id))
    .limit(size);
}
