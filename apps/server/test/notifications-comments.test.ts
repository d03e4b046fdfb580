import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyNewComments } from '../src/modules/notifications/comment-notifications.service';
import {
  call,
  createUpdate,
  MAIL_PUBLIC_URL,
  outboxOf,
  signUpConfirmed,
  until,
  untilWorkersIdle,
} from './support';
import type { SignedIn } from './support';
import { addSubscribers, comment, startNotificationsApp } from './support/notifications';
import type { NotificationsApp } from './support/notifications';

let app: NotificationsApp;
let ada: SignedIn;
let bob: SignedIn;
let updateId: string;
const OWNER = 'owner@comments.test';

beforeAll(async () => {
  app = await startNotificationsApp('comments.test');
  ada = await signUpConfirmed(app.t, 'ada@comments.test');
  bob = await signUpConfirmed(app.t, 'bob@comments.test');
  await addSubscribers(app.t, app.projectId, [
    { email: 'instant@comments.test', frequency: 'instant' },
    { email: 'ada@comments.test', frequency: 'instant' },
    { email: 'daily@comments.test', frequency: 'daily' },
    { email: 'weekly@comments.test', frequency: 'weekly' },
    { email: 'pending@comments.test', frequency: 'instant', confirmed: false },
  ]);
  ({ id: updateId } = await createUpdate(app.t, app.owner, app.projectId, {
    type: 'text',
    title: 'Dark mode',
    content: 'It is here.',
  }));
  await until(() => app.sink.messagesTo('instant@comments.test').length === 1);
});
afterAll(() => app?.close());

const commentMails = (to: string) => app.sink.messagesTo(to).filter((m) => /comment/i.test(m.subject));
const settings = (as: SignedIn, method: 'GET' | 'PUT' = 'GET', payload?: unknown) =>
  call(app.t, method, '/api/account/notifications', { as, ...(payload === undefined ? {} : { payload }) });

describe('comment notifications', () => {
  it('mails instant subscribers and the owner once per comment, never the commenter', async () => {
    await comment(app, bob, updateId, 'Love it <script>alert(1)</script>');
    await until(() => commentMails('instant@comments.test').length === 1 && commentMails(OWNER).length === 1);
    await comment(app, ada, updateId, 'Same here!');
    await until(() => commentMails('instant@comments.test').length === 2 && commentMails(OWNER).length === 2);
    await untilWorkersIdle(app.t);

    // Ada follows the project with her account's address: she hears of Bob's comment, not her own.
    expect(commentMails('ada@comments.test').map((m) => m.text)).toEqual([
      expect.stringContaining('Love it'),
    ]);
    for (const quiet of [
      'daily@comments.test',
      'weekly@comments.test',
      'pending@comments.test',
      'bob@comments.test',
    ]) {
      expect(commentMails(quiet), quiet).toEqual([]);
    }

    const [first] = commentMails('instant@comments.test');
    expect(first!.subject).toMatch(/^New comment on “Dark mode” \(/);
    expect(first!.text).toContain('Love it <script>alert(1)</script>');
    expect(first!.html).toContain('Love it &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(first!.html).not.toContain('<script>');
    expect(first!.text).toContain(`${MAIL_PUBLIC_URL}/projects/${app.projectId}/updates/${updateId}`);
    expect(first!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(first!.headers['list-unsubscribe']).toMatch(
      /^<https:\/\/shiplog\.test\/api\/subscriptions\/unsubscribe\?token=[^>]+>$/,
    );
    // Commenters are named, never shown by address.
    expect(first!.text).not.toContain('bob@comments.test');

    const owner = commentMails(OWNER);
    expect(owner.map((m) => m.subject).sort()).toEqual([
      expect.stringMatching(/commented on “Dark mode”$/),
      expect.stringMatching(/commented on “Dark mode”$/),
    ]);
    expect(owner[0]!.text).toContain(`${MAIL_PUBLIC_URL}/settings#notifications`);
    // Mail to the owner is not list mail.
    expect(owner[0]!.headers['list-unsubscribe']).toBeUndefined();

    // A later sweep finds nothing left to do.
    expect(await notifyNewComments(app.t.deps)).toEqual({ claimed: 0, mails: 0 });
    const keys = (await outboxOf(app.t, 'comment-posted')).map((r) => r.idempotencyKey);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.every((k) => /^comment:[\w-]+:[\w-]+$/.test(k!))).toBe(true);
  });

  it("keeps a comment's paragraphs and line breaks in both parts of its mails", async () => {
    const before = commentMails('instant@comments.test').length;
    const owned = commentMails(OWNER).length;
    await comment(app, bob, updateId, 'Tried it twice.\nWorks on the phone too.\n\n— Bob\nSource: #23');
    await until(
      () =>
        commentMails('instant@comments.test').length === before + 1 &&
        commentMails(OWNER).length === owned + 1,
    );
    for (const mail of [commentMails('instant@comments.test')[before]!, commentMails(OWNER)[owned]!]) {
      expect(mail.text).toContain('> Tried it twice.\n> Works on the phone too.\n>\n> — Bob\n> Source: #23');
      const quote = /<blockquote[^>]*>(.*?)<\/blockquote>/.exec(mail.html)![1]!;
      expect(quote.replace(/<p [^>]*>/g, '<p>')).toBe(
        '<p>Tried it twice.<br>Works on the phone too.</p><p>— Bob<br>Source: #23</p>',
      );
    }
  });

  it('lets the owner switch their comment mails off and on, and never mails them their own', async () => {
    expect((await settings(app.owner)).json()).toEqual({ comment_mails: true });
    const off = await settings(app.owner, 'PUT', { comment_mails: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ comment_mails: false });
    expect((await settings(app.owner)).json()).toEqual({ comment_mails: false });
    // Someone else's setting is their own.
    expect((await settings(ada)).json()).toEqual({ comment_mails: true });

    const before = {
      owner: commentMails(OWNER).length,
      instant: commentMails('instant@comments.test').length,
    };
    await comment(app, bob, updateId, 'While you were away');
    await until(() => commentMails('instant@comments.test').length === before.instant + 1);
    await comment(app, app.owner, updateId, 'Thanks, all!');
    await until(() => commentMails('instant@comments.test').length === before.instant + 2);
    expect((await settings(app.owner, 'PUT', { comment_mails: true })).json()).toEqual({
      comment_mails: true,
    });
    await comment(app, bob, updateId, 'Back on');
    await until(() => commentMails(OWNER).length === before.owner + 1);
    await untilWorkersIdle(app.t);
    expect(commentMails(OWNER).map((m) => m.text)).toEqual([
      ...commentMails(OWNER)
        .slice(0, before.owner)
        .map((m) => m.text),
      expect.stringContaining('Back on'),
    ]);
  });

  it('answers only the signed-in user, and refuses bad settings without changing them', async () => {
    const anonymous = await call(app.t, 'GET', '/api/account/notifications');
    expect(anonymous.statusCode).toBe(401);
    const anonymousPut = await call(app.t, 'PUT', '/api/account/notifications', {
      payload: { comment_mails: false },
    });
    expect(anonymousPut.statusCode).toBe(401);
    for (const payload of [{ comment_mails: 'no' }, {}, { comment_mails: false, digest: true }]) {
      const res = await settings(bob, 'PUT', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBeTruthy();
    }
    expect((await settings(bob)).json()).toEqual({ comment_mails: true });
  });
});
