import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { at, uuidKey, cascadeRef } from './columns';

/**
 * Projects. Everything that hangs off a project (updates, comments, likes,
 * subscribers, waitlist, webhook, domain) references `projects.id` ON DELETE CASCADE, so
 * deleting a project stays one statement.
 */
export const projects = pgTable(
  'projects',
  {
    id: uuidKey(),
    userId: cascadeRef(() => users.id),
    name: text().notNull(),
    description: text().notNull().default(''),
    /** Markdown as the owner wrote it, rendered and sanitized on read (lib/markdown.ts). */
    longDescription: text().notNull().default(''),
    /**
     * `html` for a description written before descriptions were Markdown, until the data
     * migration (db/data-migrations.ts) has converted it; `markdown` otherwise.
     */
    longDescriptionFormat: text().notNull().default('markdown'),
    bannerUrl: text(),
    logoUrl: text(),
    iconUrl: text(),
    websiteUrl: text(),
    twitterHandle: text(),
    /** `owner/repo`, the repository's full name on GitHub. */
    repositoryName: text().notNull(),
    repositoryId: bigint({ mode: 'number' }),
    githubStars: integer().notNull().default(0),
    /** When `github_stars` was last asked of GitHub (null: never). */
    starsCheckedAt: at(),
    techStack: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isPrivate: boolean().notNull().default(true),
    /**
     * What happens to generated updates (settings, My Projects, webhooks): `review` holds them
     * all as drafts; a significance publishes those at or above it and holds the rest.
     */
    reviewRule: text({ enum: ['review', 'minor', 'medium', 'major'] })
      .notNull()
      .default('review'),
    /**
     * Confirmed subscribers, kept by statement triggers on `project_subscribers` (migration
     * 0031) in the transaction that adds, confirms or removes them: a page reads one column
     * instead of counting 100,000 rows.
     */
    subscribersCount: integer().notNull().default(0),
    /** The owner's short address for the project, `/p/{slug}` (unique when set). */
    slug: text().unique('projects_slug_unique'),
    /** Filled by the custom-domain feature; unique when set. */
    customDomain: text().unique('projects_custom_domain_unique'),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    index('projects_user_id_created_at_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('projects_public_created_at_id_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`not ${t.isPrivate}`),
  ],
);

/**
 * Short addresses a project had before its current one: `/p/{slug}` of an earlier slug answers
 * 301 to the project's address, so links already shared keep working. A slug taken again by
 * a project as its current one is that project's (current slugs are looked up first).
 */
export const projectFormerSlugs = pgTable(
  'project_former_slugs',
  {
    slug: text().primaryKey(),
    projectId: cascadeRef(() => projects.id),
    retiredAt: at().notNull().defaultNow(),
  },
  (t) => [index('project_former_slugs_project_id_idx').on(t.projectId)],
);
