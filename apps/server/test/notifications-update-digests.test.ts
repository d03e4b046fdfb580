import { eq, like } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DbHandle } from '../src/db/client';
import { mailOutbox, projectSubscribers, updates } from '../src/db/schema';
import type { AppDeps } from '../src/deps';
import { allJobs } from '../src/jobs';
import { lastPeriodEnd, periodLabel } from '../src/modules/notifications/digest-periods';
import { sendUpdateDigests } from '../src/modules/notifications/update-digests.service';
import { notifyPublishedUpdates } from '../src/modules/notifications/update-fanout.service';
import { JobQueue } from '../src/queue/job-queue';
import { createProject, createUpdate, engine, untilWorkersIdle } from './support';
import { TEST_DATABASE_URL, withDatabase } from './support/engine';
import { addSubscribers, startNotificationsApp, type NotificationsApp } from './support/notifications';

let app: NotificationsApp;
const at = (iso: string) => new Date(`${iso}Z`);
// Monday 3 March 2031 starts an ISO week; the updates come out on Monday, Tuesday and Wednesday.
const confirmedAt = at('2031-02-01T00:00:00');
const D = 'update-digests.test';

/** A published update at `iso` (scheduled through the API, so nothing mails it before its time). */
async function publish(projectId: string, iso: string, body: Record<string, unknown>) {
  const update = await createUpdate(app.t, app.owner, projectId, {
    type: 'text',
    content: 'Details of the change.',
    published_at: at(iso).toISOString(),
    ...body,
  });
  return update.id;
}

beforeAll(async () => {
  app = await startNotificationsApp(D);
  const { t, projectId } = app;
  await addSubscribers(t, projectId, [
    { email: `instant@${D}`, confirmedAt },
    { email: `weekly@${D}`, updates: 'weekly', confirmedAt },
    { email: `monthly@${D}`, updates: 'monthly', confirmedAt },
    { email: `major-weekly@${D}`, updates: 'weekly', preference: 'major', confirmedAt },
    { email: `pending-weekly@${D}`, updates: 'weekly', confirmed: false },
  ]);
  const { id: privateProject } = await createProject(t, app.owner, { is_private: true });
  await addSubscribers(t, privateProject, [{ email: `private@${D}`, updates: 'weekly', confirmedAt }]);
  await publish(privateProject, '2031-03-04T10:00:00', { title: 'Hidden' });

  // Published in one order, ranked in another: the typo fix (scored minor by the rules), the
  // release marked major, the feature written by hand (medium).
  const typo = await publish(projectId, '2031-03-03T09:00:00', { title: 'Fix a typo in the docs' });
  await t.deps.database.db
    .update(updates)
    .set({ autoSource: 'push', autoSignificance: 'minor' })
    .where(eq(updates.id, typo));
  await publish(projectId, '2031-03-04T09:00:00', { title: 'Version 2.0', is_major_update: true });
  await publish(projectId, '2031-03-05T09:00:00', { title: 'Dark mode' });
  // A draft of the same week is nobody's business.
  const draft = await publish(projectId, '2031-03-05T12:00:00', { title: 'Secret plans' });
  await t.deps.database.db.update(updates).set({ isDraft: true }).where(eq(updates.id, draft));
});
afterAll(() => app?.close());

const digestsTo = (to: string) =>
  app.sink.messagesTo(to).filter((m) => /\((weekly|monthly) digest\)$/.test(m.subject));
const run = async (iso: string, deps: AppDeps = app.t.deps) => {
  const { mails } = await sendUpdateDigests(deps, { now: at(iso) });
  await untilWorkersIdle(app.t);
  return mails;
};
const order = (text: string, titles: string[]) => titles.map((title) => text.indexOf(title));

describe('update digests', () => {
  it('knows calendar months as well as ISO weeks', () => {
    expect(lastPeriodEnd('monthly', at('2031-03-31T23:59:59'))).toEqual(at('2031-03-01T00:00:00'));
    expect(lastPeriodEnd('monthly', at('2031-04-01T00:00:00'))).toEqual(at('2031-04-01T00:00:00'));
    expect(periodLabel('monthly', at('2031-04-01T00:00:00'))).toBe('in March 2031');
    expect(periodLabel('weekly', at('2031-03-10T00:00:00'))).toBe('in the week of March 3, 2031');
  });

  it('mails a weekly digest once, after the week, with its three updates ranked by significance', async () => {
    expect(await run('2031-03-09T23:59:00')).toBe(0);
    expect(digestsTo(`weekly@${D}`)).toEqual([]);

    expect(await run('2031-03-10T00:01:00')).toBe(2);
    const [week] = digestsTo(`weekly@${D}`);
    expect(week!.subject).toMatch(/^.+: 3 updates in the week of March 3, 2031 \(weekly digest\)$/);
    const titles = ['Version 2.0', 'Dark mode', 'Fix a typo in the docs'];
    const positions = order(week!.text, titles);
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(week!.text).toContain('1. Version 2.0');
    expect(week!.text).toContain('Major update');
    expect(week!.text).not.toContain('Secret plans');
    // Each title links to its update; the project's page closes the mail.
    expect(week!.html).toMatch(/<a href="https:\/\/[^"]+\/updates\/[\w-]+"[^>]*>1\. Version 2\.0<\/a>/);
    expect(week!.text).toMatch(/1\. Version 2\.0\nhttps:\/\/\S+\/updates\/[\w-]+\n/);
    expect(week!.text).toContain('See every update of');
    expect(week!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    // Major only: the release marked major, nothing else.
    const [major] = digestsTo(`major-weekly@${D}`);
    expect(major!.subject).toMatch(/: 1 update in the week of March 3, 2031 \(weekly digest\)$/);
    expect(major!.text).not.toContain('Dark mode');
    for (const quiet of ['instant', 'monthly', 'pending-weekly', 'private'])
      expect(digestsTo(`${quiet}@${D}`), quiet).toEqual([]);

    const [row] = await app.t.deps.database.db
      .select()
      .from(projectSubscribers)
      .where(eq(projectSubscribers.email, `weekly@${D}`));
    expect(row!.lastUpdateDigestAt).toEqual(at('2031-03-10T00:00:00'));
    const [outbox] = await app.t.deps.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, `weekly@${D}`));
    expect(outbox!.idempotencyKey).toBe(`update-digest:weekly:${row!.id}:2031-03-10T00:00:00.000Z`);

    // The same week again, later the same day or from another run: nothing more.
    expect(await run('2031-03-10T00:05:00')).toBe(0);
    expect(await run('2031-03-12T08:00:00')).toBe(0);
    expect(digestsTo(`weekly@${D}`)).toHaveLength(1);
  });

  it('mails nothing for a week in which nothing was published', async () => {
    expect(await run('2031-03-17T00:05:00')).toBe(0);
    expect(digestsTo(`weekly@${D}`)).toHaveLength(1);
    const [row] = await app.t.deps.database.db
      .select()
      .from(projectSubscribers)
      .where(eq(projectSubscribers.email, `weekly@${D}`));
    expect(row!.lastUpdateDigestAt).toEqual(at('2031-03-17T00:00:00'));
  });

  it('mails a monthly digest after the month, ranked the same way', async () => {
    expect(await run('2031-03-31T23:00:00')).toBe(0);
    expect(await run('2031-04-01T00:01:00')).toBe(1);
    const [month] = digestsTo(`monthly@${D}`);
    expect(month!.subject).toMatch(/: 3 updates in March 2031 \(monthly digest\)$/);
    const positions = order(month!.text, ['Version 2.0', 'Dark mode', 'Fix a typo in the docs']);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(await run('2031-04-02T00:01:00')).toBe(0);
    expect(digestsTo(`monthly@${D}`)).toHaveLength(1);
  });

  it('keeps one mail per update for instant subscribers, and none for digest subscribers', async () => {
    await notifyPublishedUpdates(app.t.deps, { now: at('2031-03-06T00:00:00') });
    await untilWorkersIdle(app.t);
    const instant = app.sink.messagesTo(`instant@${D}`).map((m) => m.subject);
    expect(instant).toHaveLength(3);
    expect(instant.join('\n')).toContain('Version 2.0');
    // Digest subscribers got their digests above, and no mail of their own per update.
    for (const digest of ['weekly', 'monthly', 'major-weekly']) {
      const to = `${digest}@${D}`;
      expect(app.sink.messagesTo(to).length, to).toBe(digestsTo(to).length);
    }
  });

  it('mails each digest once when two workers sweep at the same moment', async () => {
    const { id: projectId } = await createProject(app.t, app.owner, { is_private: false });
    const emails = Array.from({ length: 12 }, (_, i) => `race-${i}@${D}`);
    await addSubscribers(
      app.t,
      projectId,
      emails.map((email, i) => ({ email, updates: i % 3 === 0 ? 'monthly' : 'weekly', confirmedAt })),
    );
    await publish(projectId, '2031-04-29T09:00:00', { title: 'Faster search' });
    await publish(projectId, '2031-04-30T09:00:00', { title: 'Exports', is_major_update: true });

    const second = await secondWorker();
    try {
      // Monday 5 May: the week of April 28 and the month of April both ended.
      const now = '2031-05-05T00:00:10';
      const [a, b] = await Promise.all([
        sendUpdateDigests(app.t.deps, { now: at(now) }),
        sendUpdateDigests(second.deps, { now: at(now) }),
      ]);
      expect(a.mails + b.mails).toBe(emails.length);
      await untilWorkersIdle(app.t);
      for (const email of emails) {
        const received = digestsTo(email);
        expect(received, email).toHaveLength(1);
        expect(received[0]!.text.indexOf('Exports')).toBeLessThan(received[0]!.text.indexOf('Faster search'));
      }
      const keys = await app.t.deps.database.db
        .select({ key: mailOutbox.idempotencyKey })
        .from(mailOutbox)
        .where(like(mailOutbox.toAddress, `race-%`));
      expect(keys).toHaveLength(emails.length);
      expect(await run('2031-05-05T00:05:00')).toBe(0);
    } finally {
      await second.close();
    }
  });
});

/**
 * Another worker on the same database: on PostgreSQL its own connections and job queue (as a
 * second `npm run worker` would have); PGlite is one process's, so there the same handle.
 */
async function secondWorker(): Promise<{ deps: AppDeps; close(): Promise<void> }> {
  if (engine !== 'postgres') return { deps: app.t.deps, close: async () => {} };
  const { rows } = await app.t.deps.database.executeSql(`select current_database() as name`);
  const url = withDatabase(TEST_DATABASE_URL, (rows[0] as { name: string }).name);
  const database: DbHandle = await openDatabase({ engine: 'postgres', url, poolSize: 2 });
  const queue = new JobQueue<AppDeps>(database, pino({ level: 'silent' }), allJobs);
  await queue.start({ workers: false });
  return {
    deps: { ...app.t.deps, database, queue },
    async close() {
      await queue.stop();
      await database.close();
    },
  };
}
