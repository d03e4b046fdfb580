import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriberMessages } from '@shiplog/contract';
import { type SmtpSink, startSmtpSink } from '@shiplog/fakes';
import { nextAddress, outboxTo } from './support';
import {
  confirm,
  confirmTokenIn,
  createAudienceFixture,
  subscribe,
  subscriberRow,
  SUBSCRIBERS_PUBLIC_URL,
  subscribersCount,
} from './support/subscribers';
import type { AudienceFixture } from './support/subscribers';

/** The whole path of a subscriber through real SMTP: subscribe, confirm, count, one-click out. */
describe('subscribing to a project (double opt-in, one-click unsubscribe)', () => {
  let sink: SmtpSink;
  let f: AudienceFixture;
  beforeAll(async () => {
    sink = await startSmtpSink();
    f = await createAudienceFixture({ SMTP_URL: sink.url, MAIL_FROM: 'Shiplog <hello@shiplog.test>' });
    await f.t.deps.queue.start({ workers: true, deps: f.t.deps });
  });
  afterAll(async () => {
    await f?.t.close();
    await sink?.close();
  });

  it('subscribes, confirms through the mailed link, counts, and leaves with one click', async () => {
    const { t, publicId } = f;
    expect(await subscribersCount(t, publicId)).toBe(0);

    const res = await subscribe(t, publicId, {
      email: '  Ada@Example.com ',
      notification_preference: 'major',
      comment_frequency: 'weekly',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      status: 'pending_confirmation',
      message: subscriberMessages.checkInbox,
      token: expect.any(String),
    });
    // Pending: it does not count before the address confirms.
    expect(await subscribersCount(t, publicId)).toBe(0);
    const pending = await subscriberRow(t, publicId, 'ada@example.com');
    expect(pending).toMatchObject({
      notificationPreference: 'major',
      commentFrequency: 'weekly',
      confirmedAt: null,
    });

    const mail = await sink.waitForMail('ada@example.com');
    expect(mail.subject).toBe('Confirm your subscription to Rocket Launch');
    expect(mail.text).toContain('Rocket Launch');
    expect(mail.text).toContain('A mail when a major update or a release is published.');
    expect(mail.text).toContain('A weekly digest of new comments');
    expect(mail.text).toContain('This link works once and expires in 7 days.');
    expect(mail.text).toContain('If you did not ask for this, you can ignore this email');
    expect(mail.html).toContain(`${SUBSCRIBERS_PUBLIC_URL}/subscriptions/confirm?token=`);
    const token = confirmTokenIn(mail.text);

    const confirmed = await confirm(t, token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const body = confirmed.json();
    expect(body).toEqual({
      confirmed: true,
      project: { id: publicId, name: 'Rocket Launch', slug: null },
      manage_token: expect.any(String),
    });
    // The read cache is dropped on confirm: the stat rises at once.
    expect(await subscribersCount(t, publicId)).toBe(1);

    // One click from a mail provider: a foreign Origin, no cookie, a form body, no redirect.
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `/api/subscriptions/unsubscribe?token=${encodeURIComponent(body.manage_token)}`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://mail.provider.example',
        'sec-fetch-site': 'cross-site',
      },
      payload: 'List-Unsubscribe=One-Click',
      remoteAddress: nextAddress(),
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect(oneClick.headers.location).toBeUndefined();
    expect(oneClick.headers['set-cookie']).toBeUndefined();
    expect(oneClick.json()).toEqual({
      success: true,
      status: 'unsubscribed',
      message: subscriberMessages.unsubscribed,
    });
    expect(await subscriberRow(t, publicId, 'ada@example.com')).toBeUndefined();
    expect(await subscribersCount(t, publicId)).toBe(0);

    // A second POST (a provider's retry, a second click) answers the same and changes nothing.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/subscriptions/unsubscribe?token=${encodeURIComponent(body.manage_token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
      remoteAddress: nextAddress(),
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(oneClick.json());
    expect(await subscribersCount(t, publicId)).toBe(0);

    // The link's page says so, and subscribes the address again in one click: same links, confirmed.
    const page = `/api/subscriptions/${encodeURIComponent(body.manage_token)}`;
    const shown = await t.app.inject({ url: page, remoteAddress: nextAddress() });
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ email: 'ada@example.com', unsubscribed: true, confirmed: false });
    const back = await t.app.inject({
      method: 'POST',
      url: `${page}/resubscribe`,
      headers: { origin: SUBSCRIBERS_PUBLIC_URL },
      remoteAddress: nextAddress(),
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ email: 'ada@example.com', unsubscribed: false, confirmed: true });
    expect(await subscribersCount(t, publicId)).toBe(1);
    expect((await t.app.inject({ url: page, remoteAddress: nextAddress() })).json().unsubscribed).toBe(false);
    // And out again, as the next tests expect the list.
    const out = await t.app.inject({
      method: 'DELETE',
      url: page,
      headers: { origin: SUBSCRIBERS_PUBLIC_URL },
      remoteAddress: nextAddress(),
    });
    expect(out.statusCode, out.body).toBe(200);
    expect(await subscribersCount(t, publicId)).toBe(0);

    // A link that never was one is still refused.
    const forged = await t.app.inject({
      method: 'POST',
      url: `/api/subscriptions/unsubscribe?token=${encodeURIComponent(`${body.manage_token.split('.')[0]}.forged`)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
      remoteAddress: nextAddress(),
    });
    expect(forged.statusCode).toBe(404);
    expect(forged.json().error.message).toBe(subscriberMessages.manageLinkInvalid);
  });

  it('keeps the cross-site check on every other write', async () => {
    const res = await f.t.app.inject({
      method: 'POST',
      url: `/api/projects/${f.publicId}/subscribe`,
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      payload: JSON.stringify({ email: 'victim@example.com' }),
      remoteAddress: nextAddress(),
    });
    expect(res.statusCode).toBe(403);
    expect(await subscriberRow(f.t, f.publicId, 'victim@example.com')).toBeUndefined();

    const manage = await f.t.app.inject({
      method: 'DELETE',
      url: '/api/subscriptions/some-id.some-mac-some-mac',
      headers: { origin: 'https://evil.example' },
      remoteAddress: nextAddress(),
    });
    expect(manage.statusCode).toBe(403);
    expect(manage.json().error.message).toBe('Cross-site request refused');
  });

  it('never unsubscribes on a GET of the one-click URL: it leads to the preferences page', async () => {
    const { t, publicId } = f;
    const email = 'grace@example.com';
    await subscribe(t, publicId, { email });
    const mail = await sink.waitForMail(email);
    const { manage_token } = (await confirm(t, confirmTokenIn(mail.text))).json();

    const url = `/api/subscriptions/unsubscribe?token=${encodeURIComponent(manage_token)}`;
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await t.app.inject({ method, url, remoteAddress: nextAddress() });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(
        `${SUBSCRIBERS_PUBLIC_URL}/subscriptions/manage?token=${encodeURIComponent(manage_token)}`,
      );
    }
    expect((await subscriberRow(t, publicId, email))?.confirmedAt).toBeInstanceOf(Date);
    expect(await subscribersCount(t, publicId)).toBe(1);
  });

  it('mails the confirmation again on a second subscribe; only the newest link works, once', async () => {
    const { t, publicId } = f;
    const email = 'linus@example.com';
    await subscribe(t, publicId, { email });
    const first = confirmTokenIn((await sink.waitForMail(email)).text);
    await subscribe(t, publicId, { email, notification_preference: 'major' });
    const second = confirmTokenIn(
      (await sink.waitForMail((m) => m.envelope.to.includes(email) && !m.text.includes(first))).text,
    );
    expect(second).not.toBe(first);
    expect(await outboxTo(t, email, 'subscribe-confirm')).toHaveLength(2);

    const stale = await confirm(t, first);
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error.message).toBe(subscriberMessages.confirmLinkInvalid);

    expect((await confirm(t, second)).statusCode).toBe(200);
    expect((await subscriberRow(t, publicId, email))?.notificationPreference).toBe('major');
    const reused = await confirm(t, second);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.message).toBe(subscriberMessages.confirmLinkInvalid);
  });
});
