import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { cascadeRef } from './columns';

/** Who follows whom (the Follow button of `/user/{id}`); nobody follows themselves. */
export const follows = pgTable(
  'follows',
  {
    followerId: cascadeRef(() => users.id),
    followeeId: cascadeRef(() => users.id),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    index('follows_followee_id_idx').on(t.followeeId),
    check('follows_not_self_check', sql`${t.followerId} <> ${t.followeeId}`),
  ],
);
