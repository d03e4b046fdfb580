import { and, eq, inArray, isNull } from 'drizzle-orm';
import { paths, waitlistMessages, type WaitlistEntry, type WaitlistJoinResponse } from '@shiplog/contract';
import type { TxHandle } from '../../db/client';
import { waitlistEntries } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { queueMailOnce } from '../../integrations/mail/queue-mail';
import { notFound } from '../../lib/app-error';
import { createOpaqueToken, hashOpaqueToken } from '../subscribers/subscriber-links';
import { plainNameFrom } from '../../integrations/mail/templates/waitlist-mails';
import { friendsOf } from './waitlist-friends';
import { invitationUrl, landingUrl, referralsUrl } from './waitlist-links';

type WaitlistDeps = Pick<AppDeps, 'config' | 'database' | 'queue' | 'secret'>;

type EntryRow = typeof waitlistEntries.$inferSelect;

/**
 * The general waitlist: one entry per address, a welcome mail with a confirmation link, and,
 * once the address is confirmed, one invitation per friend ever.
 */
export function createWaitlistService(deps: WaitlistDeps) {
  const { PUBLIC_URL } = deps.config;

  /** The entry `ref` names, or null: only real codes are recorded as `referred_by`. */
  async function referrerOf(tx: TxHandle, ref: string | null) {
    if (!ref) return null;
    const [row] = await tx.db
      .select({ code: waitlistEntries.referralCode, firstName: waitlistEntries.firstName })
      .from(waitlistEntries)
      .where(eq(waitlistEntries.referralCode, ref));
    return row ?? null;
  }

  /** The friends who are not on the list yet: only they are invited. */
  async function friendsToInvite(tx: TxHandle, entry: EntryRow): Promise<string[]> {
    const friends = friendsOf(entry);
    if (!friends.length) return [];
    const listed = await tx.db
      .select({ email: waitlistEntries.email })
      .from(waitlistEntries)
      .where(inArray(waitlistEntries.email, friends));
    const onList = new Set(listed.map((r) => r.email));
    return friends.filter((f) => !onList.has(f));
  }

  /** Invites the entry's friends (each address once ever, whoever names it), recorded with the confirmation. */
  async function inviteFriends(tx: TxHandle, entry: EntryRow) {
    const inviterName = plainNameFrom(entry.firstName);
    for (const friend of await friendsToInvite(tx, entry)) {
      // The link opens the wizard with "{name} invited you" and the friend's address filled in.
      const joinUrl = invitationUrl(PUBLIC_URL, deps.secret, { email: friend, code: entry.referralCode });
      await queueMailOnce(deps, tx, {
        to: friend,
        template: 'waitlist-invite',
        data: { inviterName, joinUrl },
        idempotencyKey: `waitlist-invite:${friend}`,
      });
    }
  }

  return {
    /**
     * Adds the entry, or changes nothing when the address is on the list already (any case:
     * addresses are stored lower-cased under a unique index, so two requests racing each other
     * insert once). The welcome mail, with its confirmation link, is recorded in the same
     * transaction as the entry; friends are invited only once the address is confirmed.
     */
    async join(entry: WaitlistEntry): Promise<WaitlistJoinResponse> {
      return deps.database.transaction(async (tx) => {
        const referrer = await referrerOf(tx, entry.ref);
        const confirm = createOpaqueToken();
        const [row] = await tx.db
          .insert(waitlistEntries)
          .values({
            firstName: entry.first_name,
            email: entry.email,
            xHandle: entry.x_handle,
            experienceLevel: entry.experience_level,
            currentProjects: entry.current_projects,
            referralSource: entry.referral_source,
            goalWithShiplog: entry.goal_with_shiplog,
            website: entry.website,
            friendEmail1: entry.friend_email_1,
            friendEmail2: entry.friend_email_2,
            friendEmail3: entry.friend_email_3,
            friendEmail4: entry.friend_email_4,
            friendEmail5: entry.friend_email_5,
            referredBy: referrer?.code ?? null,
            confirmTokenHash: confirm.hash,
          })
          .onConflictDoNothing({ target: waitlistEntries.email })
          .returning({ id: waitlistEntries.id, code: waitlistEntries.referralCode });
        if (!row) return { success: true, alreadyExists: true } as const;

        const referralLink = landingUrl(PUBLIC_URL, row.code);
        const name = plainNameFrom(entry.first_name);
        await queueMailOnce(deps, tx, {
          to: entry.email,
          template: 'waitlist-welcome',
          data: {
            firstName: name,
            referralLink,
            confirmUrl: `${PUBLIC_URL}${paths.confirmWaitlist}?token=${encodeURIComponent(confirm.token)}`,
            referralsUrl: referralsUrl(PUBLIC_URL, deps.secret, row.id),
            // Only what is true of this entrant: friends they named, or who invited them.
            friendsNamed: friendsOf(entry).length,
            invitedBy: referrer ? (plainNameFrom(referrer.firstName) ?? 'A friend') : null,
          },
          idempotencyKey: `waitlist-welcome:${entry.email}`,
        });
        return { success: true, alreadyExists: false, referral_link: referralLink } as const;
      });
    },

    /**
     * Confirms the address the welcome mail went to and invites the friends it named, once:
     * the same link again answers that it was confirmed before and sends nothing.
     */
    async confirm(token: string): Promise<{ newly_confirmed: boolean }> {
      return deps.database.transaction(async (tx) => {
        const hash = hashOpaqueToken(token);
        const [confirmed] = await tx.db
          .update(waitlistEntries)
          .set({ confirmedAt: new Date() })
          .where(and(eq(waitlistEntries.confirmTokenHash, hash), isNull(waitlistEntries.confirmedAt)))
          .returning();
        if (confirmed) {
          await inviteFriends(tx, confirmed);
          return { newly_confirmed: true };
        }
        const [known] = await tx.db
          .select({ id: waitlistEntries.id })
          .from(waitlistEntries)
          .where(eq(waitlistEntries.confirmTokenHash, hash));
        if (!known) throw notFound(waitlistMessages.confirmLinkInvalid);
        return { newly_confirmed: false };
      });
    },
  };
}
