import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectMessages, subscriberMessages, type Subscriber } from '@shiplog/contract';
import { call, insertProjects, outboxTo } from './support';
import {
  confirm,
  createAudienceFixture,
  latestConfirmToken,
  subscribe,
  subscribeConfirmed,
  subscriberRow,
  subscribersCount,
} from './support/subscribers';
import type { AudienceFixture } from './support/subscribers';

/** The project waitlist: visitors join, leave and change preferences; the owner manages it. */
describe('project waitlist', () => {
  let f: AudienceFixture;
  beforeAll(async () => {
    f = await createAudienceFixture();
  });
  afterAll(async () => f?.t.close());

  const waitlist = (projectId: string) => `/api/projects/${projectId}/waitlist`;

  it('lets a visitor join with the defaults, answering like subscribe', async () => {
    const { t, publicId } = f;
    const res = await call(t, 'POST', waitlist(publicId), { payload: { email: 'Joiner@Example.com' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      status: 'pending_confirmation',
      message: subscriberMessages.checkInbox,
      token: expect.any(String),
    });
    expect(await subscriberRow(t, publicId, 'joiner@example.com')).toMatchObject({
      source: 'waitlist',
      notificationPreference: 'all',
      commentFrequency: 'instant',
      confirmedAt: null,
    });
    const [mail] = await outboxTo(t, 'joiner@example.com', 'subscribe-confirm');
    expect(mail!.textBody).toContain('Someone, hopefully you, asked to follow Rocket Launch');
  });

  it('lets the owner list, add and remove entries; others get 401, 403 or 404', async () => {
    const { t, publicId, privateId, owner, stranger } = f;
    const { manageToken } = await subscribeConfirmed(t, publicId, 'fan@example.com');
    expect(manageToken).toEqual(expect.any(String));

    // Add by email: pending, mailed a confirmation that says the owner added it.
    const added = await call(t, 'POST', waitlist(publicId), {
      payload: { email: 'Friend@Example.com', notification_preference: 'major' },
      headers: owner.bearer,
    });
    expect(added.statusCode, added.body).toBe(201);
    const subscriber: Subscriber = added.json().subscriber;
    expect(added.json()).toEqual({
      success: true,
      created: true,
      subscriber: {
        id: expect.any(String),
        email: 'friend@example.com',
        subscribed_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        notification_preference: 'major',
        comment_frequency: 'instant',
        update_frequency: 'instant',
        status: 'pending',
        source: 'owner',
      },
    });
    const [ownerMail] = await outboxTo(t, 'friend@example.com', 'subscribe-confirm');
    expect(ownerMail!.textBody).toContain(
      "The owner of Rocket Launch added this address to the project's waitlist",
    );
    expect(ownerMail!.textBody).toContain('Nothing will be sent to you unless you confirm.');

    // The same address again: the entry as it is, no duplicate, no second mail.
    const again = await call(t, 'POST', waitlist(publicId), {
      payload: { email: 'friend@example.com' },
      headers: owner.bearer,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ success: true, created: false, subscriber });
    expect(await outboxTo(t, 'friend@example.com', 'subscribe-confirm')).toHaveLength(1);
    const existingConfirmed = await call(t, 'POST', waitlist(publicId), {
      payload: { email: 'fan@example.com' },
      headers: owner.bearer,
    });
    expect(existingConfirmed.json()).toMatchObject({
      created: false,
      subscriber: { status: 'confirmed', source: 'subscribe' },
    });

    const list = await call(t, 'GET', waitlist(publicId), { headers: owner.bearer });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    const entries: Subscriber[] = list.json();
    expect(entries[0]).toEqual(subscriber);
    expect(entries.map((e) => e.email)).toContain('fan@example.com');
    expect(entries.find((e) => e.email === 'fan@example.com')?.status).toBe('confirmed');
    const times = entries.map((e) => Date.parse(e.subscribed_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    // Nobody else lists, adds or removes.
    const cases: [Record<string, string>, string, number, string][] = [
      [{}, publicId, 401, 'Please sign in to continue'],
      [stranger.bearer, publicId, 403, subscriberMessages.ownerOnly],
      [stranger.bearer, privateId, 404, projectMessages.notFound],
      [{}, privateId, 401, 'Please sign in to continue'],
    ];
    for (const [headers, id, status, message] of cases) {
      for (const url of [waitlist(id), `${waitlist(id)}/export`]) {
        const res = await call(t, 'GET', url, { headers });
        expect(res.statusCode, url).toBe(status);
        expect(res.json().error.message).toBe(message);
      }
    }
    // A stranger's "remove" is a visitor's leave by email: a link to the address, nothing removed.
    const strangerRemove = await call(t, 'DELETE', waitlist(publicId), {
      payload: { email: 'fan@example.com' },
      headers: stranger.bearer,
    });
    expect(strangerRemove.json().status).toBe('link_sent');
    // A stranger's "add" is a visitor's join: no entry in the owner's shape.
    const strangerAdd = await call(t, 'POST', waitlist(publicId), {
      payload: { email: 'fan@example.com' },
      headers: stranger.bearer,
    });
    expect(strangerAdd.json()).not.toHaveProperty('subscriber');
    expect(await subscriberRow(t, publicId, 'fan@example.com')).toMatchObject({ source: 'subscribe' });

    // The owner removes; the count follows; an address not on the list is 404.
    const countBefore = await subscribersCount(t, publicId);
    const removed = await call(t, 'DELETE', waitlist(publicId), {
      payload: { email: 'FAN@example.com' },
      headers: owner.bearer,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({
      success: true,
      status: 'unsubscribed',
      message: subscriberMessages.subscriberRemoved,
    });
    expect(await subscriberRow(t, publicId, 'fan@example.com')).toBeUndefined();
    expect(await subscribersCount(t, publicId)).toBe(countBefore - 1);
    const missing = await call(t, 'DELETE', waitlist(publicId), {
      payload: { email: 'fan@example.com' },
      headers: owner.bearer,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(subscriberMessages.subscriberNotFound);

    const badAdd = await call(t, 'POST', waitlist(publicId), {
      payload: { email: 'nope' },
      headers: owner.bearer,
    });
    expect(badAdd.statusCode).toBe(400);
    expect(badAdd.json().error.issues[0].message).toBe(subscriberMessages.invalidEmail);
  });

  it('lets the owner add to a private project; the address confirms by mail', async () => {
    const { t, privateId, owner } = f;
    const res = await call(t, 'POST', waitlist(privateId), {
      payload: { email: 'beta@example.com' },
      headers: owner.bearer,
    });
    expect(res.statusCode).toBe(201);
    const confirmed = await confirm(t, await latestConfirmToken(t, 'beta@example.com'));
    expect(confirmed.json().project).toEqual({ id: privateId, name: 'Secret Lab', slug: null });
    const list = await call(t, 'GET', waitlist(privateId), { headers: owner.bearer });
    expect(list.json()).toEqual([
      expect.objectContaining({ email: 'beta@example.com', status: 'confirmed' }),
    ]);
  });

  it('exports CSV with escaping and a guard against spreadsheet formulas', async () => {
    const { t, owner } = f;
    const [project] = await insertProjects(t, owner.userId, [{ name: 'Ship "It" / Now!' }]);
    const id = project!.id;
    const empty = await call(t, 'GET', `${waitlist(id)}/export`, { headers: owner.bearer });
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toBe(
      'email,subscribed_at,notification_preference,comment_frequency,status,update_frequency\r\n',
    );

    for (const email of ['+1@x.io', '-2@x.io'])
      expect((await subscribe(t, id, { email, comment_frequency: 'daily' })).statusCode, email).toBe(200);
    const plain = { email: 'plain@x.io', comment_frequency: 'daily', update_frequency: 'monthly' } as const;
    expect((await subscribe(t, id, plain)).statusCode).toBe(200);
    await subscribeConfirmed(t, id, 'sure@x.io');
    // Entries from before today's validation (or a bug) must not turn into formulas either.
    for (const email of [
      '=HYPERLINK("http://evil.example","x"),@x.io',
      '@SUM(1+1)@x.io',
      '\tcell@x.io',
      'two\r\nlines@x.io',
    ])
      await t.deps.database.executeSql(
        `insert into project_subscribers (project_id, email) values ($1, $2)`,
        [id, email],
      );

    const res = await call(t, 'GET', `${waitlist(id)}/export`, { headers: owner.bearer });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="ship-it-now-waitlist.csv"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.endsWith('\r\n')).toBe(true);
    expect(res.body).toContain('\r\n"\'=HYPERLINK(""http://evil.example"",""x""),@x.io",');
    expect(res.body).toContain("\r\n'@SUM(1+1)@x.io,");
    expect(res.body).toContain("\r\n'\tcell@x.io,");
    expect(res.body).toContain('\r\n"two\r\nlines@x.io",');
    expect(res.body).toMatch(/\r\n'\+1@x\.io,\d{4}-\d{2}-\d{2}T[^,]+Z,all,daily,pending,instant\r\n/);
    expect(res.body).toContain("\r\n'-2@x.io,");
    expect(res.body).toMatch(/\r\nplain@x\.io,[^,]+,all,daily,pending,monthly\r\n/);
    expect(res.body).toMatch(/\r\nsure@x\.io,[^,]+,all,instant,confirmed,instant\r\n/);
    // No line (record) starts with a formula character.
    expect(res.body.split('\r\n').filter((line) => /^[=+\-@\t]/.test(line))).toEqual([]);
  });

  it('lets a token holder leave or change preferences; others get 403 and change nothing', async () => {
    const { t, publicId } = f;
    const joined = await call(t, 'POST', waitlist(publicId), { payload: { email: 'mover@example.com' } });
    const requestToken = joined.json().token as string;

    const denied = await call(t, 'PUT', waitlist(publicId), {
      payload: { email: 'mover@example.com', token: 'x'.repeat(43), notification_preference: 'major' },
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.message).toBe(subscriberMessages.manageLinkInvalid);
    expect((await subscriberRow(t, publicId, 'mover@example.com'))?.notificationPreference).toBe('all');

    const changed = await call(t, 'PUT', waitlist(publicId), {
      payload: {
        email: 'mover@example.com',
        token: requestToken,
        notification_preference: 'major',
        comment_frequency: 'weekly',
        update_frequency: 'monthly',
      },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({
      success: true,
      message: subscriberMessages.preferencesSaved,
      notification_preference: 'major',
      comment_frequency: 'weekly',
      update_frequency: 'monthly',
    });

    // Once confirmed, the page's token no longer speaks for the address; the manage link does.
    const confirmed = await confirm(t, await latestConfirmToken(t, 'mover@example.com'));
    const manageToken = confirmed.json().manage_token as string;
    const stale = await call(t, 'PUT', waitlist(publicId), {
      payload: { email: 'mover@example.com', token: requestToken, notification_preference: 'all' },
    });
    expect(stale.statusCode).toBe(403);
    const byLink = await call(t, 'PUT', waitlist(publicId), {
      payload: { email: 'mover@example.com', token: manageToken, notification_preference: 'all' },
    });
    // A choice left out stays as it was.
    expect(byLink.json()).toMatchObject({
      notification_preference: 'all',
      comment_frequency: 'weekly',
      update_frequency: 'monthly',
    });

    const staleLeave = await call(t, 'DELETE', waitlist(publicId), {
      payload: { email: 'mover@example.com', token: requestToken },
    });
    expect(staleLeave.json().status).toBe('link_sent');
    expect(await subscriberRow(t, publicId, 'mover@example.com')).toBeDefined();
    const leave = await call(t, 'DELETE', waitlist(publicId), {
      payload: { email: 'mover@example.com', token: manageToken },
    });
    expect(leave.json()).toEqual({
      success: true,
      status: 'unsubscribed',
      message: subscriberMessages.unsubscribed,
    });
    expect(await subscriberRow(t, publicId, 'mover@example.com')).toBeUndefined();
  });

  it('tells the owner how many confirmed subscribers chose each update frequency', async () => {
    const { t, owner, stranger } = f;
    const [project] = await insertProjects(t, owner.userId, [{ name: 'Digest Counts' }]);
    const id = project!.id;
    const counts = `${waitlist(id)}/update-frequencies`;
    expect((await call(t, 'GET', counts, { headers: owner.bearer })).json()).toEqual({
      instant: 0,
      weekly: 0,
      monthly: 0,
    });
    for (const [email, update_frequency] of [
      ['a@counts.test', 'weekly'],
      ['b@counts.test', 'weekly'],
      ['c@counts.test', 'monthly'],
      ['d@counts.test', 'instant'],
    ] as const) {
      const { manageToken } = await subscribeConfirmed(t, id, email);
      await call(t, 'PUT', `/api/subscriptions/${encodeURIComponent(manageToken)}`, {
        payload: { notification_preference: 'all', comment_frequency: 'instant', update_frequency },
      });
    }
    // Pending addresses get nothing yet, so they do not count.
    await subscribe(t, id, { email: 'pending@counts.test', update_frequency: 'monthly' });
    expect((await subscriberRow(t, id, 'pending@counts.test'))!.updateFrequency).toBe('monthly');
    const res = await call(t, 'GET', counts, { headers: owner.bearer });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ instant: 1, weekly: 2, monthly: 1 });
    expect((await call(t, 'GET', counts, { headers: stranger.bearer })).statusCode).toBe(403);
    expect((await call(t, 'GET', counts)).statusCode).toBe(401);
  });

  it('documents every route in the OpenAPI document under the subscribers tag', async () => {
    const doc = (await call(f.t, 'GET', '/api/openapi.json')).json();
    const routes: [string, string][] = [
      ['post', '/api/projects/{id}/subscribe'],
      ['post', '/api/projects/{id}/unsubscribe'],
      ['get', '/api/projects/{id}/waitlist'],
      ['post', '/api/projects/{id}/waitlist'],
      ['put', '/api/projects/{id}/waitlist'],
      ['delete', '/api/projects/{id}/waitlist'],
      ['get', '/api/projects/{id}/waitlist/check'],
      ['get', '/api/projects/{id}/waitlist/export'],
      ['post', '/api/subscriptions/confirm'],
      ['get', '/api/subscriptions/{token}'],
      ['put', '/api/subscriptions/{token}'],
      ['delete', '/api/subscriptions/{token}'],
      ['post', '/api/subscriptions/unsubscribe'],
      ['get', '/api/subscriptions/unsubscribe'],
    ];
    for (const [method, path] of routes)
      expect(doc.paths[path]?.[method]?.tags, `${method} ${path}`).toEqual(['subscribers']);
    expect(
      doc.paths['/api/projects/{id}/subscribe'].post.requestBody.content['application/json'].schema.properties
        .notification_preference.enum,
    ).toEqual(['all', 'major']);
  });

  it('goes with its project', async () => {
    const { t, owner } = f;
    const [project] = await insertProjects(t, owner.userId, [{ name: 'Short Lived' }]);
    await subscribeConfirmed(t, project!.id, 'loyal@example.com');
    const res = await call(t, 'DELETE', `/api/projects/${project!.id}`, { headers: owner.bearer });
    expect(res.statusCode).toBe(204);
    expect(await subscriberRow(t, project!.id, 'loyal@example.com')).toBeUndefined();
  });
});
