import { renderMarkdown } from '../../lib/markdown';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Project } from '@shiplog/contract';
import type { Database } from '../../db/client';
import { projects, users } from '../../db/schema';
import { publishedUpdatesCount } from '../../domain/published-updates';
import { publicUserColumns, toPublicUser } from '../../domain/public-user';

/**
 * A project's counters, read by the one statement that reads the projects, so a page costs the
 * same whatever the project's size. Updates count once published (a scheduled one counts from
 * its publish time: an indexed count); confirmed subscribers are a column kept by triggers.
 */
const stats = {
  updatesCount: publishedUpdatesCount(projects.id),
  subscribersCount: projects.subscribersCount,
};

/**
 * The project with its owner and counters: one statement (users joined, stats inline), and
 * `sortKey`, the value a list is paged by as its cursor writes it (the public list's order).
 */
export function selectProjects(db: Database, sortKey: SQL<string> = sql<string>`null`) {
  return db
    .select({
      project: projects,
      owner: publicUserColumns,
      stats,
      sortKey,
    })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.userId))
    .$dynamic();
}

export type ProjectRow = Awaited<ReturnType<ReturnType<typeof selectProjects>['execute']>>[number];

/** A row in the API's shape. */
export function toProject({ project: p, owner, stats: s }: ProjectRow): Project {
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    long_description: p.longDescription,
    long_description_html: renderMarkdown(p.longDescription),
    banner_url: p.bannerUrl,
    logo_url: p.logoUrl,
    icon_url: p.iconUrl,
    repository_name: p.repositoryName,
    repository_id: p.repositoryId,
    website_url: p.websiteUrl,
    twitter_handle: p.twitterHandle,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
    user_id: p.userId,
    user: toPublicUser(owner),
    github_stars: p.githubStars,
    stats: { updates_count: s.updatesCount, subscribers_count: s.subscribersCount },
    tech_stack: p.techStack,
    is_private: p.isPrivate,
    custom_domain: p.customDomain,
    slug: p.slug,
  };
}
