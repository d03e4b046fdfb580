import { sql } from 'drizzle-orm';
import { check, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { at, cascadeRef, uuidKey } from './columns';

/**
 * A user's account on a social network that Shiplog may post to for them: a Bluesky app
 * password, or a Mastodon access token. One per user and network; the secret only sealed
 * (`lib/sealed-secrets.ts`, purpose `social-accounts`), never shown again.
 */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: uuidKey(),
    userId: cascadeRef(() => users.id),
    network: text({ enum: ['bluesky', 'mastodon'] }).notNull(),
    /** The server's origin: the Bluesky PDS (https://bsky.social) or the Mastodon instance. */
    service: text().notNull(),
    /** Bluesky: the handle or email; Mastodon: empty (the token names the account). */
    identifier: text().notNull().default(''),
    secretSealed: text().notNull(),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    unique('social_accounts_user_network_unique').on(t.userId, t.network),
    check('social_accounts_network_check', sql`${t.network} in ('bluesky', 'mastodon')`),
  ],
);
