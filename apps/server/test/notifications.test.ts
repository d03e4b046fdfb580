import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, projects, updates } from '../src/db/schema';
import { sendMailJob } from '../src/jobs/send-mail.job';
import { verifyManageToken } from '../src/modules/subscribers/subscriber-links';
import { notifyPublishedUpdates } from '../src/modules/notifications/update-fanout.service';
import {
  call,
  createProject,
  createUpdate,
  MAIL_PUBLIC_URL,
  outboxOf,
  textUpdate,
  until,
  untilWorkersIdle,
} from './support';
import { addSubscribers, notificationsApp } from './support/notifications';

const app = notificationsApp('fanout.test');

const SECRET = 'test-secret-test-secret-test-secret-123';
const hour = 3_600_000;

describe('update notifications', () => {
  it('mails confirmed subscribers by preference, once each, as list mail with both parts', async () => {
    const { t, sink, projectId } = app;
    const [all, major] = await addSubscribers(t, projectId, [
      { email: 'all@fanout.test', preference: 'all' },
      { email: 'major@fanout.test', preference: 'major' },
      { email: 'pending@fanout.test', confirmed: false },
    ]);
    const { id: otherProject } = await createProject(t, app.owner, { is_private: false });
    await addSubscribers(t, otherProject, [{ email: 'elsewhere@fanout.test' }]);

    const { id: textId } = await createUpdate(app.t, app.owner, app.projectId, {
      type: 'text',
      title: 'Faster <builds> & "tests"',
      content: 'We made the **build** [twice as fast](https://example.com).\n\nMore soon.',
    });
    const mail = await sink.waitForMail('all@fanout.test');
    await createUpdate(app.t, app.owner, app.projectId, {
      type: 'release',
      title: 'Version 2.0',
      content: 'The big one.',
    });
    await createUpdate(app.t, app.owner, app.projectId, {
      type: 'text',
      title: 'Big news',
      content: 'Major.',
      is_major_update: true,
    });
    await until(() => sink.messagesTo('major@fanout.test').length === 2);
    await until(() => sink.messagesTo('all@fanout.test').length === 3);
    await untilWorkersIdle(t);

    const [{ name }] = (await t.deps.database.db
      .select({ name: projects.name })
      .from(projects)
      .where(eq(projects.id, projectId))) as [{ name: string }];
    const subjects = (to: string) =>
      sink
        .messagesTo(to)
        .map((m) => m.subject)
        .sort();
    expect(subjects('all@fanout.test')).toEqual(
      [
        `${name}: Faster <builds> & "tests"`,
        `${name} major update: Big news`,
        `${name} release: Version 2.0`,
      ].sort(),
    );
    expect(subjects('major@fanout.test')).toEqual(
      [`${name} major update: Big news`, `${name} release: Version 2.0`].sort(),
    );
    expect(sink.messagesTo('pending@fanout.test')).toEqual([]);
    expect(sink.messagesTo('elsewhere@fanout.test')).toEqual([]);
    expect(sink.messages).toHaveLength(5);

    // Bodies: the title escaped in HTML, the excerpt as plain text, the button to the update.
    const updateUrl = `${MAIL_PUBLIC_URL}/projects/${projectId}/updates/${textId}`;
    expect(mail.text).toContain('Faster <builds> & "tests"');
    // The excerpt keeps its paragraphs in both parts.
    expect(mail.text).toContain('> We made the build twice as fast.\n>\n> More soon.');
    expect(mail.html).toMatch(
      />We made the build twice as fast\.<\/p><p [^>]*>More soon\.<\/p><\/blockquote>/,
    );
    expect(mail.text).toContain(updateUrl);
    expect(mail.html).toContain('Faster &lt;builds&gt; &amp; &quot;tests&quot;');
    expect(mail.html).not.toContain('<builds>');
    expect(mail.html).toContain(`href="${updateUrl}"`);

    // RFC 8058: exactly one http(s) URL, one-click POST; the token is the subscriber's signed one.
    const header = (name: string) => mail.headerList.filter((h) => h.key === name).map((h) => h.value);
    expect(header('list-unsubscribe-post')).toEqual(['List-Unsubscribe=One-Click']);
    const [listUnsubscribe] = header('list-unsubscribe');
    const urls = [...listUnsubscribe!.matchAll(/<([^>]+)>/g)].map((m) => m[1]!);
    expect(urls).toHaveLength(1);
    const oneClick = new URL(urls[0]!);
    expect(`${oneClick.origin}${oneClick.pathname}`).toBe(`${MAIL_PUBLIC_URL}/api/subscriptions/unsubscribe`);
    const token = oneClick.searchParams.get('token')!;
    expect(verifyManageToken(SECRET, token, all!)).toBe(true);
    expect(verifyManageToken(SECRET, token, major!)).toBe(false);
    // The footer links to the preferences page with the same token.
    expect(mail.text).toContain(`${MAIL_PUBLIC_URL}/subscriptions/manage?token=${encodeURIComponent(token)}`);
    expect(mail.text).toBeTruthy();
    expect(mail.html).toMatch(/^<!doctype html>/);

    // A stable Message-ID: derived from the outbox row.
    const [row] = await t.deps.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.idempotencyKey, `update:${textId}:${all!.id}`));
    expect(mail.messageId).toBe(`<${row!.id}@shiplog.test>`);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, template: 'update-published' });
  });

  it('mails a scheduled update only once its time has come', async () => {
    const { t, sink } = app;
    const { id: projectId } = await createProject(t, app.owner, { is_private: false });
    await addSubscribers(t, projectId, [{ email: 'waiting@fanout.test' }]);
    const later = new Date(Date.now() + 3 * hour);
    const { id } = await createUpdate(app.t, app.owner, projectId, {
      type: 'text',
      title: 'Tomorrow',
      content: 'Soon.',
      published_at: later.toISOString(),
    });

    expect(await notifyPublishedUpdates(t.deps, { now: new Date(later.getTime() - 60_000) })).toMatchObject({
      claimed: 0,
    });
    await untilWorkersIdle(t);
    expect(sink.messagesTo('waiting@fanout.test')).toEqual([]);

    const due = await notifyPublishedUpdates(t.deps, { now: new Date(later.getTime() + 1_000) });
    expect(due).toEqual({ claimed: 1, mails: 1 });
    const mail = await sink.waitForMail('waiting@fanout.test');
    expect(mail.subject).toMatch(/: Tomorrow$/);
    const [row] = await t.deps.database.db.select().from(updates).where(eq(updates.id, id));
    expect(row!.notifiedAt).toEqual(new Date(later.getTime() + 1_000));
  });

  it('marks updates of private projects notified without mailing anyone', async () => {
    const { t, sink } = app;
    const { id: projectId } = await createProject(t, app.owner, { is_private: true });
    await addSubscribers(t, projectId, [{ email: 'private@fanout.test' }]);
    const { id } = await createUpdate(app.t, app.owner, projectId, {
      type: 'release',
      title: 'Secret',
      content: 'Hush.',
    });

    await until(async () => {
      const [row] = await t.deps.database.db.select().from(updates).where(eq(updates.id, id));
      return row!.notifiedAt !== null;
    });
    await untilWorkersIdle(t);
    expect(sink.messagesTo('private@fanout.test')).toEqual([]);
    expect(
      (await outboxOf(t, 'update-published')).filter((r) => r.toAddress === 'private@fanout.test'),
    ).toEqual([]);
  });

  it('never mails twice: a repeated sweep, a reset update, a duplicate job, two sweeps at once', async () => {
    const { t, sink } = app;
    const { id: projectId } = await createProject(t, app.owner, { is_private: false });
    await addSubscribers(t, projectId, [{ email: 'once-a@fanout.test' }, { email: 'once-b@fanout.test' }]);
    // Three updates scheduled an hour ahead, swept by two workers at once with the clock there.
    const at = new Date(Date.now() + hour);
    for (const title of ['One', 'Two', 'Three']) {
      await createUpdate(app.t, app.owner, projectId, {
        type: 'text',
        title,
        content: title,
        published_at: at.toISOString(),
      });
    }
    const now = new Date(at.getTime() + 1_000);
    const [first, second] = await Promise.all([
      notifyPublishedUpdates(t.deps, { now }),
      notifyPublishedUpdates(t.deps, { now }),
    ]);
    expect(first!.claimed + second!.claimed).toBe(3);
    expect(first!.mails + second!.mails).toBe(6);
    await until(
      () =>
        sink.messagesTo('once-a@fanout.test').length === 3 &&
        sink.messagesTo('once-b@fanout.test').length === 3,
    );

    expect(await notifyPublishedUpdates(t.deps, { now })).toEqual({ claimed: 0, mails: 0 });
    // Even an update marked un-notified again finds its mails recorded under their keys.
    await t.deps.database.db
      .update(updates)
      .set({ notifiedAt: null })
      .where(eq(updates.projectId, projectId));
    expect(await notifyPublishedUpdates(t.deps, { now })).toEqual({ claimed: 3, mails: 0 });
    // A duplicated delivery job finds its mail sent.
    const rows = (await outboxOf(t, 'update-published')).filter((r) => r.toAddress === 'once-a@fanout.test');
    expect(rows).toHaveLength(3);
    await t.deps.queue.send(sendMailJob, { outboxId: rows[0]!.id });
    await until(() =>
      t.logs.some((l) => l.msg === 'mail already sent or being sent; skipped' && l.outboxId === rows[0]!.id),
    );
    await untilWorkersIdle(t);
    expect(sink.messagesTo('once-a@fanout.test')).toHaveLength(3);
    expect(sink.messagesTo('once-b@fanout.test')).toHaveLength(3);
  });

  it('keeps names and titles with line breaks out of the headers', async () => {
    const { t, sink } = app;
    const { id: projectId } = await createProject(t, app.owner, { is_private: false });
    await t.deps.database.db
      .update(projects)
      .set({ name: sql`'Evil' || chr(13) || chr(10) || 'Bcc: victim@evil.test'` })
      .where(eq(projects.id, projectId));
    await addSubscribers(t, projectId, [{ email: 'header@fanout.test' }]);
    await t.deps.database.db.insert(updates).values({
      projectId,
      type: 'text',
      title: 'Line\r\nX-Injected: yes',
      content: 'Body',
    });
    // The clock a second on: the database keeps microseconds, a JavaScript date only milliseconds.
    await notifyPublishedUpdates(t.deps, { now: new Date(Date.now() + 1_000) });
    const mail = await sink.waitForMail('header@fanout.test');
    expect(mail.subject).toBe('Evil Bcc: victim@evil.test: Line X-Injected: yes');
    expect(mail.headers['bcc']).toBeUndefined();
    expect(mail.headers['x-injected']).toBeUndefined();
    expect(mail.envelope.to).toEqual(['header@fanout.test']);
    const head = mail.raw.slice(0, mail.raw.search(/\r?\n\r?\n/));
    expect(head).not.toMatch(/^(Bcc|X-Injected):/im);
    expect(head).toMatch(/^Subject: /m);
  });

  it("links to the update at the project's short address when it has one", async () => {
    const { t, sink } = app;
    const { id: projectId } = await createProject(t, app.owner, { is_private: false });
    const put = await call(t, 'PUT', `/api/projects/${projectId}`, {
      as: app.owner,
      payload: { slug: 'fanout-lamp' },
    });
    expect(put.statusCode, put.body).toBe(200);
    await addSubscribers(t, projectId, [{ email: 'short@fanout.test' }]);
    const { id } = await createUpdate(t, app.owner, projectId, textUpdate('Dimmer shipped'));
    const mail = await sink.waitForMail('short@fanout.test');
    expect(mail.text).toContain(`${MAIL_PUBLIC_URL}/p/fanout-lamp/updates/${id}`);
    expect(mail.html).toContain(`href="${MAIL_PUBLIC_URL}/p/fanout-lamp/updates/${id}"`);
    expect(mail.text).not.toContain(`/projects/${projectId}/updates/`);
  });
});
