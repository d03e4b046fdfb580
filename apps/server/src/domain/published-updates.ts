import { and, eq, getTableName, lte, sql, type Column, type SQL } from 'drizzle-orm';
import { updates } from '../db/schema';

/**
 * True for updates that are public: not a draft, and their publication time has come (the
 * database's clock decides). Everything a reader, a feed, a count or a mail sees goes by it.
 */
export const isPublished = sql<boolean>`(not ${updates.isDraft} and ${updates.publishedAt} <= now())`;

/**
 * Out by `at` (a moment, or the database's clock): not a draft, its publication time come. What
 * each step that follows a publication waits for, each with its own mark of having happened.
 */
export const isOutBy = (at: Date | SQL) => and(eq(updates.isDraft, false), lte(updates.publishedAt, at));

/**
 * Newest published first, in the order `updates_project_published_idx` is built, so that a
 * project's latest N (a feed, the widget) are read from the index instead of sorting the project.
 */
export const newestPublishedFirst = [
  sql`${updates.publishedAt} desc nulls last`,
  sql`${updates.createdAt} desc nulls last`,
  sql`${updates.id} desc nulls last`,
] as const;

/**
 * A project's published updates, counted in a correlated subquery: `stats.updates_count`
 * for the projects module, e.g. `updatesCount: publishedUpdatesCount(projects.id)` in the
 * select that reads the projects. The outer column is written table-qualified, since Drizzle
 * leaves columns unqualified in single-table selects (inside the subquery, a bare "id" would
 * be the update's).
 */
export function publishedUpdatesCount(projectId: Column) {
  const outer = sql`${sql.identifier(getTableName(projectId.table))}.${sql.identifier(projectId.name)}`;
  return sql<number>`(select count(*)::int from ${updates} as "published" where "published"."project_id" = ${outer} and not "published"."is_draft" and "published"."published_at" <= now())`.mapWith(
    Number,
  );
}
