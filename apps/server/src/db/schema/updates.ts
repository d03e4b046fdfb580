import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  uniqueIndex,
  text,
} from 'drizzle-orm/pg-core';
import type { UpdateContributor } from '@shiplog/contract';
import { users } from './auth';
import { projects } from './projects';
import { at, uuidKey, cascadeRef } from './columns';

/**
 * Project updates. The counters change in the same transaction as the rows
 * they count, so the timeline is one statement: `likes_count` and `comments_count` by
 * triggers on update_likes / update_comments (migration 0004, hand-written: drizzle-kit does
 * not model triggers), `views_count` by the statement that records a view.
 */
export const updates = pgTable(
  'updates',
  {
    id: uuidKey(),
    projectId: cascadeRef(() => projects.id),
    type: text({ enum: ['text', 'image', 'commit', 'release'] }).notNull(),
    title: text().notNull(),
    content: text().notNull().default(''),
    imageUrl: text(),
    commitSha: text(),
    commitMessage: text(),
    /** An automatic update of several pushed commits: each sha with its own message, oldest first. */
    commits: jsonb().$type<{ sha: string; message: string }[]>(),
    /** A generated update's contributors (commit and pull request authors, co-authors, credits). */
    contributors: jsonb().$type<UpdateContributor[]>(),
    /**
     * The commit this update announces (lowercase sha; a push's head commit): at most one update
     * per project and commit carries it (unique), so two generations cannot both announce it.
     * Null for updates the owner added with `force`, and for every other type.
     */
    announcesCommit: text(),
    /**
     * A draft is the owner's until they publish it: never public, counted or mailed. A
     * published update with `publishedAt` in the future is scheduled: the owner's until then.
     */
    isDraft: boolean().notNull().default(false),
    /** In the future: scheduled, visible to the owner only until then. Stored in UTC. */
    publishedAt: at().notNull().defaultNow(),
    isPinned: boolean().notNull().default(false),
    isMajorUpdate: boolean().notNull().default(false),
    labels: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Automatic updates: what brought it (push, merge, release); null for updates written by hand. */
    autoSource: text({ enum: ['push', 'merge', 'release'] }),
    autoSignificance: text({ enum: ['minor', 'medium', 'major'] }),
    /** The rules that scored it, in words (shown to the owner). */
    autoReason: text(),
    /** The webhook delivery it came from: unique, so a replayed delivery never makes two. */
    autoDeliveryId: text().unique('updates_auto_delivery_unique'),
    /** The GitHub release it came from (its id): one update per release, however often it is delivered or published. */
    autoReleaseId: text(),
    /** When subscribers were mailed about it; null until then (scheduled ones wait their time). */
    notifiedAt: at(),
    /**
     * When `update.published` was recorded for the project's webhooks and channels: in the
     * transaction that publishes it, or for a scheduled one by the sweep once its time has
     * come; never waiting for the subscribers' mail. Null until then.
     */
    announcedAt: at(),
    likesCount: integer().notNull().default(0),
    commentsCount: integer().notNull().default(0),
    viewsCount: integer().notNull().default(0),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    check('updates_type_check', sql`${t.type} in ('text', 'image', 'commit', 'release')`),
    check(
      'updates_counts_check',
      sql`${t.likesCount} >= 0 and ${t.commentsCount} >= 0 and ${t.viewsCount} >= 0`,
    ),
    index('updates_project_timeline_idx').on(
      t.projectId,
      t.isPinned.desc(),
      t.publishedAt.desc(),
      t.createdAt.desc(),
      t.id.desc(),
    ),
    // The timeline's filters, each a page read in timeline order without reading the rest.
    index('updates_project_type_timeline_idx').on(
      t.projectId,
      t.type,
      t.isPinned.desc(),
      t.publishedAt.desc(),
      t.createdAt.desc(),
      t.id.desc(),
    ),
    // The feeds: the newest published, pinned or not.
    index('updates_project_published_idx').on(
      t.projectId,
      t.publishedAt.desc(),
      t.createdAt.desc(),
      t.id.desc(),
    ),
    // When a project last changed (its newest edit), for feeds and sitemaps.
    index('updates_project_edited_idx').on(t.projectId, t.updatedAt.desc()),
    index('updates_project_major_timeline_idx')
      .on(t.projectId, t.isPinned.desc(), t.publishedAt.desc(), t.createdAt.desc(), t.id.desc())
      .where(sql`${t.isMajorUpdate}`),
    index('updates_unnotified_idx')
      .on(t.publishedAt)
      .where(sql`${t.notifiedAt} is null and not ${t.isDraft}`),
    // The announcing sweep's lookup: published updates whose event is not recorded yet, by time.
    index('updates_unannounced_idx')
      .on(t.publishedAt)
      .where(sql`${t.announcedAt} is null and not ${t.isDraft}`),
    index('updates_drafts_idx')
      .on(t.projectId, t.updatedAt.desc())
      .where(sql`${t.isDraft}`),
    // A merged pull request reaches us twice (the pull_request and the push of its merge commit):
    // one automatic update per project and head commit, whichever delivery comes first.
    uniqueIndex('updates_auto_release_unique')
      .on(t.projectId, t.autoReleaseId)
      .where(sql`${t.autoReleaseId} is not null`),
    uniqueIndex('updates_announces_commit_unique')
      .on(t.projectId, t.announcesCommit)
      .where(sql`${t.announcesCommit} is not null`),
    uniqueIndex('updates_auto_commit_unique')
      .on(t.projectId, t.commitSha)
      .where(sql`${t.autoSource} in ('push', 'merge') and ${t.commitSha} is not null`),
  ],
);

/**
 * How far the mail about an update has gone: its subscribers are walked in order of id, a batch
 * per transaction, and each batch moves `afterSubscriberId` on in the transaction that records
 * its mails. A fan-out cut short resumes after the last subscriber recorded; two workers never
 * record the same batch (each batch's write is conditional on the position it started from).
 * The update's `notifiedAt` is set with the last batch. Its own row, so that batches never
 * hold the update's row (its counters change on every like and comment).
 */
export const updateFanouts = pgTable('update_fanouts', {
  updateId: text()
    .primaryKey()
    .references(() => updates.id, { onDelete: 'cascade' }),
  /** The last subscriber (by id) whose mail is recorded; null while none was. */
  afterSubscriberId: text(),
  /** Transactions that recorded a batch. */
  batches: integer().notNull().default(0),
  /** Mails recorded (new ones; a key recorded before is not counted again). */
  mails: integer().notNull().default(0),
  updatedAt: at().notNull().defaultNow(),
});

/** One like per user and update: the primary key makes liking idempotent. */
export const updateLikes = pgTable(
  'update_likes',
  {
    updateId: cascadeRef(() => updates.id),
    userId: cascadeRef(() => users.id),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.updateId, t.userId] }), index('update_likes_user_id_idx').on(t.userId)],
);

/** Comments: plain text, edited only by their author. */
export const updateComments = pgTable(
  'update_comments',
  {
    id: uuidKey(),
    updateId: cascadeRef(() => updates.id),
    userId: cascadeRef(() => users.id),
    content: text().notNull(),
    isEdited: boolean().notNull().default(false),
    /** When instant subscribers and the project owner were mailed about it. */
    notifiedAt: at(),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    index('update_comments_update_created_idx').on(t.updateId, t.createdAt),
    index('update_comments_user_id_idx').on(t.userId),
    index('update_comments_unnotified_idx')
      .on(t.createdAt)
      .where(sql`${t.notifiedAt} is null`),
  ],
);

/**
 * Who has been counted as a viewer of an update on a UTC day. `visitor_hash` is a keyed
 * hash (HMAC with the app secret and the day) of address, user agent and user id: no raw
 * addresses are stored and hashes cannot be linked across days. Pruned after two days.
 */
export const updateViews = pgTable(
  'update_views',
  {
    updateId: cascadeRef(() => updates.id),
    visitorHash: text().notNull(),
    day: date({ mode: 'string' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.updateId, t.visitorHash, t.day] }),
    index('update_views_day_idx').on(t.day),
  ],
);
