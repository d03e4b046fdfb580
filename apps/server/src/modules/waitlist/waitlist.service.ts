import { eq, inArray } from 'drizzle-orm';
import {
  FRIEND_EMAIL_KEYS,
  REFERRAL_PARAM,
  WAITLIST_WIZARD_OPEN,
  WAITLIST_WIZARD_PARAM,
  type WaitlistEntry,
  type WaitlistJoinResponse,
} from '@shiplog/contract';
import type { TxHandle } from '../../db/client';
import { waitlistEntries } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { queueMailOnce } from '../../integrations/mail/queue-mail';
import { plainNameFrom } from '../../integrations/mail/templates/waitlist-mails';

type WaitlistDeps = Pick<AppDeps, 'config' | 'database' | 'queue'>;

/** `PUBLIC_URL/?ref=<code>`, plus any extra parameters. */
function landingUrl(publicUrl: string, code: string, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ [REFERRAL_PARAM]: code, ...extra });
  return `${publicUrl}/?${params.toString()}`;
}

/** The general waitlist: one entry per address, a welcome mail, one invitation per friend ever. */
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
  async function friendsToInvite(tx: TxHandle, entry: WaitlistEntry): Promise<string[]> {
    const friends = FRIEND_EMAIL_KEYS.map((key) => entry[key]).filter((f): f is string => f !== null);
    if (!friends.length) return [];
    const listed = await tx.db
      .select({ email: waitlistEntries.email })
      .from(waitlistEntries)
      .where(inArray(waitlistEntries.email, friends));
    const onList = new Set(listed.map((r) => r.email));
    return friends.filter((f) => !onList.has(f));
  }

  return {
    /**
     * Adds the entry, or changes nothing when the address is on the list already (any case:
     * addresses are stored lower-cased under a unique index, so two requests racing each other
     * insert once). The mails are recorded in the same transaction as the entry.
     */
    async join(entry: WaitlistEntry): Promise<WaitlistJoinResponse> {
      return deps.database.transaction(async (tx) => {
        const referredBy = await referrerCode(tx, entry.ref);
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
          })
          .onConflictDoNothing({ target: waitlistEntries.email })
          .returning({ code: waitlistEntries.referralCode });
        if (!row) return { success: true, alreadyExists: true } as const;

        const referralLink = landingUrl(PUBLIC_URL, row.code);
        const name = plainNameFrom(entry.first_name);
        await queueMailOnce(deps, tx, {
          to: entry.email,
          template: 'waitlist-welcome',
          data: { firstName: name, referralLink },
          idempotencyKey: `waitlist-welcome:${entry.email}`,
        });
        const joinUrl = landingUrl(PUBLIC_URL, row.code, { [WAITLIST_WIZARD_PARAM]: WAITLIST_WIZARD_OPEN });
        for (const friend of await friendsToInvite(tx, entry)) {
          await queueMailOnce(deps, tx, {
            to: friend,
            template: 'waitlist-invite',
            data: { inviterName: name, joinUrl },
            idempotencyKey: `waitlist-invite:${friend}`,
          });
        }
        return { success: true, alreadyExists: false, referral_link: referralLink } as const;
      });
    },
  };
}
