import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  paths,
  REFERRAL_PARAM,
  WAITLIST_WIZARD_OPEN,
  WAITLIST_WIZARD_PARAM,
  waitlistMessages,
  type WaitlistEntry,
  type WaitlistJoinResponse,
} from '@shiplog/contract';
import type { TxHandle } from '../../db/client';
import { waitlistEntries } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { queueMailOnce } from '../../integrations/mail/queue-mail';
import { notFound } from '../../lib/app-error';
import { createOpaqueToken, hashOpaqueToken } from '../../lib/subscriber-links';
import { plainNameFrom } from '../../integrations/mail/templates/waitlist-mails';

type WaitlistDeps = Pick<AppDeps, 'config' | 'database' | 'queue'>;

/** `PUBLIC_URL/?ref=<code>`, plus any extra parameters. */
function landingUrl(publicUrl: string, code: string, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ [REFERRAL_PARAM]: code, ...extra });
  return `${publicUrl}/?${params.toString()}`;
}

type EntryRow = typeof waitlistEntries.$inferSelect;

/**
 * The general waitlist: one entry per address, a welcome mail with a confirmation link, and,
 * once the address is confirmed, one invitation per friend ever.
 */
export function createWaitlistService(deps: WaitlistDeps) {
  const { PUBLIC_URL } = deps.config;

  /** The code of the entry `ref` names, or null: only real codes are recorded as `referred_by`. */
  async function referrerCode(tx: TxHandle, ref: string | null): Promise<string | null> {
    if (!ref) return null;
    const [row] = await tx.db
      .select({ code: waitlistEntries.referralCode })
      .from(waitlistEntries)
      .where(eq(waitlistEntries.referralCode, ref));
    return row?.code ?? null;
  }

  /** The friends who are not on the list yet: only they are invited. */
  async function friendsToInvite(tx: TxHandle, entry: EntryRow): Promise<string[]> {
    const friends = [
      entry.friendEmail1,
      entry.friendEmail2,
      entry.friendEmail3,
      entry.friendEmail4,
      entry.friendEmail5,
    ].filter((f): f is string => f !== null);
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
    const joinUrl = landingUrl(PUBLIC_URL, entry.referralCode, {
      [WAITLIST_WIZARD_PARAM]: WAITLIST_WIZARD_OPEN,
    });
    const inviterName = plainNameFrom(entry.firstName);
    for (const friend of await friendsToInvite(tx, entry)) {
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
        const referredBy = await referrerCode(tx, entry.ref);
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
            referredBy,
            confirmTokenHash: confirm.hash,
          })
          .onConflictDoNothing({ target: waitlistEntries.email })
          .returning({ code: waitlistEntries.referralCode });
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
