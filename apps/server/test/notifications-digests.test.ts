import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectSubscribers, updateComments } from '../src/db/schema';
import { sendCommentDigests } from '../src/modules/notifications/comment-digests.service';
import { lastPeriodEnd, periodLabel } from '../src/modules/notifications/digest-periods';
import { createProject, createUpdate, outboxOf, signUpConfirmed, untilWorkersIdle } from './support';
import { addSubscribers, comment, startNotificationsApp } from './support/notifications';
import type { NotificationsApp } from './support/notifications';

let app: NotificationsApp;
const at = (iso: string) => new Date(`${iso}Z`);
// Monday 3 March 2031 starts an ISO week; the comments fall on Tuesday and Wednesday.
const subscribedAt = at('2031-02-01T00:00:00');

beforeAll(async () => {
  app = await startNotificationsApp('digests.test');
  const { t, projectId } = app;
  const ada = await signUpConfirmed(t, 'ada@digests.test');
  const bob = await signUpConfirmed(t, 'bob@digests.test');
  await addSubscribers(t, projectId, [
    { email: 'daily@digests.test', frequency: 'daily', confirmedAt: subscribedAt },
    { email: 'weekly@digests.test', frequency: 'weekly', confirmedAt: subscribedAt },
    // Ada follows with her account's address: her digest leaves out her own comment.
    { email: 'ada@digests.test', frequency: 'daily', confirmedAt: subscribedAt },
    { email: 'pending@digests.test', frequency: 'daily', confirmed: false },
  ]);
  const { id: privateProject } = await createProject(t, app.owner, { is_private: true });
  await addSubscribers(t, privateProject, [
    { email: 'private@digests.test', frequency: 'daily', confirmedAt: subscribedAt },
  ]);

  const { id: updateId } = await createUpdate(app.t, app.owner, app.projectId, {
    type: 'text',
    title: 'Roadmap',
    content: 'What comes next.',
  });
  const { id: privateUpdate } = await createUpdate(app.t, app.owner, privateProject, {
    type: 'text',
    title: 'Hidden',
    content: 'x',
  });
  const when = async (id: string, iso: string) =>
    t.deps.database.db
      .update(updateComments)
      .set({ createdAt: at(iso) })
      .where(eq(updateComments.id, id));
  await when(await comment(app, ada, updateId, 'First <b>thoughts</b>'), '2031-03-04T10:00:00');
  await when(
    await comment(app, bob, updateId, 'Second thoughts:\nfaster.\n\nThanks!'),
    '2031-03-04T15:30:00',
  );
  await when(await comment(app, bob, updateId, 'A day later'), '2031-03-05T09:00:00');
  await when(await comment(app, app.owner, privateUpdate, 'Note to self'), '2031-03-04T12:00:00');
});
afterAll(() => app?.close());

const digestsTo = (to: string) => app.sink.messagesTo(to).filter((m) => m.subject.includes('digest'));
const run = async (iso: string) => {
  const { mails } = await sendCommentDigests(app.t.deps, { now: at(iso) });
  await untilWorkersIdle(app.t);
  return mails;
};

describe('comment digests', () => {
  it('knows UTC days and ISO weeks', () => {
    expect(lastPeriodEnd('daily', at('2031-03-04T23:59:59'))).toEqual(at('2031-03-04T00:00:00'));
    expect(lastPeriodEnd('weekly', at('2031-03-09T23:59:59'))).toEqual(at('2031-03-03T00:00:00'));
    expect(lastPeriodEnd('weekly', at('2031-03-10T00:00:00'))).toEqual(at('2031-03-10T00:00:00'));
    expect(periodLabel('daily', at('2031-03-05T00:00:00'))).toBe('on Tuesday, March 4, 2031');
    expect(periodLabel('weekly', at('2031-03-10T00:00:00'))).toBe('in the week of March 3, 2031');
  });

  it('mails one daily digest per day with comments, none for a day without, never twice', async () => {
    expect(await run('2031-03-04T23:59:00')).toBe(0);
    expect(digestsTo('daily@digests.test')).toEqual([]);

    expect(await run('2031-03-05T00:01:00')).toBe(2);
    const [tuesday] = digestsTo('daily@digests.test');
    expect(tuesday!.subject).toMatch(/^2 new comments on .+ \(daily digest\)$/);
    expect(tuesday!.text).toContain('on Tuesday, March 4, 2031');
    expect(tuesday!.text).toContain('First <b>thoughts</b>');
    expect(tuesday!.html).toContain('First &lt;b&gt;thoughts&lt;/b&gt;');
    // A comment keeps its paragraphs and line breaks in both parts.
    expect(tuesday!.text).toMatch(/> [^\n]+: Second thoughts:\n> faster\.\n>\n> Thanks!/);
    expect(tuesday!.html).toMatch(/Second thoughts:<br>faster\.<\/p><p [^>]*>Thanks!<\/p><\/blockquote>/);
    expect(tuesday!.text).not.toContain('A day later');
    expect(tuesday!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const [adas] = digestsTo('ada@digests.test');
    expect(adas!.subject).toMatch(/^1 new comment on /);
    expect(adas!.text).toContain('Second thoughts');
    expect(adas!.text).not.toContain('First');

    expect(await run('2031-03-05T00:01:00')).toBe(0);
    expect(await run('2031-03-05T18:00:00')).toBe(0);
    expect(digestsTo('daily@digests.test')).toHaveLength(1);

    expect(await run('2031-03-06T00:00:30')).toBe(2);
    expect(digestsTo('daily@digests.test').map((m) => m.subject)).toEqual([
      expect.stringMatching(/^2 new comments/),
      expect.stringMatching(/^1 new comment on /),
    ]);
    expect(digestsTo('daily@digests.test')[1]!.text).toContain('A day later');
    // Wednesday's comment is Bob's, so Ada gets that day's digest too.
    expect(digestsTo('ada@digests.test')).toHaveLength(2);

    for (const quiet of ['pending@digests.test', 'private@digests.test'])
      expect(digestsTo(quiet)).toEqual([]);
    const [daily] = await app.t.deps.database.db
      .select()
      .from(projectSubscribers)
      .where(eq(projectSubscribers.email, 'daily@digests.test'));
    expect(daily!.lastDigestAt).toEqual(at('2031-03-06T00:00:00'));
    const keys = (await outboxOf(app.t, 'comment-digest')).map((r) => r.idempotencyKey);
    expect(keys).toContain(`digest:daily:${daily!.id}:2031-03-05T00:00:00.000Z`);
  });

  it('mails one weekly digest after the ISO week ends, listing the whole week', async () => {
    expect(await run('2031-03-09T23:59:00')).toBe(0);
    expect(digestsTo('weekly@digests.test')).toEqual([]);
    expect(await run('2031-03-10T00:01:00')).toBe(1);
    const [week] = digestsTo('weekly@digests.test');
    expect(week!.subject).toMatch(/^3 new comments on .+ \(weekly digest\)$/);
    expect(week!.text).toContain('in the week of March 3, 2031');
    for (const text of ['First <b>thoughts</b>', 'Second thoughts', 'A day later'])
      expect(week!.text).toContain(text);
    expect(await run('2031-03-10T00:05:00')).toBe(0);
    expect(await run('2031-03-17T00:05:00')).toBe(0);
    expect(digestsTo('weekly@digests.test')).toHaveLength(1);
  });
});
