import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { projects } from './projects';
import { at, uuidKey, cascadeRef } from './columns';

/**
 * Commits fetched from GitHub for the dashboard (spec section 3, "Commit (dashboard view)"),
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
 * Social posts written from commits (spec section 3, "Post"). They are the user's own text:
 * they outlive the project (`project_id` set null) and the stored commit (`commit_id` set
 * null; `commit_sha` and `repository_name` keep what it was written from).
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
  },
  (t) => [
    check('posts_tone_check', sql`${t.tone} in ('technical', 'professional', 'casual')`),
    check('posts_target_check', sql`${t.target} in ('x', 'linkedin', 'discord')`),
    index('posts_user_created_at_idx').on(t.userId, t.createdAt.desc()),
    index('posts_project_id_idx').on(t.projectId),
    index('posts_commit_id_idx').on(t.commitId),
  ],
);
