import { eq } from 'drizzle-orm';
import type { Update, UpdateListQuery, UpdateNeighbours } from '@shiplog/contract';
import { notFound } from '../../lib/app-error';
import type { Database } from '../../db/client';
import { projects, updates } from '../../db/schema';
import type { Loaded, ProjectReadCache } from '../../lib/project-read-cache';
import { assertVisible, UPDATE_NOT_FOUND } from '../../lib/project-access';
import { isPublished } from '../../lib/published-updates';
import { timelineOrder, toUpdate } from './update-query';
import { provenanceOfColumn, sourcesColumn } from '../../lib/update-sources';
import {
  compareEntries,
  pageOf,
  timelineEntry,
  type TimelineEntry,
  type TimelinePage,
} from './timeline-page';

/** A project's timeline as each kind of viewer sees it, serialised once. */
interface TimelineSnapshot {
  ownerId: string;
  isPrivate: boolean;
  /** Published updates only: everyone but the owner. */
  visitorEntries: TimelineEntry[];
  /** Drafts and scheduled updates included. */
  ownerEntries: TimelineEntry[];
}

const CACHE_NAME = 'timeline';
/**
 * A cached visitor view expires when the earliest scheduled update falls due (by this
 * process's clock), but never sooner than this: the database's clock decides what is due.
 */
const MIN_DUE_WAIT_MS = 200;

/**
 * GET /api/projects/{id}/updates, a page at a time. One SQL statement per load whatever the number of updates,
 * likes and comments (counters are columns). Visitors are served from the in-process cache;
 * the owner always reads fresh, so their own writes show at once on every process. A cached
 * visitor view expires when the next scheduled update falls due, so it appears by itself.
 */
export function createTimeline(db: Database, cache: ProjectReadCache) {
  async function load(projectId: string): Promise<Loaded<TimelineSnapshot>> {
    const rows = await db
      .select({
        ownerId: projects.userId,
        isPrivate: projects.isPrivate,
        update: updates,
        published: isPublished,
        sources: sourcesColumn,
      })
      .from(projects)
      .leftJoin(updates, eq(updates.projectId, projects.id))
      .where(eq(projects.id, projectId))
      .orderBy(...timelineOrder);
    const first = rows[0];
    if (!first) return undefined;
    const all = rows.flatMap((r) => {
      if (!r.update) return [];
      const provenance = provenanceOfColumn(r.sources);
      return [
        { row: r.update, provenance, update: toUpdate(r.update, { provenance }), published: r.published },
      ];
    });
    const scheduled = rows.flatMap((r) =>
      r.update && !r.published && !r.update.isDraft ? [r.update.publishedAt.getTime()] : [],
    );
    const nextDueAt = scheduled.length ? Math.min(...scheduled) : Infinity;
    // The owner also sees how generated updates were judged and automatic ones came about.
    const automatic = all.some((u) => u.row.autoSource || u.row.autoReason);
    const ownerList = all.map((u) =>
      automatic ? toUpdate(u.row, { owner: true, provenance: u.provenance }) : u.update,
    );
    const visitorList = all.filter((u) => u.published).map((u) => u.update);
    const entries = (list: Update[]) => list.map(timelineEntry).sort(compareEntries);
    const value: TimelineSnapshot = {
      ownerId: first.ownerId,
      isPrivate: first.isPrivate,
      ownerEntries: entries(ownerList),
      visitorEntries: entries(visitorList),
    };
    return { value, expiresAt: Math.max(nextDueAt, Date.now() + MIN_DUE_WAIT_MS) };
  }

  /** The snapshot this viewer may read: the owner's is always fresh. */
  async function snapshotFor(projectId: string, viewerId: string | null) {
    const loader = () => load(projectId);
    const cached = await cache.read<TimelineSnapshot>(projectId, CACHE_NAME, loader);
    let snapshot = cached.value;
    if (snapshot && !cached.fresh && viewerId !== null && viewerId === snapshot.ownerId)
      snapshot = await cache.refresh(projectId, CACHE_NAME, loader);
    const visible = assertVisible(snapshot, viewerId);
    return { snapshot: visible, isOwner: visible.ownerId === viewerId };
  }

  return {
    /** The updates next to one on this viewer's timeline; 404 when the viewer cannot see it. */
    async neighbours(
      projectId: string,
      viewerId: string | null,
      updateId: string,
    ): Promise<UpdateNeighbours> {
      const { snapshot, isOwner } = await snapshotFor(projectId, viewerId);
      const entries = isOwner ? snapshot.ownerEntries : snapshot.visitorEntries;
      const at = entries.findIndex((entry) => entry.id === updateId);
      if (at < 0) throw notFound(UPDATE_NOT_FOUND);
      const brief = (entry: TimelineEntry | undefined) =>
        entry ? { id: entry.id, title: entry.update.title } : null;
      return { newer: brief(entries[at - 1]), older: brief(entries[at + 1]) };
    },

    /** One page of them (see updateListQuerySchema). */
    async page(projectId: string, viewerId: string | null, query: UpdateListQuery): Promise<TimelinePage> {
      const { snapshot, isOwner } = await snapshotFor(projectId, viewerId);
      return pageOf(isOwner ? snapshot.ownerEntries : snapshot.visitorEntries, query);
    },
  };
}
