import { afterAll, beforeAll, expect } from 'vitest';
import { type SmtpSink, startSmtpSink } from '@shiplog/fakes';
import { projectSubscribers } from '../../src/db/schema';
import { notifyCommentsJob } from '../../src/jobs/notify-comments.job';
import { notifyUpdatesJob } from '../../src/jobs/notify-updates.job';
import { createSendMailJob } from '../../src/jobs/send-mail.job';
import { type SignedIn, signUpConfirmed } from './accounts';
import { call } from './api';
import { createTestApp, type TestApp } from './app';
import { MAIL_FROM, MAIL_PUBLIC_URL, MAIL_RETRIES } from './mail';
import { createProject } from './projects';
import { startWorkers } from './workers';

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
  const { id: projectId } = await createProject(t, owner, { is_private: false });
  await startWorkers(t, [
    createSendMailJob({ ...MAIL_RETRIES, expireInSeconds: 10 }),
    notifyUpdatesJob,
    notifyCommentsJob,
  ]);
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
  /** How updates arrive: one mail each, or a weekly or monthly digest. */
  updates?: 'instant' | 'weekly' | 'monthly';
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
        updateFrequency: r.updates ?? 'instant',
        confirmedAt: r.confirmed === false ? null : (r.confirmedAt ?? new Date()),
      })),
    )
    .returning();
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
