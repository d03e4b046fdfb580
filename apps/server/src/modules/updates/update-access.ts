import { and, eq, sql } from 'drizzle-orm';
import { projectMessages } from '@shiplog/contract';
import type { Database } from '../../db/client';
import { projects, updateLikes, updates } from '../../db/schema';
import { forbidden, notFound } from '../../lib/app-error';
import { isPublished } from '../../lib/published-updates';

export const UPDATE_NOT_FOUND = 'Update not found';

export interface ProjectAccess {
  ownerId: string;
  isPrivate: boolean;
}

/** Private projects are invisible (404) to everyone but their owner. */
export function assertReadable<T extends ProjectAccess>(project: T | undefined, viewerId: string | null): T {
  if (!project || (project.isPrivate && project.ownerId !== viewerId))
    throw notFound(projectMessages.notFound);
  return project;
}

/** Owners change their projects; others get 404 (private) or 403 (public). */
export function assertWritable<T extends ProjectAccess>(project: T | undefined, userId: string): T {
  const readable = assertReadable(project, userId);
  if (readable.ownerId !== userId) throw forbidden(projectMessages.notOwner);
  return readable;
}

export async function loadProjectAccess(db: Database, projectId: string): Promise<ProjectAccess | undefined> {
  const [row] = await db
    .select({ ownerId: projects.userId, isPrivate: projects.isPrivate })
    .from(projects)
    .where(eq(projects.id, projectId));
  return row;
}

export interface VisibleUpdate {
  id: string;
  projectId: string;
  ownerId: string;
  likesCount: number;
  viewsCount: number;
  hasLiked: boolean;
}

/**
 * An update the viewer may see, in one statement: its project is public or theirs, and it
 * is published or theirs (scheduled updates are the owner's until due). Otherwise 404.
 */
export async function loadVisibleUpdate(
  db: Database,
  updateId: string,
  viewerId: string | null,
): Promise<VisibleUpdate> {
  const hasLiked = viewerId
    ? sql<boolean>`exists (select 1 from ${updateLikes} where ${and(eq(updateLikes.updateId, updates.id), eq(updateLikes.userId, viewerId))})`
    : sql<boolean>`false`;
  const [row] = await db
    .select({
      id: updates.id,
      projectId: updates.projectId,
      ownerId: projects.userId,
      isPrivate: projects.isPrivate,
      published: isPublished,
      likesCount: updates.likesCount,
      viewsCount: updates.viewsCount,
      hasLiked,
    })
    .from(updates)
    .innerJoin(projects, eq(projects.id, updates.projectId))
    .where(eq(updates.id, updateId));
  const visible = row && (row.ownerId === viewerId || (!row.isPrivate && row.published));
  if (!visible) throw notFound(UPDATE_NOT_FOUND);
  return {
    id: row.id,
    projectId: row.projectId,
    ownerId: row.ownerId,
    likesCount: row.likesCount,
    viewsCount: row.viewsCount,
    hasLiked: Boolean(row.hasLiked),
  };
}
