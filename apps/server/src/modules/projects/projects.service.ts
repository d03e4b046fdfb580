import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  projectMessages,
  type CreateProjectBody,
  type MyProjectsQuery,
  type Project,
  type updateProjectBodySchema,
} from '@shiplog/contract';
import { projects } from '../../db/schema';
import type { AppDeps } from '../../deps';
import type { GithubClient } from '../../integrations/github';
import { AppError, notFound } from '../../lib/app-error';
import { keyset } from '../../lib/keyset-page';
import { assertVisible, loadOwnedProject } from '../../domain/project-access';
import { isUniqueViolation } from '../../lib/unique-violation';
import { toCachedJson, type CachedJson, type Loaded } from '../../lib/project-read-cache';
import { lookUpRepository } from './project-github';
import { selectProjects, toProject } from './project-query';
import { createStarsRefresher } from './project-stars';
import { createPublicProjects } from './public-projects';
import { looksLikeProjectId, projectIdForSlug, retireSlug } from '../../domain/project-slugs';

export type UpdateProjectInput = z.output<typeof updateProjectBodySchema>;

/** '' clears an optional field; undefined leaves it alone. */
const orNull = (value: string | undefined) => (value === undefined ? undefined : value || null);

/** The columns a PUT changes. A new repository drops the old one's id and star count. */
function changesFrom(body: UpdateProjectInput) {
  const repo = body.repository_name;
  const sameRepo = repo === undefined ? undefined : sql`${projects.repositoryName} = ${repo}`;
  return {
    name: body.name,
    description: body.description,
    isPrivate: body.is_private,
    longDescription: body.long_description,
    bannerUrl: orNull(body.banner_url),
    logoUrl: orNull(body.logo_url),
    iconUrl: orNull(body.icon_url),
    websiteUrl: orNull(body.website_url),
    twitterHandle: orNull(body.twitter_handle),
    techStack: body.tech_stack && [...new Set(body.tech_stack)],
    repositoryName: repo,
    repositoryId:
      body.repository_id !== undefined
        ? body.repository_id
        : sameRepo && sql`case when ${sameRepo} then ${projects.repositoryId} else null end`,
    githubStars: sameRepo && sql`case when ${sameRepo} then ${projects.githubStars} else 0 end`,
    starsCheckedAt: sameRepo && sql`case when ${sameRepo} then ${projects.starsCheckedAt} else null end`,
    slug: body.slug === undefined ? undefined : body.slug || null,
    updatedAt: new Date(),
  };
}

const CACHE_NAME = 'project';
/** The owner's list: newest first, the id breaking ties. */
const mine = keyset(projects.createdAt, projects.id, 'newest');

/** What the read cache keeps of a project: its JSON and what deciding access needs. */
interface ProjectSnapshot {
  ownerId: string;
  isPrivate: boolean;
  starsCheckedAt: Date | null;
  json: CachedJson;
}

/** Projects: owners' CRUD, reads with the privacy rule, and the public list. */
export function createProjectService(deps: AppDeps, github: GithubClient) {
  const db = deps.database.db;
  const { readCache } = deps;
  const publicList = createPublicProjects(db, readCache);
  /** After a write to the project has committed. */
  const written = (id: string) => deps.afterProjectWrite(id);
  const stars = createStarsRefresher(deps, github, written);

  async function load(id: string): Promise<Project> {
    const [row] = await selectProjects(db).where(eq(projects.id, id));
    if (!row) throw notFound(projectMessages.notFound);
    return toProject(row);
  }

  /** After an owner's write matched nothing: 404 when missing or someone else's private project, else 403. */
  async function refuse(id: string, userId: string): Promise<never> {
    await loadOwnedProject(db, id, userId);
    // Theirs after all: it was deleted meanwhile.
    throw notFound(projectMessages.notFound);
  }

  async function loadSnapshot(id: string): Promise<Loaded<ProjectSnapshot>> {
    const [row] = await selectProjects(db).where(eq(projects.id, id));
    if (!row) return undefined;
    const { userId: ownerId, isPrivate, starsCheckedAt } = row.project;
    return { value: { ownerId, isPrivate, starsCheckedAt, json: toCachedJson(toProject(row)) } };
  }

  const owned = (id: string, userId: string) => and(eq(projects.id, id), eq(projects.userId, userId));

  /** A second project for a repository the user already has one for is made only once they confirm (409 first). */
  async function refuseSecondProject(userId: string, fullName: string) {
    const [existing] = await db
      .select({ id: projects.id })
      .from(projects)
      .where(
        and(eq(projects.userId, userId), sql`lower(${projects.repositoryName}) = ${fullName.toLowerCase()}`),
      )
      .limit(1);
    if (existing) throw new AppError('CONFLICT', projectMessages.repositoryInUse(fullName));
  }

  return {
    publicPage: publicList.page,
    idle: stars.idle,

    /** One page of the user's projects, newest first, after the cursor's. */
    async listMine(
      userId: string,
      query: MyProjectsQuery,
    ): Promise<{ projects: Project[]; nextCursor: string | null }> {
      const rows = await selectProjects(db, mine.key)
        .where(and(eq(projects.userId, userId), mine.after(query.before)))
        .orderBy(...mine.order)
        .limit(query.limit + 1);
      const keyed = rows.map((row) => ({ ...row, pageKey: row.sortKey }));
      const page = mine.page(keyed, query.limit, (row) => row.project.id);
      return { projects: page.rows.map(toProject), nextCursor: page.nextCursor };
    },

    /**
     * One project as JSON, serialised once and served from the in-process read cache; its
     * owner always reads fresh, so their own changes show at once on every process. Private
     * projects exist only for their owner. The project may be named by its slug.
     */
    async get(idOrSlug: string, viewerId: string | null): Promise<CachedJson> {
      // A short address names the project too (the page at `/p/{slug}` reads it so).
      const id = looksLikeProjectId(idOrSlug)
        ? idOrSlug
        : ((await projectIdForSlug(db, idOrSlug)) ?? idOrSlug);
      const snapshot = await readCache.read(id, CACHE_NAME, () => loadSnapshot(id));
      let value = snapshot.value;
      if (value && !snapshot.fresh && viewerId !== null && viewerId === value.ownerId)
        value = await readCache.refresh(id, CACHE_NAME, () => loadSnapshot(id));
      const visible = assertVisible(value, viewerId);
      stars.refreshIfStale({ id, starsCheckedAt: visible.starsCheckedAt });
      return visible.json;
    },

    async create(userId: string, body: CreateProjectBody): Promise<Project> {
      const repo = await lookUpRepository(github, deps.logger, userId, body.repository_name);
      const fullName = repo?.full_name ?? body.repository_name;
      if (!body.confirm_duplicate) await refuseSecondProject(userId, fullName);
      const [created] = await db
        .insert(projects)
        .values({
          userId,
          name: body.name || repo?.name || fullName.split('/')[1]!,
          description: body.description || repo?.description || '',
          repositoryName: fullName,
          repositoryId: repo?.id ?? body.repository_id ?? null,
          githubStars: repo?.stargazers_count ?? 0,
          starsCheckedAt: repo ? new Date() : null,
          isPrivate: body.is_private ?? true,
        })
        .returning({ id: projects.id });
      written(created!.id);
      return load(created!.id);
    },

    async update(id: string, userId: string, body: UpdateProjectInput): Promise<Project> {
      if (body.repository_name !== undefined) {
        const current = await loadOwnedProject(db, id, userId);
        if (current.repositoryName.toLowerCase() !== body.repository_name.toLowerCase())
          await lookUpRepository(github, deps.logger, userId, body.repository_name);
      }
      const [before] =
        body.slug === undefined
          ? []
          : await db.select({ slug: projects.slug }).from(projects).where(owned(id, userId));
      const [updated] = await db
        .update(projects)
        .set(changesFrom(body))
        .where(owned(id, userId))
        .returning({ id: projects.id, slug: projects.slug })
        .catch((err: unknown) => {
          if (isUniqueViolation(err)) throw new AppError('CONFLICT', projectMessages.slugTaken);
          throw err;
        });
      if (!updated) return refuse(id, userId);
      // The short address given up keeps leading here (301), so links already shared still work.
      if (before?.slug && before.slug !== updated.slug) await retireSlug(db, id, before.slug);
      written(id);
      return load(id);
    },

    /** One statement: everything that hangs off the project goes by ON DELETE CASCADE. */
    async remove(id: string, userId: string): Promise<void> {
      const [deleted] = await db.delete(projects).where(owned(id, userId)).returning({ id: projects.id });
      if (!deleted) return refuse(id, userId);
      written(id);
    },
  };
}
