import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
