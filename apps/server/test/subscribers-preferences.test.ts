import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriberMessages } from '@shiplog/contract';
import { createManageToken } from '../src/modules/subscribers/subscriber-links';
import { call } from './support';
import {
  createAudienceFixture,
  subscribe,
  subscribeConfirmed,
  subscriberRow,
  subscribersCount,
} from './support/subscribers';
import type { AudienceFixture } from './support/subscribers';

/** The preferences page every mail links to: read, change, unsubscribe by the signed token alone. */
describe('subscription preferences page', () => {
  let f: AudienceFixture;
  beforeAll(async () => {
    f = await createAudienceFixture();
  });
  afterAll(async () => f?.t.close());

  const page = (token: string) => `/api/subscriptions/${encodeURIComponent(token)}`;

  it('shows, changes and ends a subscription with its manage token', async () => {
    const { t, publicId } = f;
    const { manageToken } = await subscribeConfirmed(t, publicId, 'reader@example.com');

    const shown = await call(t, 'GET', page(manageToken));
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('no-store');
    expect(shown.json()).toEqual({
      project: { id: publicId, name: 'Rocket Launch', slug: null },
      email: 'reader@example.com',
      notification_preference: 'all',
      comment_frequency: 'instant',
      update_frequency: 'instant',
      confirmed: true,
      source: 'subscribe',
      unsubscribed: false,
    });

    const changed = await call(t, 'PUT', page(manageToken), {
      payload: { notification_preference: 'major', comment_frequency: 'daily' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({
      success: true,
      message: subscriberMessages.preferencesSaved,
      notification_preference: 'major',
      comment_frequency: 'daily',
      update_frequency: 'instant',
    });
    expect((await call(t, 'GET', page(manageToken))).json()).toMatchObject({
      notification_preference: 'major',
      comment_frequency: 'daily',
    });

    // Leaving instant update mail: the first digest starts now (what came before was mailed).
    const switchedAt = Date.now();
    const weekly = await call(t, 'PUT', page(manageToken), {
      payload: { notification_preference: 'major', comment_frequency: 'daily', update_frequency: 'weekly' },
    });
    expect(weekly.json()).toMatchObject({ update_frequency: 'weekly' });
    expect((await call(t, 'GET', page(manageToken))).json()).toMatchObject({ update_frequency: 'weekly' });
    const switched = await subscriberRow(t, publicId, 'reader@example.com');
    expect(switched!.lastUpdateDigestAt!.getTime()).toBeGreaterThanOrEqual(switchedAt - 1);
    // From one digest to another, the digest goes on from where it stood.
    await call(t, 'PUT', page(manageToken), {
      payload: { notification_preference: 'major', comment_frequency: 'daily', update_frequency: 'monthly' },
    });
    const monthly = await subscriberRow(t, publicId, 'reader@example.com');
    expect(monthly!.updateFrequency).toBe('monthly');
    expect(monthly!.lastUpdateDigestAt).toEqual(switched!.lastUpdateDigestAt);

    const bad = await call(t, 'PUT', page(manageToken), {
      payload: { notification_preference: 'everything', comment_frequency: 'daily' },
    });
    expect(bad.statusCode).toBe(400);
    expect((await subscriberRow(t, publicId, 'reader@example.com'))?.notificationPreference).toBe('major');

    const before = await subscribersCount(t, publicId);
    const gone = await call(t, 'DELETE', page(manageToken));
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toEqual({
      success: true,
      status: 'unsubscribed',
      message: subscriberMessages.unsubscribed,
    });
    expect(await subscribersCount(t, publicId)).toBe(before - 1);
    // The link now says the address is unsubscribed; unsubscribing again answers the same.
    const after = await call(t, 'GET', page(manageToken));
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ unsubscribed: true, confirmed: false });
    const twice = await call(t, 'DELETE', page(manageToken));
    expect(twice.statusCode).toBe(200);
    expect(twice.json()).toEqual(gone.json());
    expect(await subscribersCount(t, publicId)).toBe(before - 1);
    // Its choices cannot be changed while it is unsubscribed.
    const change = await call(t, 'PUT', page(manageToken), {
      payload: { notification_preference: 'major', comment_frequency: 'daily' },
    });
    expect(change.statusCode).toBe(404);
  });

  it('answers 404 with the same message to any token that is not a valid link', async () => {
    const { t, publicId } = f;
    const { manageToken } = await subscribeConfirmed(t, publicId, 'keeper@example.com');
    const row = (await subscriberRow(t, publicId, 'keeper@example.com'))!;
    const id = row.id;
    const tampered = manageToken.slice(0, -2) + (manageToken.endsWith('AA') ? 'BB' : 'AA');
    const forged = createManageToken('another-secret-another-secret-123456', row);
    const saltless = createManageToken(t.deps.secret, { id, linkSalt: 'other-salt' });
    for (const token of [
      tampered,
      forged,
      saltless,
      `${id}.`,
      `no-such-id.${'a'.repeat(43)}`,
      'x'.repeat(40),
    ]) {
      for (const [method, payload] of [
        ['GET', undefined],
        ['PUT', { notification_preference: 'major', comment_frequency: 'weekly' }],
        ['DELETE', undefined],
      ] as const) {
        const res = await call(t, method, page(token), { payload });
        expect(res.statusCode, `${method} ${token}`).toBe(404);
        expect(res.json().error.message).toBe(subscriberMessages.manageLinkInvalid);
      }
    }
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `/api/subscriptions/unsubscribe?token=${encodeURIComponent(forged)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(404);
    expect(await subscriberRow(t, publicId, 'keeper@example.com')).toEqual(row);
  });

  it('shows a pending entry as unconfirmed; its links work before confirmation too', async () => {
    const { t, publicId } = f;
    await subscribe(t, publicId, { email: 'waiting@example.com', comment_frequency: 'weekly' });
    const row = (await subscriberRow(t, publicId, 'waiting@example.com'))!;
    const token = createManageToken(t.deps.secret, row);
    expect((await call(t, 'GET', page(token))).json()).toMatchObject({
      confirmed: false,
      comment_frequency: 'weekly',
    });
  });

  it('takes the one-click POST in every body form mail providers use', async () => {
    const { t, publicId } = f;
    const bodies = [
      { 'content-type': 'application/x-www-form-urlencoded', payload: 'List-Unsubscribe=One-Click' },
      {
        'content-type': 'multipart/form-data; boundary=b',
        payload:
          '--b\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b--\r\n',
      },
      { 'content-type': undefined, payload: undefined },
    ];
    for (const [i, body] of bodies.entries()) {
      const email = `click${i}@example.com`;
      const { manageToken } = await subscribeConfirmed(t, publicId, email);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/subscriptions/unsubscribe?token=${encodeURIComponent(manageToken)}`,
        headers: body['content-type'] ? { 'content-type': body['content-type'] } : {},
        ...(body.payload ? { payload: body.payload } : {}),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(await subscriberRow(t, publicId, email)).toBeUndefined();
    }
  });
});
