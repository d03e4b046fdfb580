import { and, eq, sql, type SQL } from 'drizzle-orm';
import { timelineQuery, type UpdateListQuery, type UpdateNeighbours } from '@shiplog/contract';
import { notFound } from '../../lib/app-error';
import type { Database } from '../../db/client';
import { projects, updates } from '../../db/schema';
import { toCachedJson, type ProjectReadCache } from '../../lib/project-read-cache';
import { assertVisible, UPDATE_NOT_FOUND } from '../../domain/project-access';
import { isPublished } from '../../domain/published-updates';
import { provenanceOfColumn, sourcesColumn } from '../../domain/update-sources';
import { timelineOrder, toUpdate } from './update-query';
import {
  after,
  before,
  encodeCursor,
  pageFilters,
  pageSize,
  positionColumns,
  type Position,
  type TimelinePage,
} from './timeline-page';

/**
 * A cached visitor page expires when the earliest scheduled update falls due (by this
 * process's clock), but never sooner than this: the database's clock decides what is due.
 */
const MIN_DUE_WAIT_MS = 200;

/** The timeline order reversed: to read the rows just before a place. */
const reversedOrder: SQL[] = [
  sql`${updates.isPinned} asc nulls first`,
  sql`${updates.publishedAt} asc nulls first`,
  sql`${updates.createdAt} asc nulls first`,
  sql`${updates.id} asc nulls first`,
];

/** When the project's next scheduled update falls due: the earliest not yet mailed, in the future. */
const nextDueColumn = (projectId: string) => sql<string | null>`(
  select min(u.published_at) from ${updates} u
  where u.project_id = ${projectId} and not u.is_draft and u.notified_at is null and u.published_at > now()
)`;

const rowColumns = { update: updates, published: isPublished, sources: sourcesColumn, ...positionColumns };

type Read = { update: typeof updates.$inferSelect; publishedUs: string; createdUs: string };
const positionOf = (r: Read): Position => ({
  pinned: r.update.isPinned,
  publishedUs: BigInt(r.publishedUs),
  createdUs: BigInt(r.createdUs),
  id: r.update.id,
});

/**
 * GET /api/projects/{id}/updates, a page at a time: one bounded statement per page (the
 * filters, the cursor and `limit + 1` rows in timeline order, each filter served by an index;
 * the search by full-text search), whatever the size of the project. Visitors' pages are kept in
 * the in-process read cache, by page; the owner always reads fresh, so their own writes show
 * at once on every process. A cached visitor page expires when the next scheduled update falls
 * due, so it appears by itself.
 */
export function createTimeline(db: Database, cache: ProjectReadCache) {
  /** Who may read the project's timeline (cached with its other reads). */
  async function access(projectId: string, viewerId: string | null) {
    const { value } = await cache.read(projectId, 'timeline:access', async () => {
      const [row] = await db
        .select({ ownerId: projects.userId, isPrivate: projects.isPrivate })
        .from(projects)
        .where(eq(projects.id, projectId));
      return row ? { value: row } : undefined;
    });
    const visible = assertVisible(value, viewerId);
    return { isOwner: visible.ownerId === viewerId };
  }

  /** One page, and (on every row) when the project's next scheduled update falls due. */
  async function readPage(projectId: string, owner: boolean, query: UpdateListQuery) {
    const limit = pageSize(query);
    const filters = pageFilters(projectId, query);
    const rows = await db
      .select({ ...rowColumns, nextDue: nextDueColumn(projectId) })
      .from(updates)
      .where(owner ? filters : and(filters, isPublished))
      .orderBy(...timelineOrder)
      .limit(limit + 1);
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    const due = rows[0]?.nextDue;
    const timeline: TimelinePage = {
      json: toCachedJson(
        page.map((r) => toUpdate(r.update, { owner, provenance: provenanceOfColumn(r.sources) })),
      ),
      nextCursor: rows.length > limit && last ? encodeCursor(positionOf(last)) : null,
    };
    // An empty page cannot say when the next update falls due: it is read again soon.
    return { page: timeline, nextDue: rows.length ? (due ? new Date(due).getTime() : Infinity) : 0 };
  }

  /** The row next to `place` on this viewer's timeline, newer or older. */
  async function nextTo(projectId: string, owner: boolean, place: Position, side: 'newer' | 'older') {
    const visible = owner ? undefined : isPublished;
    const [row] = await db
      .select({ id: updates.id, title: updates.title })
      .from(updates)
      .where(and(eq(updates.projectId, projectId), side === 'newer' ? before(place) : after(place), visible))
      .orderBy(...(side === 'newer' ? reversedOrder : timelineOrder))
      .limit(1);
    return row ?? null;
  }

  return {
    /** The updates next to one on this viewer's timeline; 404 when the viewer cannot see it. */
    async neighbours(
      projectId: string,
      viewerId: string | null,
      updateId: string,
    ): Promise<UpdateNeighbours> {
      const { isOwner } = await access(projectId, viewerId);
      const [found] = await db
        .select({ update: updates, published: isPublished, ...positionColumns })
        .from(updates)
        .where(and(eq(updates.projectId, projectId), eq(updates.id, updateId)));
      if (!found || (!isOwner && !found.published)) throw notFound(UPDATE_NOT_FOUND);
      const place = positionOf(found);
      const [newer, older] = await Promise.all([
        nextTo(projectId, isOwner, place, 'newer'),
        nextTo(projectId, isOwner, place, 'older'),
      ]);
      return { newer, older };
    },

    /** One page of them (see updateListQuerySchema). */
    async page(projectId: string, viewerId: string | null, query: UpdateListQuery): Promise<TimelinePage> {
      const { isOwner } = await access(projectId, viewerId);
      if (isOwner) return (await readPage(projectId, true, query)).page;
      const key = `timeline:${query.limit ?? ''}:${timelineQuery(query)}`;
      const { value } = await cache.read(projectId, key, async () => {
        const { page, nextDue } = await readPage(projectId, false, query);
        return {
          value: page,
          expiresAt: Math.max(nextDue, Date.now() + MIN_DUE_WAIT_MS),
          bytes: page.json.body.length,
        };
      });
      return value!;
    },
  };
}
