import { eq } from 'drizzle-orm';
import { projectMessages } from '@shiplog/contract';
import type { Database } from '../db/client';
import { projects } from '../db/schema';
import { forbidden, notFound } from './app-error';

/** What the ownership rules need to know of a project. */
export interface AccessProject {
  id: string;
  name: string;
  ownerId: string;
  isPrivate: boolean;
}

/** The project if the viewer may see it: private projects exist only for their owner (404). */
export async function loadVisibleProject(
  db: Database,
  id: string,
  viewerId: string | null,
): Promise<AccessProject> {
  const [project] = await db
    .select({ id: projects.id, name: projects.name, ownerId: projects.userId, isPrivate: projects.isPrivate })
    .from(projects)
    .where(eq(projects.id, id));
  if (!project || (project.isPrivate && project.ownerId !== viewerId))
    throw notFound(projectMessages.notFound);
  return project;
}

/**
 * The project if `userId` owns it, like every owner route: someone else's private project
 * (or none) is 404, someone else's public project 403 with `notOwnerMessage`.
 */
export async function loadOwnedProject(
  db: Database,
  id: string,
  userId: string,
  notOwnerMessage: string = projectMessages.notOwner,
): Promise<AccessProject> {
  const project = await loadVisibleProject(db, id, userId);
  if (project.ownerId !== userId) throw forbidden(notOwnerMessage);
  return project;
}
