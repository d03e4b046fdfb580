import { sql } from 'drizzle-orm';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { at, uuidKey } from './columns';

/**
 * The product's own waitlist, filled by the
 * three-step wizard. The address is lower-cased and unique: joining again changes nothing.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuidKey(),
    firstName: text().notNull(),
    email: text().notNull().unique(),
    xHandle: text(),
    experienceLevel: text({ enum: ['Beginner', 'Intermediate', 'Advanced'] }).notNull(),
    currentProjects: text(),
    referralSource: text(),
    goalWithShiplog: text(),
    website: text(),
    friendEmail1: text('friend_email_1'),
    friendEmail2: text('friend_email_2'),
    friendEmail3: text('friend_email_3'),
    friendEmail4: text('friend_email_4'),
    friendEmail5: text('friend_email_5'),
    /** The entry's own referral code (its link is `PUBLIC_URL/?ref=<code>`). */
    referralCode: text()
      .notNull()
      .unique()
      .default(sql`substr(replace(gen_random_uuid()::text, '-', ''), 1, 12)`),
    /** The referral code of whoever brought this entry, when the link carried one. */
    referredBy: text(),
    /** SHA-256 of the confirmation link's token (mailed in the welcome); null once confirmed. */
    confirmTokenHash: text().unique(),
    /** When the address was confirmed through that link; friends are invited only then. */
    confirmedAt: at(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    check(
      'waitlist_entries_experience_check',
      sql`${t.experienceLevel} in ('Beginner', 'Intermediate', 'Advanced')`,
    ),
    index('waitlist_entries_created_at_idx').on(t.createdAt),
    index('waitlist_entries_referred_by_idx').on(t.referredBy),
  ],
);
