import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { mailOutbox, projectSubscribers } from '../src/db/schema';
import type { AppDeps } from '../src/deps';
import { notifyCommentsJob } from '../src/jobs/notify-comments.job';
import { notifyUpdatesJob } from '../src/jobs/notify-updates.job';
import { JobQueue } from '../src/jobs/queue';
import { createSendMailJob } from '../src/jobs/send-mail.job';
import { startSmtpSink, type SinkMessage, type SmtpSink } from '@shiplog/fakes';
import { signUpConfirmed, type SignedIn } from './support/accounts';
import { MAIL_FROM, MAIL_PUBLIC_URL, MAIL_RETRIES, until } from './support/mail-harness';
import { createTestApp, type TestApp } from './support/test-app';
import { call, createProject } from './support/update-fixtures';

export { MAIL_PUBLIC_URL, until };

export interface NotificationsApp {
  t: TestApp;
  sink: SmtpSink;
  owner: SignedIn;
  /** The owner's public project. */
  projectId: string;
  close(): Promise<void>;
}

/**
 * The app on a database of its own with real SMTP (the sink) and real workers for the
 * send-mail job (short retries) and the two notification sweeps; an owner with a public project.
 * Digests are not worked: tests call them with their own clock.
 */
export async function startNotificationsApp(domain: string): Promise<NotificationsApp> {
  const sink = await startSmtpSink();
  const t = await createTestApp({
    env: { SMTP_URL: sink.url, PUBLIC_URL: MAIL_PUBLIC_URL, MAIL_FROM },
  });
  const owner = await signUpConfirmed(t, `owner@${domain}`);
  const projectId = await createProject(t, owner, false);
  const jobs = [
    createSendMailJob({ ...MAIL_RETRIES, expireInSeconds: 10 }),
    notifyUpdatesJob,
    notifyCommentsJob,
  ];
  const queue = new JobQueue<AppDeps>(t.deps.database, t.deps.logger, jobs, { pollingIntervalSeconds: 0.5 });
  // The sign-ups' confirmation mails are not part of what these tests count.
  await t.deps.database.executeSql(`delete from pgboss.job where name = 'send-mail'`);
  await t.deps.database.executeSql(`update mail_outbox set status = 'logged' where status = 'queued'`);
  // The services read deps.queue when they queue, so they use this started queue from now on.
  t.deps.queue = queue;
  await queue.start({ workers: true, deps: t.deps });
  return {
    t,
    sink,
    owner,
    projectId,
    async close() {
      await t.close();
      await sink.close();
    },
  };
}

/**
 * Call at the top of a test file: the notifications app (`startNotificationsApp(domain)`),
 * started before its tests and closed after them. Read its fields inside tests.
 */
export function notificationsApp(domain: string): NotificationsApp {
  const app = {} as NotificationsApp;
  beforeAll(async () => {
    Object.assign(app, await startNotificationsApp(domain));
  });
  afterAll(() => app.close?.());
  return app;
}

export interface SubscriberFixture {
  email: string;
  preference?: 'all' | 'major';
  frequency?: 'instant' | 'daily' | 'weekly';
  confirmed?: boolean;
  confirmedAt?: Date;
}

/** Subscriber rows straight into the table (the subscribe flow has tests of its own). */
export async function addSubscribers(t: TestApp, projectId: string, rows: SubscriberFixture[]) {
  return t.deps.database.db
    .insert(projectSubscribers)
    .values(
      rows.map((r) => ({
        projectId,
        email: r.email,
        notificationPreference: r.preference ?? 'all',
        commentFrequency: r.frequency ?? 'instant',
        confirmedAt: r.confirmed === false ? null : (r.confirmedAt ?? new Date()),
      })),
    )
    .returning();
}

/** Publishes an update as the owner through the API; answers its id. */
export async function publish(
  app: NotificationsApp,
  body: Record<string, unknown>,
  projectId = app.projectId,
) {
  const res = await call(app.t, 'POST', `/api/projects/${projectId}/updates`, {
    as: app.owner,
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

/** Comments as `who` through the API; answers the comment's id. */
export async function comment(app: NotificationsApp, who: SignedIn, updateId: string, content: string) {
  const res = await call(app.t, 'POST', `/api/updates/${updateId}/comments`, {
    as: who,
    payload: { content },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

/** The messages the sink accepted for one address (envelope recipient). */
export const mailsTo = (sink: SmtpSink, address: string): SinkMessage[] =>
  sink.messages.filter((m) => m.envelope.to.includes(address));

/** Outbox rows of one template. */
export const outboxOf = (t: TestApp, template: string) =>
  t.deps.database.db.select().from(mailOutbox).where(eq(mailOutbox.template, template));

/** Waits until the outbox has no mail left to send (all sent or failed). */
export async function untilOutboxSettled(t: TestApp, timeoutMs = 20_000) {
  await until(async () => {
    const rows = await t.deps.database.db.select().from(mailOutbox).where(eq(mailOutbox.status, 'queued'));
    return rows.length === 0;
  }, timeoutMs);
}

/** Lets the workers run a little longer, so a mail sent twice would have arrived. */
export const settle = (ms = 1_500) => new Promise((r) => setTimeout(r, ms));
