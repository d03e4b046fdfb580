import { and, eq, sql } from 'drizzle-orm';
import {
  projectMessages,
  projectPagePaths,
  WIDGET_EXCERPT_LENGTH,
  WIDGET_UPDATES,
  type WidgetFeed,
} from '@shiplog/contract';
import type { Database } from '../../db/client';
import { projects, updates } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { excerptOf } from '../../lib/excerpt';
import { toCachedJson, type CachedJson, type ProjectReadCache } from '../../lib/project-read-cache';
import { isPublicProject } from '../../domain/project-access';
import { isPublished, newestPublishedFirst } from '../../domain/published-updates';

const CACHE_NAME = 'widget';
/** A cached answer lives until the next scheduled update falls due, but never shorter than this. */
const MIN_DUE_WAIT_MS = 200;

/** When the project's next scheduled update falls due (null: none). */
const nextDueColumn = (projectId: string) => sql<string | null>`(
  select min(u.published_at) from ${updates} u
  where u.project_id = ${projectId} and not u.is_draft and u.published_at > now()
)`;

/**
 * The What's new widget's data: a public project's newest published updates (drafts and
 * scheduled ones never), serialised once and kept in the read cache until the project changes
 * or its next scheduled update falls due. Private and unknown projects are 404 alike.
 */
export function createWidgetService(db: Database, cache: ProjectReadCache, publicUrl: string) {
  async function load(projectId: string) {
    const [project] = await db
      .select({
        id: projects.id,
        name: projects.name,
        slug: projects.slug,
        nextDue: nextDueColumn(projectId),
      })
      .from(projects)
      .where(and(eq(projects.id, projectId), isPublicProject));
    if (!project) return undefined;
    const rows = await db
      .select({
        id: updates.id,
        title: updates.title,
        type: updates.type,
        isMajor: updates.isMajorUpdate,
        content: updates.content,
        commitMessage: updates.commitMessage,
        publishedAt: updates.publishedAt,
      })
      .from(updates)
      .where(and(eq(updates.projectId, projectId), isPublished))
      .orderBy(...newestPublishedFirst)
      .limit(WIDGET_UPDATES);
    const pages = projectPagePaths(project);
    const feed: WidgetFeed = {
      project: { id: project.id, name: project.name, url: `${publicUrl}${pages.page}` },
      updates: rows.map((row) => ({
        id: row.id,
        title: row.title,
        type: row.type,
        is_major_update: row.isMajor,
        published_at: row.publishedAt.toISOString(),
        excerpt: excerptOf(row.content.trim() || row.commitMessage || '', WIDGET_EXCERPT_LENGTH),
        url: `${publicUrl}${pages.updatePage(row.id)}`,
      })),
    };
    const json = toCachedJson(feed);
    const due = project.nextDue ? new Date(project.nextDue).getTime() : Infinity;
    return { value: json, expiresAt: Math.max(due, Date.now() + MIN_DUE_WAIT_MS), bytes: json.body.length };
  }

  return {
    /** The feed as JSON with its ETag; 404 for a private or unknown project. */
    async feed(projectId: string): Promise<CachedJson> {
      const { value } = await cache.read(projectId, CACHE_NAME, () => load(projectId));
      if (!value) throw notFound(projectMessages.notFound);
      return value;
    },
  };
}
