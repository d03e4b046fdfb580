import { boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { cascadeRef } from './columns';

const createdAt = () => timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** Accounts (the auth library's `user` model). */
export const users = pgTable('users', {
  id: text().primaryKey(),
  name: text().notNull().default(''),
  email: text().notNull().unique(),
  emailVerified: boolean().notNull().default(false),
  image: text(),
  /** The GitHub login when the account is linked to GitHub. */
  userName: text(),
  /** A short public bio (Markdown, 300 characters at most), shown on `/user/{id}`. */
  bio: text(),
  /** Public links on `/user/{id}`: a website, and X, Bluesky and Mastodon handles (without '@'). */
  website: text(),
  xHandle: text(),
  blueskyHandle: text(),
  mastodonHandle: text(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Server-side sessions; the token is what the cookie and `Authorization: Bearer` carry. */
export const sessions = pgTable(
  'sessions',
  {
    id: text().primaryKey(),
    token: text().notNull().unique(),
    userId: cascadeRef(() => users.id),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    ipAddress: text(),
    userAgent: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/** Linked identities: the email credential (password hash) and GitHub (tokens encrypted). */
export const accounts = pgTable(
  'accounts',
  {
    id: text().primaryKey(),
    accountId: text().notNull(),
    providerId: text().notNull(),
    userId: cascadeRef(() => users.id),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: timestamp({ withTimezone: true, mode: 'date' }),
    refreshTokenExpiresAt: timestamp({ withTimezone: true, mode: 'date' }),
    scope: text(),
    password: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);

/** Short-lived values of the auth library: OAuth state, email verification. */
export const verifications = pgTable(
  'verifications',
  {
    id: text().primaryKey(),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/** Single-use codes that `POST /api/auth/exchange` turns into a session (stored hashed). */
export const authCodes = pgTable(
  'auth_codes',
  {
    codeHash: text().primaryKey(),
    userId: cascadeRef(() => users.id),
    purpose: text({ enum: ['confirm-email', 'github'] }).notNull(),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('auth_codes_user_id_idx').on(t.userId)],
);
