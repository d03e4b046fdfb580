import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitlistMessages } from '@shiplog/contract';
import { type SmtpSink, startSmtpSink } from '@shiplog/fakes';
import { call, createTestApp, outboxTo, type TestApp, until, untilMailSent } from './support';
import { confirmEntry, entry, entryRow, postWaitlist, WAITLIST_PUBLIC_URL } from './support/waitlist';

describe('waitlist mail: a welcome with a confirmation link, then one invitation per friend ever', () => {
  let sink: SmtpSink;
  let t: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({
      env: { PUBLIC_URL: WAITLIST_PUBLIC_URL, SMTP_URL: sink.url, MAIL_FROM: 'Shiplog <hello@shiplog.test>' },
    });
    await t.deps.queue.start({ workers: true, deps: t.deps });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });
  const postConfirm = (token: string) => call(t, 'POST', '/api/waitlist/confirm', { payload: { token } });

  it('welcomes the entrant with their referral link and invites each friend once, by the inviter’s name', async () => {
    const res = await postWaitlist(
      t,
      entry({
        email: 'ada@example.com',
        friend_email_1: 'Friend.One@Example.com',
        friend_email_2: 'friend.two@example.com',
        friend_email_3: 'FRIEND.ONE@example.com',
        friend_email_4: 'ADA@example.com',
      }),
    );
    expect(res.statusCode).toBe(201);
    const referralLink = res.json().referral_link as string;
    const code = new URL(referralLink).searchParams.get('ref');

    // Duplicates and the entrant's own address are dropped; the rest move up in order.
    expect(await entryRow(t, 'ada@example.com')).toMatchObject({
      friend_email_1: 'friend.one@example.com',
      friend_email_2: 'friend.two@example.com',
      friend_email_3: null,
      friend_email_4: null,
      friend_email_5: null,
    });

    const welcome = await sink.waitForMail('ada@example.com');
    expect(welcome.subject).toBe("You're on the Shiplog waitlist");
    expect(welcome.from).toBe('Shiplog <hello@shiplog.test>');
    expect(welcome.text).toContain('Welcome, Ada!');
    expect(welcome.text).toContain('Thanks for joining the Shiplog waitlist!');
    expect(welcome.text).toContain(referralLink);
    expect(welcome.html).toContain(`href="${referralLink}"`);
    expect(welcome.text).toMatch(/https:\/\/shiplog\.test\/waitlist\/confirm\?token=[\w%-]+/);

    // The friends hear nothing until the entrant confirms their own address.
    await untilMailSent(t);
    expect(await outboxTo(t, 'friend.one@example.com')).toEqual([]);
    expect(await confirmEntry(t, 'ada@example.com')).toEqual({ newly_confirmed: true });
    expect((await entryRow(t, 'ada@example.com'))!.confirmed_at).not.toBeNull();

    const invite = await sink.waitForMail('friend.one@example.com');
    expect(invite.subject).toBe('Ada invited you to Shiplog');
    const joinUrl = `${WAITLIST_PUBLIC_URL}/?ref=${code}&waitlist=open`;
    expect(invite.text).toContain(joinUrl);
    expect(invite.html).toContain(`href="${joinUrl.replace('&', '&amp;')}&amp;invite=`);
    expect(invite.text).toContain('This is the only invitation we will send to this address.');
    expect(invite.text).not.toContain('ada@example.com');
    await sink.waitForMail('friend.two@example.com');

    // The same link again: confirmed before, nothing sent again.
    expect(await confirmEntry(t, 'ada@example.com')).toEqual({ newly_confirmed: false });
    await untilMailSent(t);
    await until(async () => (await outboxTo(t, 'ada@example.com')).length === 1);
    expect(sink.messagesTo('ada@example.com')).toHaveLength(1);
    expect(sink.messagesTo('friend.one@example.com')).toHaveLength(1);
    expect(await outboxTo(t, 'friend.one@example.com')).toMatchObject([
      {
        template: 'waitlist-invite',
        idempotencyKey: 'waitlist-invite:friend.one@example.com',
        subject: 'Ada invited you to Shiplog',
      },
    ]);
  });

  it('opens the wizard for the invited friend, welcomes her as invited, and shows the inviter their referrals', async () => {
    const res = await postWaitlist(
      t,
      entry({ email: 'maya@example.com', first_name: 'Maya', friend_email_1: 'carla@example.com' }),
    );
    expect(res.statusCode).toBe(201);
    const code = new URL(res.json().referral_link as string).searchParams.get('ref')!;
    const mayaWelcome = await sink.waitForMail('maya@example.com');
    expect(mayaWelcome.text).toContain('The friend you named gets their invitation once you do.');
    await confirmEntry(t, 'maya@example.com');

    // The invitation's link carries a signed token naming Carla's address and Maya's code.
    const invite = await sink.waitForMail('carla@example.com');
    const link = new URL(invite.text.match(/https:\/\/shiplog\.test\/\?ref=\S+/)![0]);
    expect(link.searchParams.get('ref')).toBe(code);
    expect(link.searchParams.get('waitlist')).toBe('open');
    const inviteToken = link.searchParams.get('invite')!;
    const invitation = await call(
      t,
      'GET',
      `/api/waitlist/invitation?token=${encodeURIComponent(inviteToken)}`,
    );
    expect(invitation.statusCode, invitation.body).toBe(200);
    expect(invitation.headers['cache-control']).toBe('no-store');
    expect(invitation.json()).toEqual({ inviter_name: 'Maya', email: 'carla@example.com' });
    const forged = inviteToken.replace(/^[^.]+/, Buffer.from('eve@example.com').toString('base64url'));
    for (const token of [forged, 'nonsense', `${inviteToken}x`]) {
      const refused = await call(t, 'GET', `/api/waitlist/invitation?token=${encodeURIComponent(token)}`);
      expect(refused.statusCode, token).toBe(404);
      expect(refused.json().error.message).toBe(waitlistMessages.referralsLinkInvalid);
    }

    // Carla joins through it, naming nobody: her welcome says who invited her, not "the friends you named".
    expect(
      (await postWaitlist(t, entry({ email: 'carla@example.com', first_name: 'Carla', ref: code })))
        .statusCode,
    ).toBe(201);
    const carlaWelcome = await sink.waitForMail(
      (m) => m.envelope.to.includes('carla@example.com') && m.subject === "You're on the Shiplog waitlist",
    );
    expect(carlaWelcome.text).toContain('Maya invited you, and you joined.');
    expect(carlaWelcome.text).not.toMatch(/friends? you named/);
    expect(carlaWelcome.text).toContain('Please confirm that this address is yours to keep your place.');

    // Maya's welcome links to her referrals: Carla joined through her (not yet confirmed).
    const referralsLink = mayaWelcome.text.match(
      /https:\/\/shiplog\.test\/waitlist\/referrals\?token=[\w%.-]+/,
    )![0];
    const token = new URL(referralsLink).searchParams.get('token')!;
    const referrals = await call(t, 'GET', `/api/waitlist/referrals?token=${encodeURIComponent(token)}`);
    expect(referrals.statusCode, referrals.body).toBe(200);
    expect(referrals.headers['cache-control']).toBe('no-store');
    expect(referrals.json()).toEqual({
      first_name: 'Maya',
      referral_link: `https://shiplog.test/?ref=${code}`,
      confirmed: true,
      joined_count: 1,
      confirmed_count: 0,
      friends: [{ email: 'carla@example.com', status: 'joined' }],
    });
    await confirmEntry(t, 'carla@example.com');
    const after = await call(t, 'GET', `/api/waitlist/referrals?token=${encodeURIComponent(token)}`);
    expect(after.json()).toMatchObject({ joined_count: 1, confirmed_count: 1 });
    // An invitation token is no referrals token, and a changed one is nobody's.
    for (const wrong of [inviteToken, token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))]) {
      const refused = await call(t, 'GET', `/api/waitlist/referrals?token=${encodeURIComponent(wrong)}`);
      expect(refused.statusCode).toBe(404);
    }
  });

  it('never invites a friend twice, whoever invites them', async () => {
    const shared = 'shared.friend@example.com';
    expect(
      (await postWaitlist(t, entry({ email: 'first@example.com', friend_email_1: shared }))).statusCode,
    ).toBe(201);
    expect(
      (
        await postWaitlist(
          t,
          entry({ email: 'second@example.com', first_name: 'Bea', friend_email_5: shared }),
        )
      ).statusCode,
    ).toBe(201);
    await confirmEntry(t, 'first@example.com');
    await confirmEntry(t, 'second@example.com');
    await sink.waitForMail('second@example.com');
    await sink.waitForMail(shared);
    await untilMailSent(t);
    expect(sink.messagesTo(shared)).toHaveLength(1);
    expect(sink.messagesTo(shared)[0]!.subject).toBe('Ada invited you to Shiplog');
    expect(await outboxTo(t, shared)).toHaveLength(1);
  });

  it('does not invite an address that is on the list already', async () => {
    expect((await postWaitlist(t, entry({ email: 'listed@example.com' }))).statusCode).toBe(201);
    await sink.waitForMail('listed@example.com');
    expect(
      (await postWaitlist(t, entry({ email: 'inviter@example.com', friend_email_1: 'LISTED@example.com' })))
        .statusCode,
    ).toBe(201);
    await confirmEntry(t, 'inviter@example.com');
    await sink.waitForMail('inviter@example.com');
    await untilMailSent(t);
    expect(sink.messagesTo('listed@example.com').map((m) => m.subject)).toEqual([
      "You're on the Shiplog waitlist",
    ]);
    expect(await outboxTo(t, 'listed@example.com')).toHaveLength(1);
  });

  it('keeps a first name that is not a plain name out of every mail', async () => {
    const first_name = 'Win $1000 at evil.example <b>now</b>';
    const res = await postWaitlist(
      t,
      entry({ email: 'spammer@example.com', first_name, friend_email_1: 'victim@example.com' }),
    );
    expect(res.statusCode).toBe(201);
    await confirmEntry(t, 'spammer@example.com');
    const welcome = await sink.waitForMail('spammer@example.com');
    const invite = await sink.waitForMail('victim@example.com');
    expect(welcome.text).toContain('Welcome!');
    expect(invite.subject).toBe('A friend invited you to Shiplog');
    for (const mail of [welcome, invite]) {
      expect(mail.raw).not.toContain('evil.example');
      expect(mail.raw).not.toContain('<b>now');
    }
    // The entry itself keeps what was typed.
    expect((await entryRow(t, 'spammer@example.com'))!.first_name).toBe(first_name);
  });

  it('keeps names in other scripts and with accents', async () => {
    expect(
      (
        await postWaitlist(
          t,
          entry({ email: 'zoe@example.com', first_name: 'Zoë-Ann', friend_email_1: 'pal@example.com' }),
        )
      ).statusCode,
    ).toBe(201);
    await confirmEntry(t, 'zoe@example.com');
    expect((await sink.waitForMail('pal@example.com')).subject).toBe('Zoë-Ann invited you to Shiplog');
  });

  it('refuses a link it never sent, and changes nothing', async () => {
    const res = await postConfirm('not-a-real-token');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({ code: 'NOT_FOUND', message: waitlistMessages.confirmLinkInvalid });
  });
});
