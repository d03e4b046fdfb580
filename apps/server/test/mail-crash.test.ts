import { like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema';
import { notifyUpdatesRef } from '../src/queue/job-refs';
import {
  clonePostgresTemplate,
  engine,
  startWorker,
  until,
  untilJobsIdle,
  type ServerProcess,
} from './support';
import { fanoutEnv, openFanoutDatabase, seedFanout } from './support/mail-fanout';
import { startSlowSmtpSink, type SlowSmtpSink, type TakenMessage } from './support/slow-smtp-sink';

const SUBSCRIBERS = Number(process.env.CRASH_MAILS ?? 150);
const CONCURRENCY = 8;
const SMTP_CONNECTIONS = 5;
/** The sink answers each message this long after its DATA: mails are in flight when the kill comes. */
const REPLY_DELAY_MS = Number(process.env.CRASH_REPLY_DELAY_MS ?? 120);
/** The worker is killed once the sink has taken this many messages, then restarted. */
const KILL_AT = (process.env.CRASH_KILL_AT ?? '30,70,110').split(',').map(Number);
/** The shortest lease, short retries, frequent queue maintenance: a dead worker's mails are taken over in seconds. */
const SETTINGS = {
  MAIL_RETRY_LIMIT: '6',
  MAIL_RETRY_DELAY_SECONDS: '1',
  MAIL_LEASE_SECONDS: '2',
  MAIL_SMTP_TIMEOUT_SECONDS: '1',
  MAIL_CONCURRENCY: String(CONCURRENCY),
  MAIL_SMTP_CONNECTIONS: String(SMTP_CONNECTIONS),
  JOB_POLLING_SECONDS: '0.5',
  JOB_MAINTENANCE_SECONDS: '1',
};

type OutboxRow = typeof mailOutbox.$inferSelect;

/** Queued mails marked as handed to SMTP, each with the time of its mark: `id@time`. */
const sendingMarks = (rows: OutboxRow[]) =>
  new Map(
    rows
      .filter((r) => r.status === 'queued' && r.sendingAt)
      .map((r) => [`${r.id}@${r.sendingAt!.toISOString()}`, r.toAddress]),
  );

interface Kill {
  at: number;
  /** Messages the sink had taken at the kill. */
  taken: number;
  /** Messages the sink had taken and not yet answered at the kill. */
  awaitingReply: TakenMessage[];
  /** Addresses of the mails this kill left in an SMTP conversation: marked sending, not sent. */
  inFlight: Set<string>;
  /** Addresses of the mails already sent at the kill. */
  sent: Set<string>;
}

/** A fan-out of `emails` on a database of its own, a worker process and the sink. */
async function startFanout(emails: string[], sink: SlowSmtpSink, settings: Record<string, string>) {
  const clone = await clonePostgresTemplate();
  const env = fanoutEnv(clone.url, sink.url, settings);
  const { db, queue } = await openFanoutDatabase(env);
  const workers: ServerProcess[] = [await startWorker(env)];
  const updateId = await seedFanout(db, emails);
  const outbox = () =>
    db.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.idempotencyKey, `update:${updateId}:%`));
  await queue.send(notifyUpdatesRef, {}, { singletonKey: 'kick' });
  return {
    env,
    db,
    workers,
    outbox,
    /** Waits until every mail is sent and no try is left to run. */
    async untilAllSent(timeoutMs: number) {
      const allSent = async () => {
        const rows = await outbox();
        return rows.length === emails.length && rows.every((r) => r.status === 'sent');
      };
      await until(allSent, timeoutMs, 'every mail sent');
      await untilJobsIdle(db, ['send-mail'], 15_000);
    },
    async close() {
      for (const w of workers) if (w.child.exitCode === null) w.child.kill('SIGKILL');
      await queue.stop(1_000);
      await db.close();
      await clone.drop();
    },
  };
}

/** The messages the sink took, by recipient, in the order taken. */
function copiesOf(sink: SlowSmtpSink) {
  const copies = new Map<string, TakenMessage[]>();
  for (const m of sink.taken) copies.set(m.rcpt, [...(copies.get(m.rcpt) ?? []), m]);
  return copies;
}

// Worker processes share one database: PostgreSQL only (PGlite is one process's).
describe.runIf(engine === 'postgres')('mail through worker crashes', () => {
  it('loses no mail when the worker is killed mid fan-out; only mails in flight go out again, with their Message-ID', async () => {
    const emails = Array.from({ length: SUBSCRIBERS }, (_, i) => `reader-${i}@crash.test`);
    const sink = await startSlowSmtpSink({ replyDelayMs: REPLY_DELAY_MS });
    // A 4 s lease and a 3 s socket timeout: a mail handed to SMTP whose answer its try does not
    // see in time (its lease ran out, or the socket's timeout) is sent again, as when its worker
    // dies. On a loaded machine, where the worker and this sink wait seconds for a core, 1 s
    // and 2 s sent 4 such copies without a kill in one run.
    const run = await startFanout(emails, sink, {
      ...SETTINGS,
      MAIL_LEASE_SECONDS: '4',
      MAIL_SMTP_TIMEOUT_SECONDS: '3',
    });
    const kills: Kill[] = [];
    try {
      let marksBefore = new Map<string, string>();
      for (const count of KILL_AT) {
        await until(() => sink.taken.length >= count, 20_000, `${count} messages at the sink`);
        const worker = run.workers.at(-1)!;
        worker.child.kill('SIGKILL');
        const at = Date.now();
        const awaitingReply = sink.awaitingReply();
        await worker.exited;
        // The outbox as the dead worker left it. Marks left by an earlier kill and not yet
        // taken over are that kill's.
        const rows = await run.outbox();
        const marks = sendingMarks(rows);
        const inFlight = new Set([...marks].filter(([key]) => !marksBefore.has(key)).map(([, to]) => to));
        marksBefore = marks;
        const sent = new Set(rows.filter((r) => r.status === 'sent').map((r) => r.toAddress));
        kills.push({ at, taken: sink.taken.length, awaitingReply, inFlight, sent });
        run.workers.push(await startWorker(run.env));
      }
      await run.untilAllSent(60_000);

      const rows = await run.outbox();
      expect(rows).toHaveLength(SUBSCRIBERS);
      const byAddress = new Map(rows.map((r) => [r.toAddress, r]));
      const copies = copiesOf(sink);

      // Nothing lost, and every copy of a mail is the same message: the row's Message-ID.
      for (const address of emails) {
        const received = copies.get(address) ?? [];
        expect(received.length, address).toBeGreaterThanOrEqual(1);
        const ids = new Set(received.map((m) => m.messageId));
        expect([...ids], address).toEqual([`<${byAddress.get(address)!.id}@fanout.test>`]);
      }

      // A second copy is the work of a kill that found the mail in flight: marked as handed to
      // SMTP, not yet as sent. A mail sent before a kill gets nothing more after it.
      const perKill = kills.map(() => [] as string[]);
      const unexplained: string[] = [];
      for (const [address, received] of copies) {
        for (let i = 1; i < received.length; i++) {
          const kill = kills.findIndex(
            (k) => k.at >= received[i - 1]!.at && k.at <= received[i]!.at && k.inFlight.has(address),
          );
          if (kill === -1) unexplained.push(address);
          else perKill[kill]!.push(address);
        }
      }
      for (const [i, kill] of kills.entries()) {
        for (const address of kill.sent) {
          expect(
            copies.get(address)!.filter((m) => m.at > kill.at),
            `${address} after kill ${i + 1}`,
          ).toEqual([]);
        }
      }
      console.info(
        `mail crash: ${SUBSCRIBERS} mails, reply after ${REPLY_DELAY_MS} ms; kills after ${kills.map((k) => k.taken).join(', ')} taken; ` +
          `in flight at each kill (marked sending, not sent): ${kills.map((k) => k.inFlight.size).join(', ')}; ` +
          `taken and not yet answered: ${kills.map((k) => k.awaitingReply.length).join(', ')}; ` +
          `duplicates per kill: ${perKill.map((d) => d.length).join(', ')}; without a kill: ${unexplained.length}`,
      );
      expect(unexplained).toEqual([]);
      for (const [i, kill] of kills.entries()) {
        // In flight: in an SMTP conversation (one per connection), or taken by the server and
        // not yet recorded as sent; each a try the worker was running, so MAIL_CONCURRENCY at most.
        expect(kill.inFlight.size, `kill ${i + 1}`).toBeLessThanOrEqual(CONCURRENCY);
        // Every message the server held at the kill was marked before it was handed over.
        for (const m of kill.awaitingReply) expect(kill.inFlight.has(m.rcpt), m.rcpt).toBe(true);
        expect(perKill[i]!.length).toBeLessThanOrEqual(kill.inFlight.size);
      }
    } finally {
      await run.close();
      await sink.close();
    }
  }, 150_000);

  it('cuts off a try that outlives its lease, so another try never sends the mail beside it', async () => {
    const emails = ['slow@crash.test', 'quick@crash.test'];
    // The first try for one recipient gets its RCPT TO answer a line at a time for 5 s, past
    // its 2 s lease and unseen by the 1 s socket timeout; later tries are answered at once.
    const sink = await startSlowSmtpSink({
      replyDelayMs: 0,
      trickleRcptMs: (rcpt, attempt) => (rcpt === 'slow@crash.test' && attempt === 1 ? 5_000 : 0),
    });
    const run = await startFanout(emails, sink, SETTINGS);
    try {
      await run.untilAllSent(20_000);
      // Whatever the first try would still send has arrived once no conversation is open.
      await until(() => sink.openTransactions() === 0, 10_000, 'every SMTP conversation over');
      const copies = copiesOf(sink);
      expect(copies.get('quick@crash.test')).toHaveLength(1);
      expect(sink.rcptTries('slow@crash.test')).toBe(2);
      expect(copies.get('slow@crash.test')).toHaveLength(1);
      const slow = (await run.outbox()).find((r) => r.toAddress === 'slow@crash.test')!;
      expect(slow).toMatchObject({ status: 'sent', attempts: 2 });
      expect(slow.lastError).toContain('lease');
    } finally {
      await run.close();
      await sink.close();
    }
  }, 40_000);
});
