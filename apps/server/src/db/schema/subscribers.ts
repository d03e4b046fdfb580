import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { projects } from './projects';
import { at, uuidKey, cascadeRef } from './columns';

/**
 * A project's audience: people who
 * subscribed on the public page, joined the project's waitlist, or were added by the owner.
 * One row per project and lower-cased address. A row counts (stats, mail) only once
 * `confirmed_at` is set by following the single-use link of the confirmation mail.
 */
export const projectSubscribers = pgTable(
  'project_subscribers',
  {
    id: uuidKey(),
    projectId: cascadeRef(() => projects.id),
    /** Lower-cased and trimmed: the identity of the subscriber within the project. */
    email: text().notNull(),
    notificationPreference: text({ enum: ['all', 'major'] })
      .notNull()
      .default('all'),
    commentFrequency: text({ enum: ['instant', 'daily', 'weekly'] })
      .notNull()
      .default('instant'),
    /** Mail about new updates: one per update, or a weekly or monthly digest. */
    updateFrequency: text({ enum: ['instant', 'weekly', 'monthly'] })
      .notNull()
      .default('instant'),
    /** How the address came: the Stay Updated panel, the project waitlist, or the owner. */
    source: text({ enum: ['subscribe', 'waitlist', 'owner'] })
      .notNull()
      .default('subscribe'),
    /** When the address asked (`subscribed_at` in the API). */
    subscribedAt: at().notNull().defaultNow(),
    confirmedAt: at(),
    /** SHA-256 of the single-use confirmation token; cleared once used. */
    confirmTokenHash: text(),
    confirmExpiresAt: at(),
    /** SHA-256 of the token the last subscribe response gave the page for its own Unsubscribe. */
    requestTokenHash: text(),
    /** Per-row secret mixed into the signed links of every mail; replacing it revokes them. */
    linkSalt: text()
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    /** End of the last comment digest period mailed (daily and weekly subscribers). */
    lastDigestAt: at(),
    /**
     * Where the next update digest starts: the end of the last period mailed, or the moment the
     * address left instant mail (what came before was mailed one by one).
     */
    lastUpdateDigestAt: at(),
  },
  (t) => [
    unique('project_subscribers_project_email_unique').on(t.projectId, t.email),
    check('project_subscribers_preference_check', sql`${t.notificationPreference} in ('all', 'major')`),
    check(
      'project_subscribers_frequency_check',
      sql`${t.commentFrequency} in ('instant', 'daily', 'weekly')`,
    ),
    check(
      'project_subscribers_update_frequency_check',
      sql`${t.updateFrequency} in ('instant', 'weekly', 'monthly')`,
    ),
    check('project_subscribers_source_check', sql`${t.source} in ('subscribe', 'waitlist', 'owner')`),
    index('project_subscribers_project_confirmed_idx').on(t.projectId, t.confirmedAt),
    // The mail fan-out walks a project's confirmed subscribers by id, a batch at a time.
    index('project_subscribers_confirmed_keyset_idx')
      .on(t.projectId, t.id)
      .where(sql`${t.confirmedAt} is not null`),
    index('project_subscribers_confirm_token_idx').on(t.confirmTokenHash),
    // The update digests take the confirmed digest subscribers of every project, by id.
    index('project_subscribers_update_digest_idx')
      .on(t.updateFrequency, t.id)
      .where(sql`${t.updateFrequency} <> 'instant' and ${t.confirmedAt} is not null`),
    // The owner's list: newest or oldest first, by address A to Z, and searched by the start of
    // the address or of its domain (byte order, so a prefix is a range of each index).
    index('project_subscribers_project_subscribed_idx').on(t.projectId, t.subscribedAt, t.id),
    index('project_subscribers_project_email_idx').on(t.projectId, sql`(${t.email} collate "C")`, t.id),
    index('project_subscribers_project_domain_idx').on(
      t.projectId,
      sql`(split_part(${t.email}, '@', 2) collate "C")`,
    ),
  ],
);

/**
 * An entry that unsubscribed through a mail link (the preferences page or the one-click
 * unsubscribe), kept so that its links still answer: a repeated one-click POST succeeds again,
 * the preferences page says the address is unsubscribed and offers to subscribe it again, with
 * the same choices and the same links. Removed when the address subscribes again.
 */
export const subscriberUnsubscribes = pgTable('subscriber_unsubscribes', {
  /** The id the entry had: its links name it. */
  id: text().primaryKey(),
  projectId: cascadeRef(() => projects.id),
  email: text().notNull(),
  notificationPreference: text({ enum: ['all', 'major'] }).notNull(),
  commentFrequency: text({ enum: ['instant', 'daily', 'weekly'] }).notNull(),
  updateFrequency: text({ enum: ['instant', 'weekly', 'monthly'] })
    .notNull()
    .default('instant'),
  source: text({ enum: ['subscribe', 'waitlist', 'owner'] }).notNull(),
  /** The entry's link secret: its links stay verifiable, and valid again once it resubscribes. */
  linkSalt: text().notNull(),
  subscribedAt: at().notNull(),
  unsubscribedAt: at().notNull().defaultNow(),
});

/** Per-user mail settings; a missing row means the defaults. */
export const userNotificationSettings = pgTable('user_notification_settings', {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** A mail to the project owner for each comment on their updates. */
  commentMails: boolean().notNull().default(true),
  updatedAt: at().notNull().defaultNow(),
});
