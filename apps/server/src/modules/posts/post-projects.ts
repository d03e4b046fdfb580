import { and, desc, eq, sql, type Column } from 'drizzle-orm';
import { projectPagePaths } from '@shiplog/contract';
import type { Database } from '../../db/client';
import { projects } from '../../db/schema';
import { loadOwnedProject, type AccessProject } from '../../domain/project-access';

/** What writing about a project's commits needs to know of the project. */
export type PostProject = AccessProject;

const columns = {
  id: projects.id,
  ownerId: projects.userId,
  isPrivate: projects.isPrivate,
  name: projects.name,
  repositoryName: projects.repositoryName,
  slug: projects.slug,
};

/** GitHub treats repository names case-insensitively; so do we. */
export const sameRepository = (column: Column, name: string) => sql`lower(${column}) = lower(${name})`;

/** Projects as the commit-to-post features see them. */
export function createPostProjects(db: Database, publicUrl: string) {
  return {
    /** The project for an owner action: someone else's private one is 404, public one 403. */
    owned: (projectId: string, userId: string): Promise<PostProject> =>
      loadOwnedProject(db, projectId, userId),

    /** The user's project a stored commit belongs to: the one it was fetched for, else the newest of its repository. */
    async ofCommit(
      userId: string,
      commit: { projectId: string | null; repositoryName: string },
    ): Promise<PostProject | null> {
      const mine = eq(projects.userId, userId);
      const [row] = await db
        .select(columns)
        .from(projects)
        .where(
          commit.projectId
            ? and(mine, eq(projects.id, commit.projectId))
            : and(mine, sameRepository(projects.repositoryName, commit.repositoryName)),
        )
        .orderBy(desc(projects.createdAt))
        .limit(1);
      if (row || !commit.projectId) return row ?? null;
      return this.ofCommit(userId, { projectId: null, repositoryName: commit.repositoryName });
    },

    /** The public page a post may link to; private projects have none a reader could open. */
    pageUrl(project: PostProject | null): string | undefined {
      return project && !project.isPrivate ? `${publicUrl}${projectPagePaths(project).page}` : undefined;
    },
  };
}
