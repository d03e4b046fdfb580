import { count, eq, inArray, isNotNull, and } from 'drizzle-orm';
import { waitlistMessages, type WaitlistInvitation, type WaitlistReferrals } from '@shiplog/contract';
import { waitlistEntries } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { plainNameFrom } from '../../integrations/mail/templates/waitlist-mails';
import { notFound } from '../../lib/app-error';
import { friendsOf } from './waitlist-friends';
import { landingUrl, readInviteToken, readReferralsToken } from './waitlist-links';

/**
 * What the waitlist's signed links show without a sign-in: who invited an address (the wizard
 * opens with it), and an entrant's referrals (their welcome mail links to them).
 */
export function createWaitlistReferralsService(deps: Pick<AppDeps, 'config' | 'database' | 'secret'>) {
  const { db } = deps.database;

  return {
    async invitation(token: string): Promise<WaitlistInvitation> {
      const invite = readInviteToken(deps.secret, token);
      if (!invite) throw notFound(waitlistMessages.referralsLinkInvalid);
      const [inviter] = await db
        .select({ firstName: waitlistEntries.firstName })
        .from(waitlistEntries)
        .where(eq(waitlistEntries.referralCode, invite.code));
      if (!inviter) throw notFound(waitlistMessages.referralsLinkInvalid);
      return { inviter_name: plainNameFrom(inviter.firstName), email: invite.email };
    },

    async referrals(token: string): Promise<WaitlistReferrals> {
      const id = readReferralsToken(deps.secret, token);
      const [entry] = id ? await db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id)) : [];
      if (!entry) throw notFound(waitlistMessages.referralsLinkInvalid);
      const byCode = eq(waitlistEntries.referredBy, entry.referralCode);
      const [[joined], [confirmed]] = await Promise.all([
        db.select({ n: count() }).from(waitlistEntries).where(byCode),
        db
          .select({ n: count() })
          .from(waitlistEntries)
          .where(and(byCode, isNotNull(waitlistEntries.confirmedAt))),
      ]);
      const friends = friendsOf(entry);
      const listed = friends.length
        ? await db
            .select({ email: waitlistEntries.email })
            .from(waitlistEntries)
            .where(inArray(waitlistEntries.email, friends))
        : [];
      const onList = new Set(listed.map((r) => r.email));
      return {
        first_name: plainNameFrom(entry.firstName),
        referral_link: landingUrl(deps.config.PUBLIC_URL, entry.referralCode),
        confirmed: entry.confirmedAt !== null,
        joined_count: joined?.n ?? 0,
        confirmed_count: confirmed?.n ?? 0,
        friends: friends.map((email) => ({
          email,
          status: onList.has(email) ? 'joined' : entry.confirmedAt ? 'invited' : 'waiting_for_confirmation',
        })),
      };
    },
  };
}
