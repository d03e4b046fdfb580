import { and, eq, not, sql } from 'drizzle-orm';
import { projectMessages } from '@shiplog/contract';
import type { Database } from '../db/client';
import { projects, updateLikes, updates } from '../db/schema';
import { forbidden, notFound } from '../lib/app-error';
import { isPublished } from './published-updates';

/**
 * Who may see and change a project, for every feature that reads or writes a project or what
 * hangs off it: a private project exists (404) for its owner only; someone else's public
 * project may be read but not changed (403).
 */

/** What the access rule needs to know of a project. */
export interface ProjectOwnership {
  ownerId: string;
  isPrivate: boolean;
}

/** The project as owner actions and visitor forms use it. */
export interface AccessProject extends ProjectOwnership {
  id: string;
  name: string;
  repositoryName: string;
  /** Its short address, when it has one (its page's canonical address then). */
  slug: string | null;
}

export const UPDATE_NOT_FOUND = 'Update not found';

/** SQL: the project is public, so anyone may see it (lists, feeds, the sitemap, page metadata, mail). */
export const isPublicProject = not(projects.isPrivate);

/** The project (as loaded or cached) if the viewer may see it; else 404, as for a missing one. */
export function assertVisible<T extends ProjectOwnership>(
  project: T | undefined,
  viewerId: string | null,
): T {
  if (!project || (project.isPrivate && project.ownerId !== viewerId))
    throw notFound(projectMessages.notFound);
  return project;
}

/** The project if `userId` owns it: someone else's private one (or none) is 404, public one 403. */
export function assertOwned<T extends ProjectOwnership>(
  project: T | undefined,
  userId: string,
  notOwnerMessage: string = projectMessages.notOwner,
): T {
  const visible = assertVisible(project, userId);
  if (visible.ownerId !== userId) throw forbidden(notOwnerMessage);
  return visible;
}

const accessColumns = {
  id: projects.id,
  slug: projects.slug,
  name: projects.name,
  repositoryName: projects.repositoryName,
  ownerId: projects.userId,
  isPrivate: projects.isPrivate,
};

async function loadAccessProject(db: Database, id: string): Promise<AccessProject | undefined> {
  const [project] = await db.select(accessColumns).from(projects).where(eq(projects.id, id));
  return project;
}

/** A project the viewer may see (404 otherwise). */
export async function loadVisibleProject(
  db: Database,
  id: string,
  viewerId: string | null,
): Promise<AccessProject> {
  return assertVisible(await loadAccessProject(db, id), viewerId);
}

/** A project `userId` owns, for an owner action: 404 or 403 (with `notOwnerMessage`) otherwise. */
export async function loadOwnedProject(
  db: Database,
  id: string,
  userId: string,
  notOwnerMessage: string = projectMessages.notOwner,
): Promise<AccessProject> {
  return assertOwned(await loadAccessProject(db, id), userId, notOwnerMessage);
}

/** True when `userId` owns the project (an unknown project is nobody's). */
export async function isProjectOwner(db: Database, id: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, id), eq(projects.userId, userId)));
  return row !== undefined;
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
