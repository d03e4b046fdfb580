import { eq } from 'drizzle-orm';
import { projectMessages } from '@shiplog/contract';
import type { Database } from '../../db/client';
import { projects } from '../../db/schema';
import { forbidden, notFound } from '../../lib/app-error';

/**
 * The project if `userId` owns it, like every owner route: someone else's private project
 * (or none) is 404, someone else's public project 403.
 */
export async function requireOwnedProject(db: Database, id: string, userId: string): Promise<void> {
  const [project] = await db
    .select({ ownerId: projects.userId, isPrivate: projects.isPrivate })
    .from(projects)
    .where(eq(projects.id, id));
  if (!project || (project.isPrivate && project.ownerId !== userId)) throw notFound(projectMessages.notFound);
  if (project.ownerId !== userId) throw forbidden(projectMessages.notOwner);
}

/** Postgres' unique_violation (23505), whether the driver's error or Drizzle's wrapper of it. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err; e instanceof Error || (e && typeof e === 'object'); e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === '23505') return true;
  return false;
}
