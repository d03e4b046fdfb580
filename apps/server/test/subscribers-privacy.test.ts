import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectMessages, subscriberMessages } from '@shiplog/contract';
import { call, outboxTo } from './support';
import {
  confirm,
  createAudienceFixture,
  latestConfirmToken,
  manageTokenIn,
  subscribe,
  subscribeConfirmed,
  subscriberRow,
  subscribersCount,
} from './support/subscribers';
import type { AudienceFixture } from './support/subscribers';

/** Nobody learns or changes someone else's subscription by knowing their address. */
describe('subscriber privacy', () => {
  let f: AudienceFixture;
  beforeAll(async () => {
    f = await createAudienceFixture();
  });
  afterAll(async () => f?.t.close());

  const withoutToken = (body: Record<string, unknown>) => {
    const { token, ...rest } = body;
    expect(token).toEqual(expect.any(String));
    return rest;
  };

  it('answers subscribe the same for new, pending and confirmed addresses', async () => {
    const { t, publicId } = f;
    await subscribeConfirmed(t, publicId, 'confirmed@example.com');
    await subscribe(t, publicId, { email: 'pending@example.com' });
    const confirmedRow = await subscriberRow(t, publicId, 'confirmed@example.com');

    const answers = await Promise.all(
      ['new@example.com', 'pending@example.com', 'confirmed@example.com'].map((email) =>
        subscribe(t, publicId, { email, notification_preference: 'major', comment_frequency: 'daily' }),
      ),
    );
    const bodies = answers.map((r) => {
      expect(r.statusCode).toBe(200);
      return withoutToken(r.json());
    });
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
    expect(new Set(answers.map((r) => r.json().token)).size).toBe(3);
    expect(answers.map((r) => Object.keys(r.headers).sort())).toEqual([
      Object.keys(answers[0]!.headers).sort(),
      Object.keys(answers[0]!.headers).sort(),
      Object.keys(answers[0]!.headers).sort(),
    ]);

    // The confirmed subscription is untouched: choices kept, no new confirmation mail.
    expect(await subscriberRow(t, publicId, 'confirmed@example.com')).toEqual(confirmedRow);
    expect(await outboxTo(t, 'confirmed@example.com', 'subscribe-confirm')).toHaveLength(1);
    expect(await outboxTo(t, 'pending@example.com', 'subscribe-confirm')).toHaveLength(2);
    expect(await subscriberRow(t, publicId, 'pending@example.com')).toMatchObject({
      notificationPreference: 'major',
      commentFrequency: 'daily',
    });
  });

  it('lets the page undo its own pending request with the token it got', async () => {
    const { t, publicId } = f;
    const res = await subscribe(t, publicId, { email: 'oops@example.com' });
    const undo = await call(t, 'POST', `/api/projects/${publicId}/unsubscribe`, {
      payload: { email: 'oops@example.com', token: res.json().token },
    });
    expect(undo.statusCode).toBe(200);
    expect(undo.json()).toEqual({
      success: true,
      status: 'unsubscribed',
      message: subscriberMessages.unsubscribed,
    });
    expect(await subscriberRow(t, publicId, 'oops@example.com')).toBeUndefined();
    expect(await outboxTo(t, 'oops@example.com', 'unsubscribe-link')).toHaveLength(0);
  });

  it('does not let a third party unsubscribe an address by email or by a token of their own', async () => {
    const { t, publicId } = f;
    const victim = 'victim@example.com';
    await subscribeConfirmed(t, publicId, victim);
    const before = await subscribersCount(t, publicId);

    // By email alone: a link goes to the address; the subscription stays.
    const byEmail = await call(t, 'POST', `/api/projects/${publicId}/unsubscribe`, {
      payload: { email: victim },
    });
    expect(byEmail.statusCode).toBe(200);
    const linkSent = { success: true, status: 'link_sent', message: subscriberMessages.unsubscribeLinkSent };
    expect(byEmail.json()).toEqual(linkSent);
    // With a request token the attacker got by subscribing the same address themselves.
    const own = await subscribe(t, publicId, { email: victim });
    const withToken = await call(t, 'POST', `/api/projects/${publicId}/unsubscribe`, {
      payload: { email: victim, token: own.json().token },
    });
    expect(withToken.json()).toEqual(linkSent);
    // With another subscriber's valid manage token.
    const other = await subscribeConfirmed(t, publicId, 'attacker@example.com');
    const foreign = await call(t, 'DELETE', `/api/projects/${publicId}/waitlist`, {
      payload: { email: victim, token: other.manageToken },
    });
    expect(foreign.json()).toEqual(linkSent);

    expect((await subscriberRow(t, publicId, victim))?.confirmedAt).toBeInstanceOf(Date);
    expect(await subscribersCount(t, publicId)).toBe(before + 1);

    // The address holder gets one link (repeats within minutes are one mail) and can use it.
    const links = await outboxTo(t, victim, 'unsubscribe-link');
    expect(links).toHaveLength(1);
    expect(links[0]!.subject).toBe('Unsubscribe from Rocket Launch');
    const manage = manageTokenIn(links[0]!.textBody);
    const gone = await call(t, 'DELETE', `/api/subscriptions/${encodeURIComponent(manage)}`);
    expect(gone.statusCode).toBe(200);
    expect(await subscriberRow(t, publicId, victim)).toBeUndefined();
  });

  it('answers "link sent" for an address that is not on the list, mailing nobody', async () => {
    const { t, publicId } = f;
    const res = await call(t, 'POST', `/api/projects/${publicId}/unsubscribe`, {
      payload: { email: 'nobody@example.com' },
    });
    expect(res.json()).toEqual({
      success: true,
      status: 'link_sent',
      message: subscriberMessages.unsubscribeLinkSent,
    });
    expect(await outboxTo(t, 'nobody@example.com', 'unsubscribe-link')).toHaveLength(0);
  });

  it('is no enumeration oracle: check says false to strangers, the truth to the owner and token holders', async () => {
    const { t, publicId, owner, stranger } = f;
    const email = 'member@example.com';
    const { manageToken } = await subscribeConfirmed(t, publicId, email);
    const check = (address: string, headers: Record<string, string> = {}, token?: string) =>
      call(
        t,
        'GET',
        `/api/projects/${publicId}/waitlist/check?email=${encodeURIComponent(address)}${token ? `&token=${encodeURIComponent(token)}` : ''}`,
        { headers },
      );

    for (const address of [email, 'absent@example.com']) {
      expect((await check(address)).json()).toEqual({ subscribed: false });
      expect((await check(address, stranger.bearer)).json()).toEqual({ subscribed: false });
      expect((await check(address, {}, 'x'.repeat(43))).json()).toEqual({ subscribed: false });
      expect(
        (
          await check(
            address,
            {},
            manageToken.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
          )
        ).json(),
      ).toEqual({
        subscribed: false,
      });
    }
    expect((await check(email, owner.bearer)).json()).toEqual({ subscribed: true });
    expect((await check('absent@example.com', owner.bearer)).json()).toEqual({ subscribed: false });
    expect((await check(email, {}, manageToken)).json()).toEqual({ subscribed: true });
    // A manage token speaks for its own address only.
    expect((await check('absent@example.com', {}, manageToken)).json()).toEqual({ subscribed: false });

    // The page's own request token, while its request is pending.
    const pending = await call(t, 'POST', `/api/projects/${publicId}/waitlist`, {
      payload: { email: 'joiner@example.com' },
    });
    expect((await check('joiner@example.com', {}, pending.json().token)).json()).toEqual({
      subscribed: true,
    });
  });

  it('hides private projects (404) from everyone but their owner', async () => {
    const { t, privateId, owner, stranger } = f;
    for (const headers of [{}, stranger.bearer]) {
      for (const [method, url, payload] of [
        ['POST', `/api/projects/${privateId}/subscribe`, { email: 'a@example.com' }],
        ['POST', `/api/projects/${privateId}/unsubscribe`, { email: 'a@example.com' }],
        ['POST', `/api/projects/${privateId}/waitlist`, { email: 'a@example.com' }],
        ['GET', `/api/projects/${privateId}/waitlist/check?email=a%40example.com`, undefined],
        ['DELETE', `/api/projects/${privateId}/waitlist`, { email: 'a@example.com' }],
        ['POST', '/api/projects/no-such-project/subscribe', { email: 'a@example.com' }],
      ] as const) {
        const res = await call(t, method, url, { payload, headers });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json().error.message).toBe(projectMessages.notFound);
      }
    }
    expect(await outboxTo(t, 'a@example.com', 'subscribe-confirm')).toHaveLength(0);
    // The owner sees their private project: subscribing to it works for them.
    const own = await call(t, 'POST', `/api/projects/${privateId}/subscribe`, {
      payload: { email: 'owner-alias@example.com' },
      headers: owner.bearer,
    });
    expect(own.statusCode).toBe(200);
  });

  it('rejects bad input word for word and changes nothing', async () => {
    const { t, publicId } = f;
    for (const email of [
      '',
      'not-an-email',
      'a@b',
      'a b@example.com',
      'x@example.com\r\nBcc: all@example.com',
      'y@example.com\nSubject: hi',
      42,
      null,
      `${'a'.repeat(250)}@example.com`,
    ]) {
      for (const url of [
        `/api/projects/${publicId}/subscribe`,
        `/api/projects/${publicId}/waitlist`,
        `/api/projects/${publicId}/unsubscribe`,
      ]) {
        const res = await call(t, 'POST', url, { payload: { email } });
        expect(res.statusCode, `${url} ${String(email)}`).toBe(400);
        expect(res.json().error.issues[0]).toEqual({
          path: 'email',
          message: subscriberMessages.invalidEmail,
        });
      }
    }
    const missing = await call(t, 'POST', `/api/projects/${publicId}/subscribe`, { payload: {} });
    expect(missing.json().error.issues[0]).toEqual({
      path: 'email',
      message: subscriberMessages.invalidEmail,
    });
    const badChoice = await call(t, 'POST', `/api/projects/${publicId}/subscribe`, {
      payload: { email: 'ok@example.com', notification_preference: 'some', comment_frequency: 'hourly' },
    });
    expect(badChoice.statusCode).toBe(400);
    expect(
      badChoice
        .json()
        .error.issues.map((i: { path: string }) => i.path)
        .sort(),
    ).toEqual(['comment_frequency', 'notification_preference']);
    const rows = await t.deps.database.executeSql(
      `select count(*)::int as n from project_subscribers where email like '%x@example.com%' or email like '%y@example.com%' or email = 'ok@example.com'`,
    );
    expect(rows.rows[0]).toEqual({ n: 0 });
    const mails = await t.deps.database.executeSql(
      `select count(*)::int as n from mail_outbox where to_address ~ '[\\r\\n]' or subject ~ '[\\r\\n]'`,
    );
    expect(mails.rows[0]).toEqual({ n: 0 });
  });

  it('expires the confirmation link after its 7 days', async () => {
    const { t, publicId } = f;
    const email = 'late@example.com';
    await subscribe(t, publicId, { email });
    const token = await latestConfirmToken(t, email);
    const row = await subscriberRow(t, publicId, email);
    const ttl = row!.confirmExpiresAt!.getTime() - row!.subscribedAt.getTime();
    expect(Math.abs(ttl - 7 * 24 * 60 * 60_000)).toBeLessThan(60_000);

    await t.deps.database.executeSql(
      `update project_subscribers set confirm_expires_at = now() - interval '1 second' where email = $1`,
      [email],
    );
    const res = await confirm(t, token);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(subscriberMessages.confirmLinkInvalid);
    expect((await subscriberRow(t, publicId, email))?.confirmedAt).toBeNull();
    for (const bad of ['x'.repeat(43), 'short']) {
      const unknown = await confirm(t, bad);
      expect(unknown.statusCode).toBe(400);
    }
  });
});
