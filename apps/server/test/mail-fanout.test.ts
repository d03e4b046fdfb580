import { like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { randomFaults, startSmtpSink } from '@shiplog/fakes';
import { mailOutbox } from '../src/db/schema';
import { notifyUpdatesRef } from '../src/queue/job-refs';
import { clonePostgresTemplate, engine, startWorker, until } from './support';
import { fanoutEnv, openFanoutDatabase, seedFanout } from './support/mail-fanout';

const SUBSCRIBERS = 600;
const BOUNCES = 10;
const CONCURRENCY = 8;
/** Short retries, a short lease and frequent queue maintenance, so recovery takes seconds. */
const SETTINGS = {
  MAIL_RETRY_LIMIT: '6',
  MAIL_RETRY_DELAY_SECONDS: '1',
  MAIL_LEASE_SECONDS: '4',
  MAIL_SMTP_TIMEOUT_SECONDS: '2',
  MAIL_CONCURRENCY: String(CONCURRENCY),
  JOB_POLLING_SECONDS: '0.5',
  JOB_MAINTENANCE_SECONDS: '1',
};

// Worker processes share one database: PostgreSQL only (PGlite is one process's).
describe.runIf(engine === 'postgres')('mail fan-out with failures and a killed worker', () => {
  it('delivers one message per subscriber; permanent refusals are recorded and tried once', async () => {
    const emails = Array.from({ length: SUBSCRIBERS }, (_, i) =>
      i < BOUNCES ? `bounce-${i}@fanout.test` : `sub-${i}@fanout.test`,
    );
    const sink = await startSmtpSink();
    // 30% of tries refused for now (451), a few connections cut or never answered; from the
    // fourth try on everything is accepted, so the outcome does not hang on luck.
    sink.setRule(
      randomFaults({
        seed: 7,
        temporary: 0.3,
        drop: 0.02,
        stall: 0.005,
        acceptFrom: 4,
        permanent: (rcpt) => rcpt.startsWith('bounce-'),
      }),
    );
    const clone = await clonePostgresTemplate();
    const env = fanoutEnv(clone.url, sink.url, SETTINGS);
    const { db, queue } = await openFanoutDatabase(env);
    // One worker to begin with, so the tries cut short by the kill below are all its own.
    const workers = [await startWorker(env)];
    try {
      const updateId = await seedFanout(db, emails);
      const started = Date.now();
      await queue.send(notifyUpdatesRef, {}, { singletonKey: 'kick' });

      // A few hundred mails in, the sink stops answering RCPT TO, so the worker's tries hang
      // mid-transaction (claimed, not yet sent); then it dies without a chance to clean up.
      await until(() => sink.messages.length >= 400, 60_000);
      sink.hold();
      await until(() => sink.held() >= 1, 10_000);
      workers[0]!.child.kill('SIGKILL');
      await workers[0]!.exited;
      const atKill = sink.messages.length;
      const heldAtKill = sink.held();
      sink.release();
      workers.push(await startWorker(env), await startWorker(env));

      const outbox = () =>
        db.db
          .select()
          .from(mailOutbox)
          .where(like(mailOutbox.idempotencyKey, `update:${updateId}:%`));
      const settled = async () => {
        const { rows } = await db.executeSql(
          `select count(*)::int as n from mail_outbox where idempotency_key like $1 and status <> 'queued'`,
          [`update:${updateId}:%`],
        );
        return (rows[0] as { n: number }).n === SUBSCRIBERS;
      };
      await until(settled, 180_000);
      const seconds = (Date.now() - started) / 1000;

      const rows = await outbox();
      const byAddress = new Map(rows.map((r) => [r.toAddress, r]));
      const good = emails.slice(BOUNCES);
      let duplicates = 0;
      for (const address of good) {
        const received = sink.messages.filter((m) => m.envelope.to[0] === address);
        // Exactly one message: every copy is the same Message-ID, the outbox row's.
        const ids = new Set(received.map((m) => m.messageId));
        expect([...ids], address).toEqual([`<${byAddress.get(address)!.id}@fanout.test>`]);
        duplicates += received.length - 1;
        expect(byAddress.get(address)).toMatchObject({ status: 'sent' });
      }
      // A second copy can only come from a mail accepted by SMTP whose worker was killed
      // before it recorded that: at most the mails it had in flight.
      expect(duplicates).toBeLessThanOrEqual(CONCURRENCY);
      // The kill cut the held tries short: claimed (counted in the outbox) but never finished
      // at the sink. Another worker took each of them over after its lease and delivered it.
      const interrupted = good.filter((a) => byAddress.get(a)!.attempts > sink.attempts(a)).length;
      expect(heldAtKill).toBeGreaterThan(0);
      expect(interrupted).toBeGreaterThanOrEqual(heldAtKill);

      for (const address of emails.slice(0, BOUNCES)) {
        expect(sink.attempts(address), address).toBe(1);
        const row = byAddress.get(address)!;
        expect(row).toMatchObject({ status: 'failed', attempts: 1, sentAt: null });
        expect(row.lastError).toContain('550');
      }
      const outcomes = sink.outcomes();
      expect(outcomes.temporary).toBeGreaterThan(SUBSCRIBERS * 0.25);
      expect(outcomes.drop + outcomes.stall).toBeGreaterThan(0);
      expect(outcomes.permanent).toBe(BOUNCES);
      const dead = await db.executeSql(
        `select count(*)::int as n from pgboss.job where name = 'send-mail.dead'`,
      );
      expect(dead.rows[0]).toEqual({ n: 0 });
      console.info(
        `fan-out: ${SUBSCRIBERS} subscribers in ${seconds.toFixed(1)} s; worker killed after ${atKill} mails with ${heldAtKill} tries held; ` +
          `sink outcomes ${JSON.stringify(outcomes)}; tries cut short by the kill: ${interrupted}, ` +
          `copies sent again after the kill: ${duplicates}`,
      );
    } finally {
      for (const w of workers) if (w.child.exitCode === null) w.child.kill('SIGKILL');
      await queue.stop(1_000);
      await db.close();
      await sink.close();
      await clone.drop();
    }
  }, 300_000);

  it('a worker killed mid fan-out: the next one records the rest, one mail per subscriber', async () => {
    const emails = Array.from({ length: SUBSCRIBERS }, (_, i) => `cut-${i}@fanout.test`);
    const batch = 25;
    const sink = await startSmtpSink();
    const clone = await clonePostgresTemplate();
    const env = fanoutEnv(clone.url, sink.url, { ...SETTINGS, MAIL_FANOUT_BATCH: String(batch) });
    const { db, queue } = await openFanoutDatabase(env);
    const workers = [await startWorker(env)];
    try {
      const updateId = await seedFanout(db, emails);
      const fanout = async () => {
        const { rows } = await db.executeSql(
          `select f.batches, f.mails, u.notified_at from updates u left join update_fanouts f on f.update_id = u.id where u.id = $1`,
          [updateId],
        );
        return rows[0] as { batches: number | null; mails: number | null; notified_at: Date | null };
      };
      await queue.send(notifyUpdatesRef, {}, { singletonKey: 'kick' });

      // A few batches in, the worker dies: whatever batch it was recording is rolled back.
      await until(async () => ((await fanout()).batches ?? 0) >= 4, 60_000, 'four batches');
      workers[0]!.child.kill('SIGKILL');
      await workers[0]!.exited;
      const atKill = await fanout();
      expect(atKill.notified_at).toBeNull();
      expect(atKill.mails).toBeLessThan(SUBSCRIBERS);

      workers.push(await startWorker(env));
      // The schedule would run the sweep within a minute; the kick runs it now.
      await queue.send(notifyUpdatesRef, {}, { singletonKey: 'kick' });
      const settled = async () => {
        const { rows } = await db.executeSql(
          `select count(*)::int as n from mail_outbox where idempotency_key like $1 and status = 'sent'`,
          [`update:${updateId}:%`],
        );
        return (rows[0] as { n: number }).n === SUBSCRIBERS;
      };
      await until(settled, 180_000, 'every mail sent');
      const done = await fanout();
      expect(done.notified_at).not.toBeNull();
      expect(done.mails).toBe(SUBSCRIBERS);
      expect(done.batches).toBeGreaterThanOrEqual(SUBSCRIBERS / batch);

      // One outbox mail per subscriber; a second copy only of a mail in flight at the kill.
      let duplicates = 0;
      for (const address of emails) {
        const received = sink.messagesTo(address);
        expect(new Set(received.map((m) => m.messageId)).size, address).toBe(1);
        duplicates += received.length - 1;
      }
      expect(duplicates).toBeLessThanOrEqual(CONCURRENCY);
      console.info(
        `fan-out cut after ${atKill.batches} batches (${atKill.mails} mails recorded); ` +
          `${done.batches} batches in all; copies sent again: ${duplicates}`,
      );
    } finally {
      for (const w of workers) if (w.child.exitCode === null) w.child.kill('SIGKILL');
      await queue.stop(1_000);
      await db.close();
      await sink.close();
      await clone.drop();
    }
  }, 300_000);
});
