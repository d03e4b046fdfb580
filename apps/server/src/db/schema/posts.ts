import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { projects } from './projects';
import { at, uuidKey, cascadeRef } from './columns';

/**
 * Commits fetched from GitHub for the dashboard,
 * one row per user, repository and sha: fetching again inserts nothing new. The repository
 * is compared case-insensitively, as GitHub does. `project_id` is the project the commit was
 * fetched for; it becomes null when that project is deleted (the user's posts keep their
 * commit), and the dashboard lists only commits of repositories the user still has a project for.
 */
export const commits = pgTable(
  'commits',
  {
    id: uuidKey(),
    userId: cascadeRef(() => users.id),
    projectId: text().references(() => projects.id, { onDelete: 'set null' }),
    /** `owner/repo`, as the project names it. */
    repositoryName: text().notNull(),
    /** 40 lowercase hex characters. */
    sha: text().notNull(),
    message: text().notNull(),
    authorName: text().notNull().default(''),
    /** The author's GitHub login, when GitHub links the commit to an account. */
    authorLogin: text(),
    committedAt: at().notNull(),
    fetchedAt: at().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('commits_user_repository_sha_unique').on(t.userId, sql`lower(${t.repositoryName})`, t.sha),
    index('commits_user_committed_at_idx').on(t.userId, t.committedAt.desc()),
    index('commits_project_id_idx').on(t.projectId),
  ],
);

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
    target: text({ enum: ['x', 'linkedin', 'discord'] }).notNull(),
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
    check('posts_target_check', sql`${t.target} in ('x', 'linkedin', 'discord')`),
    index('posts_user_created_at_idx').on(t.userId, t.createdAt.desc()),
    index('posts_project_id_idx').on(t.projectId),
    index('posts_commit_id_idx').on(t.commitId),
  ],
);
