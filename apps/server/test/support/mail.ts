import { tmpdir } from 'node:os';
import { afterEach } from 'vitest';
import { eq } from 'drizzle-orm';
import { startSmtpSink, type SmtpSink } from '@shiplog/fakes';
import { loadConfig } from '../../src/config';
import { mailOutbox } from '../../src/db/schema';
import type { AppDeps } from '../../src/deps';
import { createAiWriter } from '../../src/integrations/ai';
import { createMailer } from '../../src/integrations/mail';
import { createProjectReads } from '../../src/lib/project-read-cache';
import { JobQueue } from '../../src/queue/job-queue';
import { createSendMailJob } from '../../src/jobs/send-mail.job';
import { createLogCapture } from './app';
import { createTestDatabase, type TestDatabase } from './database';

export const MAIL_PUBLIC_URL = 'https://shiplog.test';
export const MAIL_FROM = 'Shiplog <hello@shiplog.test>';
/** Short retries so a refused mail is tried again within seconds. */
export const MAIL_RETRIES = { retryLimit: 2, retryDelaySeconds: 1 };

export interface MailHarness {
  db: TestDatabase;
  deps: AppDeps;
  logs: Record<string, unknown>[];
  /** The send-mail job the workers run (same name, short retries). */
  sendMail: ReturnType<typeof createSendMailJob>;
  outboxRow(id: string): Promise<typeof mailOutbox.$inferSelect>;
  outboxRows(): Promise<(typeof mailOutbox.$inferSelect)[]>;
  close(): Promise<void>;
}

/**
 * A database of its own, the real mailer (the sink's SMTP, or the log without one) and the
 * real send-mail job on a started queue; `workers: false` only queues.
 */
export async function startMailHarness(options: {
  smtp: SmtpSink | null;
  workers?: boolean;
  /** More settings, e.g. MAIL_SMTP_TIMEOUT_SECONDS. */
  env?: Record<string, string>;
}): Promise<MailHarness> {
  const db = await createTestDatabase();
  const { lines, logger } = createLogCapture();
  const env = {
    NODE_ENV: 'test',
    DATA_DIR: tmpdir(),
    PUBLIC_URL: MAIL_PUBLIC_URL,
    MAIL_FROM,
    ...options.env,
  };
  const config = loadConfig(options.smtp ? { ...env, SMTP_URL: options.smtp.url } : env);
  const sendMail = createSendMailJob(MAIL_RETRIES);
  const queue = new JobQueue<AppDeps>(db.handle, logger, [sendMail], { pollingIntervalSeconds: 0.5 });
  const deps: AppDeps = {
    config,
    database: db.handle,
    secret: 'test-secret-test-secret-test-secret-123',
    logger,
    queue,
    mailer: createMailer(config, logger),
    ai: createAiWriter(config),
    ...createProjectReads(),
    webDistDir: null,
  };
  await queue.start({ workers: options.workers ?? true, deps });
  // The run's snapshot created the queue with the production settings, and a job takes
  // them when it is sent: tests retry sooner.
  await queue.boss.updateQueue('send-mail', {
    name: 'send-mail',
    retryLimit: MAIL_RETRIES.retryLimit,
    retryDelay: MAIL_RETRIES.retryDelaySeconds,
  });

  const select = () => db.handle.db.select().from(mailOutbox);
  return {
    db,
    deps,
    logs: lines,
    sendMail,
    outboxRow: async (id) => (await select().where(eq(mailOutbox.id, id)))[0]!,
    outboxRows: () => select().orderBy(mailOutbox.createdAt),
    async close() {
      await queue.stop();
      deps.mailer.close?.();
      await db.drop();
    },
  };
}

export const confirmUrl = (code: string) => `${MAIL_PUBLIC_URL}/auth/callback?code=${code}`;

export interface MailRun {
  h: MailHarness;
  /** The SMTP sink the mailer sends to; missing when the mail goes to the log. */
  sink: SmtpSink | undefined;
}

/**
 * Call at the top of a file: answers `start(options)`, which starts a mail harness (on an SMTP
 * sink of its own unless `smtp` is false; `sink` may set it up first) for one test, closed with
 * its sink after that test.
 */
export function mailHarnessEachTest() {
  let run: Partial<MailRun> | undefined;
  afterEach(async () => {
    await run?.h?.close();
    await run?.sink?.close();
    run = undefined;
  });
  return async (
    options: {
      smtp?: boolean;
      workers?: boolean;
      env?: Record<string, string>;
      sink?: (sink: SmtpSink) => void;
    } = {},
  ): Promise<MailRun> => {
    run = { sink: options.smtp === false ? undefined : await startSmtpSink() };
    if (run.sink) options.sink?.(run.sink);
    run.h = await startMailHarness({
      smtp: run.sink ?? null,
      ...(options.workers === undefined ? {} : { workers: options.workers }),
      ...(options.env ? { env: options.env } : {}),
    });
    return run as MailRun;
  };
}
