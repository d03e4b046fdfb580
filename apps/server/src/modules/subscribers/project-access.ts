import { eq } from 'drizzle-orm';
import { projectMessages, subscriberMessages } from '@shiplog/contract';
import type { Database } from '../../db/client';
import { projects } from '../../db/schema';
import { forbidden, notFound } from '../../lib/app-error';

/** What the subscriber rules need to know of a project. */
export interface AudienceProject {
  id: string;
  name: string;
  ownerId: string;
  isPrivate: boolean;
}

async function loadProject(db: Database, id: string): Promise<AudienceProject | undefined> {
  const [row] = await db
    .select({ id: projects.id, name: projects.name, ownerId: projects.userId, isPrivate: projects.isPrivate })
    .from(projects)
    .where(eq(projects.id, id));
  return row;
}

/** The project if the viewer may see it: private projects exist only for their owner (404). */
export async function loadVisibleProject(
  db: Database,
  id: string,
  viewerId: string | null,
): Promise<AudienceProject> {
  const project = await loadProject(db, id);
  if (!project || (project.isPrivate && project.ownerId !== viewerId))
    throw notFound(projectMessages.notFound);
  return project;
}

/** The project if `userId` owns it; someone else's gets 404 (private) or 403 (public). */
export async function loadOwnedProject(db: Database, id: string, userId: string): Promise<AudienceProject> {
  const project = await loadVisibleProject(db, id, userId);
  if (project.ownerId !== userId) throw forbidden(subscriberMessages.ownerOnly);
  return project;
}
