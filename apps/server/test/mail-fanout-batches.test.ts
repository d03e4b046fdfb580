import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '@shiplog/fakes';
import { queryObserver } from '../src/db/client';
import { updateFanouts, updates } from '../src/db/schema';
import type { AppDeps } from '../src/deps';
import { createNotifyUpdatesJob } from '../src/jobs/notify-updates.job';
import { createSendMailJob } from '../src/jobs/send-mail.job';
import { notifyPublishedUpdates } from '../src/modules/notifications/update-fanout.service';
import { JobQueue } from '../src/queue/job-queue';
import { notifyUpdatesRef, sendMailRef } from '../src/queue/job-refs';
import {
  createProject,
  createTestApp,
  createUpdate,
  engine,
  MAIL_FROM,
  MAIL_PUBLIC_URL,
  MAIL_RETRIES,
  signUpConfirmed,
  startWorkers,
  until,
  untilWorkersIdle,
  type SignedIn,
  type TestApp,
} from './support';
import { addSubscribers } from './support/notifications';

const SUBSCRIBERS = 600;
/** Small batches: 600 subscribers in 30 transactions. */
const BATCH = 20;

const jobs = () => [
  createSendMailJob({ ...MAIL_RETRIES, expireInSeconds: 10 }),
  createNotifyUpdatesJob({ batchSize: BATCH }),
];

/** The workers of a process started again on the same database (nothing set aside). */
async function restartWorkers(t: TestApp): Promise<JobQueue<AppDeps>> {
  const queue = new JobQueue<AppDeps>(t.deps.database, t.deps.logger, jobs(), {
    pollingIntervalSeconds: 0.5,
  });
  t.deps.queue = queue;
  await queue.start({ workers: true, deps: t.deps });
  return queue;
}

let t: TestApp;
let sink: SmtpSink;
let owner: SignedIn;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ env: { SMTP_URL: sink.url, PUBLIC_URL: MAIL_PUBLIC_URL, MAIL_FROM } });
  owner = await signUpConfirmed(t, 'owner@batches.test');
}, 60_000);

afterAll(async () => {
  await t?.close();
  await sink?.close();
});

/** A public project with `count` confirmed subscribers `<prefix>-<n>@batches.test`; answers it and their addresses. */
async function projectWithSubscribers(prefix: string, count: number) {
  const { id: projectId } = await createProject(t, owner, { is_private: false });
  const emails = Array.from({ length: count }, (_, i) => `${prefix}-${i}@batches.test`);
  for (let i = 0; i < count; i += 500) {
    await addSubscribers(
      t,
      projectId,
      emails.slice(i, i + 500).map((email) => ({ email })),
    );
  }
  return { projectId, emails };
}

/**
 * Samples how many send-mail jobs wait until `done` resolves; answers the largest count seen.
 * The fan-out records a batch only while fewer than two batches wait.
 */
async function largestBacklog(done: Promise<unknown>): Promise<number> {
  let finished = false;
  void done.finally(() => (finished = true));
  let largest = 0;
  while (!finished) {
    largest = Math.max(largest, await t.deps.queue.waiting(sendMailRef, 100_000));
    await new Promise((r) => setTimeout(r, 20));
  }
  return largest;
}

/** Messages the sink took for each of `emails` (0 for none). */
const copiesPer = (emails: string[]) => emails.map((e) => sink.messagesTo(e).length);

async function fanoutOf(updateId: string) {
  const [row] = await t.deps.database.db
    .select()
    .from(updateFanouts)
    .where(eq(updateFanouts.updateId, updateId));
  return row;
}

/** Transactions that recorded the update's mails: each stamps its rows with its own start time. */
async function transactionsOf(updateId: string): Promise<number> {
  const { rows } = await t.deps.database.executeSql(
    `select count(distinct created_at)::int as n from mail_outbox where idempotency_key like $1`,
    [`update:${updateId}:%`],
  );
  return (rows[0] as { n: number }).n;
}

const notifiedAtOf = async (updateId: string) =>
  (await t.deps.database.db.select().from(updates).where(eq(updates.id, updateId)))[0]!.notifiedAt;

describe('update mail in batches', () => {
  it('mails hundreds of subscribers once each, a batch per transaction, as fast as they are sent; a replay sends nothing', async () => {
    await startWorkers(t, jobs());
    const { projectId, emails } = await projectWithSubscribers('reader', SUBSCRIBERS);
    const { id: updateId } = await createUpdate(t, owner, projectId, {
      type: 'release',
      title: 'Version 3.0',
      content: 'Everyone hears of it.',
    });

    const statements: string[] = [];
    queryObserver.current = (sql) => statements.push(sql);
    const backlog = await largestBacklog(
      until(() => sink.messages.length >= SUBSCRIBERS, 120_000, 'every subscriber mailed'),
    ).finally(() => (queryObserver.current = null));
    await untilWorkersIdle(t, 60_000);
    expect(copiesPer(emails).filter((n) => n !== 1)).toEqual([]);
    expect(await notifiedAtOf(updateId)).not.toBeNull();
    // The fan-out kept pace with delivery: never more than three batches waited to be sent.
    expect(backlog).toBeGreaterThan(0);
    expect(backlog).toBeLessThanOrEqual(3 * BATCH);
    // Never one transaction over every subscriber: one per batch of 50.
    expect(await fanoutOf(updateId)).toMatchObject({ mails: SUBSCRIBERS });
    expect((await fanoutOf(updateId))!.batches).toBeGreaterThanOrEqual(SUBSCRIBERS / BATCH);
    expect(await transactionsOf(updateId)).toBe(SUBSCRIBERS / BATCH);
    // The embedded database has no autovacuum: the fan-out vacuumed the queue's table on the way
    // (every 20 batches), which a database with autovacuum leaves to it.
    const vacuums = statements.filter((sql) => sql === 'vacuum pgboss.job').length;
    if (engine === 'pglite') expect(vacuums).toBeGreaterThanOrEqual(1);
    else expect(vacuums).toBe(0);

    // The job again, and the update's fan-out replayed from the first subscriber: every mail
    // is recorded under its key already, so nothing is sent twice.
    expect(await notifyPublishedUpdates(t.deps, { batchSize: BATCH })).toEqual({ claimed: 0, mails: 0 });
    await t.deps.database.db.update(updates).set({ notifiedAt: null }).where(eq(updates.id, updateId));
    await t.deps.database.db.delete(updateFanouts).where(eq(updateFanouts.updateId, updateId));
    expect(await notifyPublishedUpdates(t.deps, { batchSize: BATCH })).toEqual({ claimed: 1, mails: 0 });
    await untilWorkersIdle(t, 60_000);
    expect(sink.messages).toHaveLength(SUBSCRIBERS);
    sink.clear();
  }, 180_000);

  it('a fan-out whose worker stopped after some batches goes on where it stopped when a worker starts again', async () => {
    const { projectId, emails } = await projectWithSubscribers('resumed', SUBSCRIBERS);
    const { id: updateId } = await createUpdate(t, owner, projectId, {
      type: 'release',
      title: 'Version 4.0',
      content: 'Told once.',
    });

    // A few batches in, the worker stops: it starts no further batch.
    await until(async () => ((await fanoutOf(updateId))?.batches ?? 0) >= 3, 60_000, 'three batches');
    await t.deps.queue.stop();
    const stopped = (await fanoutOf(updateId))!;
    expect(await notifiedAtOf(updateId)).toBeNull();
    expect(stopped.mails).toBeLessThan(SUBSCRIBERS);
    expect(stopped.mails).toBe(stopped.batches * BATCH);

    const queue = await restartWorkers(t);
    await queue.send(notifyUpdatesRef, {}, { singletonKey: 'kick' });
    await until(() => sink.messages.length >= SUBSCRIBERS, 120_000, 'every subscriber mailed');
    await untilWorkersIdle(t, 60_000);
    expect(copiesPer(emails).filter((n) => n !== 1)).toEqual([]);
    expect(sink.messages).toHaveLength(SUBSCRIBERS);
    expect(await notifiedAtOf(updateId)).not.toBeNull();
    expect(await fanoutOf(updateId)).toMatchObject({ mails: SUBSCRIBERS });
    expect(await transactionsOf(updateId)).toBe(SUBSCRIBERS / BATCH);
  }, 180_000);
});
