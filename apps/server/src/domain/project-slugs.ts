import { and, eq, sql } from 'drizzle-orm';
import { projectSlugSchema } from '@shiplog/contract';
import type { Database } from '../db/client';
import { projectFormerSlugs, projects } from '../db/schema';
import { isPublicProject } from './project-access';

/** What a short address names: the project, its current slug, and whether the address is it. */
export interface SlugTarget {
  id: string;
  /** The project's slug now (null once its owner cleared it). */
  slug: string | null;
  /** False for an earlier slug: the address answers 301 to the project's address. */
  current: boolean;
}

const ID_FORM = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A project id has the form of a UUID; anything else in its place may be a short address. */
export const looksLikeProjectId = (value: string) => ID_FORM.test(value);

const normalised = (slug: string) => {
  const parsed = projectSlugSchema.safeParse(slug);
  return parsed.success && parsed.data ? parsed.data : null;
};

/**
 * The public project a short address names (the contract's slug rule, any case): the project
 * whose slug it is now, else the one that had it before; null for an unknown or private one.
 */
export async function publicProjectForSlug(db: Database, slug: string): Promise<SlugTarget | null> {
  const wanted = normalised(slug);
  if (!wanted) return null;
  const [now] = await db
    .select({ id: projects.id, slug: projects.slug })
    .from(projects)
    .where(and(eq(projects.slug, wanted), isPublicProject));
  if (now) return { ...now, current: true };
  const [before] = await db
    .select({ id: projects.id, slug: projects.slug })
    .from(projectFormerSlugs)
    .innerJoin(projects, eq(projects.id, projectFormerSlugs.projectId))
    .where(and(eq(projectFormerSlugs.slug, wanted), isPublicProject));
  return before ? { ...before, current: before.slug === wanted } : null;
}

/** The id of the project whose slug this is now, public or not (the API's read decides who sees it). */
export async function projectIdForSlug(db: Database, slug: string): Promise<string | null> {
  const wanted = normalised(slug);
  if (!wanted) return null;
  const [row] = await db.select({ id: projects.id }).from(projects).where(eq(projects.slug, wanted));
  return row?.id ?? null;
}

/** Keeps a slug the project no longer has, so its short address still leads to the project. */
export async function retireSlug(db: Database, projectId: string, slug: string): Promise<void> {
  await db
    .insert(projectFormerSlugs)
    .values({ slug, projectId })
    .onConflictDoUpdate({
      target: projectFormerSlugs.slug,
      set: { projectId, retiredAt: sql`now()` },
    });
}
