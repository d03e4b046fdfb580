import { asc, sql } from 'drizzle-orm';
import { FRIEND_EMAIL_KEYS } from '@shiplog/contract';
import type { Database } from '../../db/client';
import { waitlistEntries } from '../../db/schema';
import { csvLine } from '../../lib/csv';

/** The columns of `npm run waitlist:export`, in order: the fixed names, then ours. */
export const WAITLIST_EXPORT_COLUMNS = [
  'first_name',
  'email',
  'x_handle',
  'experience_level',
  'current_projects',
  'referral_source',
  'goal_with_shiplog',
  'website',
  ...FRIEND_EMAIL_KEYS,
  'created_at',
  'referral_code',
  'referred_by',
] as const;
type Column = (typeof WAITLIST_EXPORT_COLUMNS)[number];
type EntryRow = typeof waitlistEntries.$inferSelect;

const BATCH = 1_000;

/** Each export column's value in a row. */
const valueOf: Record<Column, (row: EntryRow) => string | null> = {
  first_name: (r) => r.firstName,
  email: (r) => r.email,
  x_handle: (r) => r.xHandle,
  experience_level: (r) => r.experienceLevel,
  current_projects: (r) => r.currentProjects,
  referral_source: (r) => r.referralSource,
  goal_with_shiplog: (r) => r.goalWithShiplog,
  website: (r) => r.website,
  friend_email_1: (r) => r.friendEmail1,
  friend_email_2: (r) => r.friendEmail2,
  friend_email_3: (r) => r.friendEmail3,
  friend_email_4: (r) => r.friendEmail4,
  friend_email_5: (r) => r.friendEmail5,
  created_at: (r) => r.createdAt.toISOString(),
  referral_code: (r) => r.referralCode,
  referred_by: (r) => r.referredBy,
};

/**
 * Writes every waitlist entry as CSV (header row first, oldest entry first), a batch at a time
 * so a long list never sits in memory whole.
 */
export async function writeWaitlistCsv(
  db: Database,
  write: (chunk: string) => void | Promise<void>,
): Promise<number> {
  await write(csvLine(WAITLIST_EXPORT_COLUMNS));
  let count = 0;
  let afterId: string | null = null;
  for (;;) {
    const rows: EntryRow[] = await db
      .select()
      .from(waitlistEntries)
      // Keyset on (created_at, id), read from the row itself: timestamps keep microseconds.
      .where(
        afterId === null
          ? undefined
          : sql`(${waitlistEntries.createdAt}, ${waitlistEntries.id}) > (select w.created_at, w.id from waitlist_entries w where w.id = ${afterId})`,
      )
      .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id))
      .limit(BATCH);
    if (!rows.length) return count;
    await write(rows.map((row) => csvLine(WAITLIST_EXPORT_COLUMNS.map((c) => valueOf[c](row)))).join(''));
    count += rows.length;
    afterId = rows.at(-1)!.id;
  }
}
