import { sql } from 'drizzle-orm';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { at, cascadeRef, uuidKey } from './columns';

/**
 * Personal API tokens (/settings, `Authorization: Bearer shp_…`). Only the SHA-256 of a token is
 * kept (`token_hash`, hex): a request's token is hashed and looked up, so no token is ever
 * compared character by character. `hint` is the token's last four characters, to tell tokens
 * apart in the list. Revoked tokens keep their row (`revoked_at`) so a request with one is told
 * it was revoked; they leave the list and never authenticate again.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuidKey(),
    userId: cascadeRef(() => users.id),
    name: text().notNull(),
    tokenHash: text().notNull().unique('api_tokens_token_hash_unique'),
    hint: text().notNull(),
    scope: text({ enum: ['read', 'write'] }).notNull(),
    /** Null: the token never expires. */
    expiresAt: at(),
    /** Updated at most once a minute per token. */
    lastUsedAt: at(),
    revokedAt: at(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    index('api_tokens_user_id_idx').on(t.userId),
    check('api_tokens_scope_check', sql`${t.scope} in ('read', 'write')`),
  ],
);
