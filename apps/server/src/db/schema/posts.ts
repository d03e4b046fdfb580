import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { projects } from './projects';
import { at, uuidKey, cascadeRef } from './columns';
import { commits } from './commits';

/**
 * Social posts written from commits. They are the user's own text:
 * they outlive the project (`project_id` set null) and the stored commit (`commit_id` set
 * null; `commit_sha` and `repository_name` keep what it was written from).
 *
 * A post may be scheduled: at `scheduled_for` its owner is mailed the post, ready to share
 * (sharing is by link, so nothing is posted for them). `schedule_time_zone` is the IANA zone
 * the owner picked the time in (mail and dashboard say the time on that clock). `ready_at` is
 * set by the sweep that claims the reminder, in the transaction that records its mail; a new
 * schedule clears it.
 */
export const posts = pgTable(
  'posts',
  {
    id: uuidKey(),
    userId: cascadeRef(() => users.id),
    projectId: text().references(() => projects.id, { onDelete: 'set null' }),
    commitId: text().references(() => commits.id, { onDelete: 'set null' }),
    commitSha: text(),
    repositoryName: text(),
    content: text().notNull(),
    /** 'builtin' or '<provider>:<model>'. */
    writer: text().notNull(),
    tone: text({ enum: ['technical', 'professional', 'casual'] }).notNull(),
    target: text({ enum: ['x', 'linkedin', 'discord', 'bluesky', 'mastodon'] }).notNull(),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
    scheduledFor: at(),
    scheduleTimeZone: text(),
    readyAt: at(),
    /** The wordings Regenerate replaced, newest first (capped at POST_HISTORY_LIMIT). */
    history: jsonb().$type<{ content: string; writtenAt: string }[]>(),
  },
  (t) => [
    check(
      'posts_schedule_check',
      sql`(${t.scheduledFor} is null) = (${t.scheduleTimeZone} is null) and (${t.readyAt} is null or ${t.scheduledFor} is not null)`,
    ),
    // The reminder sweep's lookup: scheduled posts not mailed yet, by time.
    index('posts_due_idx')
      .on(t.scheduledFor)
      .where(sql`${t.readyAt} is null and ${t.scheduledFor} is not null`),
    check('posts_tone_check', sql`${t.tone} in ('technical', 'professional', 'casual')`),
    check('posts_target_check', sql`${t.target} in ('x', 'linkedin', 'discord', 'bluesky', 'mastodon')`),
    index('posts_user_created_at_idx').on(t.userId, t.createdAt.desc()),
    index('posts_project_id_idx').on(t.projectId),
    index('posts_commit_id_idx').on(t.commitId),
  ],
);
