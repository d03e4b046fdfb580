import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, outboxTo, type TestApp } from './support';
import { confirmEntry, entry, entryRow, postWaitlist, WAITLIST_PUBLIC_URL } from './support/waitlist';

describe('POST /api/waitlist', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: WAITLIST_PUBLIC_URL } });
  });
  afterAll(async () => t?.close());

  it('adds a new entry, answers 201 with its referral link, and queues the welcome mail', async () => {
    const res = await postWaitlist(
      t,
      entry({ first_name: '  Grace ', email: ' Grace@Example.COM ', x_handle: 'https://x.com/gracehopper' }),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({ success: true, alreadyExists: false, referral_link: expect.any(String) });
    const row = await entryRow(t, 'grace@example.com');
    expect(row).toMatchObject({
      first_name: 'Grace',
      email: 'grace@example.com',
      x_handle: 'gracehopper',
      experience_level: 'Advanced',
      current_projects: 'A compiler for the analytical engine',
      referral_source: 'A friend',
      goal_with_shiplog: 'Ship in public every week',
      website: 'https://ada.example.com',
      referred_by: null,
    });
    expect(body.referral_link).toBe(`${WAITLIST_PUBLIC_URL}/?ref=${String(row!.referral_code)}`);
    expect(row!.referral_code).toMatch(/^[a-z0-9]{12}$/);
    expect(await outboxTo(t, 'grace@example.com')).toMatchObject([
      {
        template: 'waitlist-welcome',
        idempotencyKey: 'waitlist-welcome:grace@example.com',
        subject: "You're on the Shiplog waitlist",
      },
    ]);
  });

  it('stores null for every optional field that is missing or blank', async () => {
    const res = await postWaitlist(t, {
      first_name: 'Linus',
      email: 'linus@example.com',
      experience_level: 'Beginner',
      x_handle: '   ',
      website: '',
      current_projects: null,
      friend_email_2: '',
    });
    expect(res.statusCode).toBe(201);
    const row = await entryRow(t, 'linus@example.com');
    for (const column of [
      'x_handle',
      'current_projects',
      'referral_source',
      'goal_with_shiplog',
      'website',
      'friend_email_1',
      'friend_email_2',
      'friend_email_3',
      'friend_email_4',
      'friend_email_5',
      'referred_by',
    ]) {
      expect(row![column], column).toBeNull();
    }
  });

  it('answers alreadyExists for the same address in any case and changes nothing, mails nothing', async () => {
    expect((await postWaitlist(t, entry({ email: 'barbara@example.com' }))).statusCode).toBe(201);
    const before = await entryRow(t, 'barbara@example.com');
    const outboxBefore = (await t.deps.database.executeSql('select count(*)::int as n from mail_outbox'))
      .rows;

    const again = await postWaitlist(
      t,
      entry({
        email: 'BARBARA@Example.com',
        first_name: 'Someone Else',
        experience_level: 'Beginner',
        website: 'https://elsewhere.example',
        friend_email_1: 'newfriend@example.com',
      }),
    );
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ success: true, alreadyExists: true });
    expect(await entryRow(t, 'barbara@example.com')).toEqual(before);
    expect((await t.deps.database.executeSql('select count(*)::int as n from mail_outbox')).rows).toEqual(
      outboxBefore,
    );
    expect(await outboxTo(t, 'newfriend@example.com')).toEqual([]);
  });

  it('inserts once when the same address arrives many times at once', async () => {
    // Five: the per-address limit allows that many an hour.
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        postWaitlist(t, entry({ email: i % 2 ? 'RACE@example.com' : 'race@example.com' })),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    const { rows } = await t.deps.database.executeSql(
      "select count(*)::int as n from waitlist_entries where email = 'race@example.com'",
    );
    expect(rows[0]).toEqual({ n: 1 });
    expect(await outboxTo(t, 'race@example.com')).toHaveLength(1);
  });

  it('records one invitation when two entrants name the same friend at the same moment', async () => {
    const friend = 'popular@example.com';
    const answers = await Promise.all(
      ['one', 'two', 'three'].map((n) =>
        postWaitlist(t, entry({ email: `${n}.inviter@example.com`, friend_email_1: friend })),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    // Nobody is invited before the inviter confirms; then, all confirming at once, one invitation.
    expect(await outboxTo(t, friend)).toEqual([]);
    await Promise.all(['one', 'two', 'three'].map((n) => confirmEntry(t, `${n}.inviter@example.com`)));
    expect(await outboxTo(t, friend)).toEqual([
      expect.objectContaining({ template: 'waitlist-invite', idempotencyKey: `waitlist-invite:${friend}` }),
    ]);
  });

  describe('referrals', () => {
    it('records the referrer when the entry came by a ?ref= link, and ignores unknown codes', async () => {
      const first = await postWaitlist(t, entry({ email: 'referrer@example.com' }));
      const code = new URL(first.json().referral_link).searchParams.get('ref')!;

      expect((await postWaitlist(t, entry({ email: 'referred@example.com', ref: code }))).statusCode).toBe(
        201,
      );
      expect((await entryRow(t, 'referred@example.com'))!.referred_by).toBe(code);

      expect(
        (await postWaitlist(t, entry({ email: 'unknown-ref@example.com', ref: 'abcdef123456' }))).statusCode,
      ).toBe(201);
      expect((await entryRow(t, 'unknown-ref@example.com'))!.referred_by).toBeNull();

      const garbage = await postWaitlist(t, entry({ email: 'garbage-ref@example.com', ref: "' or 1=1 --" }));
      expect(garbage.statusCode).toBe(201);
      expect((await entryRow(t, 'garbage-ref@example.com'))!.referred_by).toBeNull();
    });

    it('gives every entry its own code', async () => {
      const links = new Set<string>();
      for (const n of [1, 2, 3]) {
        links.add((await postWaitlist(t, entry({ email: `code${n}@example.com` }))).json().referral_link);
      }
      expect(links.size).toBe(3);
    });
  });

  it('answers in the documented shapes in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    const op = doc.paths['/api/waitlist'].post;
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '201']));
    expect(op.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['first_name', 'email', 'experience_level']),
    );
  });
});
