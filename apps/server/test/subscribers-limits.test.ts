import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriberMessages } from '@shiplog/contract';
import { MAILS_PER_ADDRESS_PER_HOUR } from '../src/modules/subscribers/address-limits';
import { call, insertProjects, outboxTo } from './support';
import { createAudienceFixture, subscribe, subscribeConfirmed, subscriberRow } from './support/subscribers';
import type { AudienceFixture } from './support/subscribers';

/** Limits per client address (429) and per target address (answered the same, nothing mailed). */
describe('subscriber rate limits', () => {
  let f: AudienceFixture;
  beforeAll(async () => {
    f = await createAudienceFixture();
  });
  afterAll(async () => f?.t.close());

  it('stops one client address after 10 subscribe requests a minute', async () => {
    const { t, publicId } = f;
    const ip = '203.0.113.10';
    for (let i = 0; i < 10; i++) {
      const res = await call(t, 'POST', `/api/projects/${publicId}/subscribe`, {
        ip,
        payload: {
          email: `ip${i}@example.com`,
        },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const limited = await call(t, 'POST', `/api/projects/${publicId}/subscribe`, {
      ip,
      payload: {
        email: 'ip10@example.com',
      },
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(await subscriberRow(t, publicId, 'ip10@example.com')).toBeUndefined();
    // Other addresses are not held up.
    expect((await subscribe(t, publicId, { email: 'ip10@example.com' })).statusCode).toBe(200);

    const unsubscribeIp = '203.0.113.11';
    for (let i = 0; i < 10; i++)
      await call(t, 'POST', `/api/projects/${publicId}/unsubscribe`, {
        ip: unsubscribeIp,
        payload: {
          email: `u${i}@example.com`,
        },
      });
    const stopped = await call(t, 'POST', `/api/projects/${publicId}/unsubscribe`, {
      ip: unsubscribeIp,
      payload: {
        email: 'u10@example.com',
      },
    });
    expect(stopped.statusCode).toBe(429);
  });

  it('mails one address at most 3 times an hour, answering every request the same', async () => {
    const { t, publicId } = f;
    const email = 'flooded@example.com';
    const answers = [];
    for (let i = 0; i < MAILS_PER_ADDRESS_PER_HOUR + 2; i++) {
      const res = await subscribe(t, publicId, { email });
      expect(res.statusCode).toBe(200);
      const { token, ...rest } = res.json();
      expect(token).toEqual(expect.any(String));
      answers.push(rest);
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(await outboxTo(t, email, 'subscribe-confirm')).toHaveLength(MAILS_PER_ADDRESS_PER_HOUR);
    // The project waitlist shares the address's allowance.
    const joined = await call(t, 'POST', `/api/projects/${publicId}/waitlist`, { payload: { email } });
    expect(joined.statusCode).toBe(200);
    expect(await outboxTo(t, email, 'subscribe-confirm')).toHaveLength(MAILS_PER_ADDRESS_PER_HOUR);

    // The last mailed link still confirms: requests past the limit did not replace it.
    const [latest] = await outboxTo(t, email, 'subscribe-confirm');
    const token = decodeURIComponent(latest!.textBody.match(/confirm\?token=([\w%.-]+)/)![1]!);
    const confirmed = await call(t, 'POST', '/api/subscriptions/confirm', { payload: { token } });
    expect(confirmed.statusCode).toBe(200);

    // Another project's list is a separate allowance.
    const [other] = await insertProjects(t, f.owner.userId, [{ name: 'Second Act' }]);
    expect((await subscribe(t, other!.id, { email })).statusCode).toBe(200);
    expect(await outboxTo(t, email, 'subscribe-confirm')).toHaveLength(MAILS_PER_ADDRESS_PER_HOUR + 1);
  });

  it('sends unsubscribe links to one address at most 3 times an hour', async () => {
    const { t, publicId } = f;
    const email = 'linked@example.com';
    await subscribeConfirmed(t, publicId, email);
    // Six minutes apart as far as the mail's dedupe knows: each earlier link is made older.
    for (let i = 0; i < MAILS_PER_ADDRESS_PER_HOUR + 2; i++) {
      const res = await call(t, 'POST', `/api/projects/${publicId}/unsubscribe`, {
        payload: {
          email,
        },
      });
      expect(res.json()).toEqual({
        success: true,
        status: 'link_sent',
        message: subscriberMessages.unsubscribeLinkSent,
      });
      await t.deps.database.executeSql(
        `update mail_outbox set created_at = created_at - interval '11 minutes', idempotency_key = idempotency_key || ':old' where to_address = $1`,
        [email],
      );
    }
    expect(await outboxTo(t, email, 'unsubscribe-link')).toHaveLength(MAILS_PER_ADDRESS_PER_HOUR);
    expect((await subscriberRow(t, publicId, email))?.confirmedAt).toBeInstanceOf(Date);
  });
});
