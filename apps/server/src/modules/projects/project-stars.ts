import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { STARS_REFRESH_MS } from '@shiplog/contract';
import { projects } from '../../db/schema';
import type { AppDeps } from '../../deps';
import type { GithubClient } from '../../integrations/github';

const isStale = (checkedAt: Date | null, now: number) =>
  !checkedAt || now - checkedAt.getTime() >= STARS_REFRESH_MS;

/**
 * Keeps `github_stars` fresh without making readers wait on GitHub: a read of a project
 * whose stars are older than STARS_REFRESH_MS starts a refresh in the background with the
 * owner's token and answers at once with what it has; the next read sees the new count.
 * The refresh first claims the project in the database (moving `stars_checked_at`), so one
 * reader in one process asks GitHub per project and period, whether or not GitHub answers.
 */
export function createStarsRefresher(
  deps: Pick<AppDeps, 'database' | 'logger'>,
  github: GithubClient,
  /** Told when a project's stars changed (caches drop it). */
  onRefreshed: (projectId: string) => void = () => {},
) {
  const db = deps.database.db;
  const running = new Map<string, Promise<void>>();

  async function refresh(projectId: string) {
    const now = new Date();
    const [claimed] = await db
      .update(projects)
      .set({ starsCheckedAt: now })
      .where(
        and(
          eq(projects.id, projectId),
          or(
            isNull(projects.starsCheckedAt),
            lt(projects.starsCheckedAt, new Date(now.getTime() - STARS_REFRESH_MS)),
          ),
        ),
      )
      .returning({ userId: projects.userId, repositoryName: projects.repositoryName });
    if (!claimed || !(await github.isConnected(claimed.userId))) return;
    const repo = await github.getRepo(claimed.userId, claimed.repositoryName);
    if (!repo) return;
    await db
      .update(projects)
      .set({ githubStars: repo.stargazers_count })
      .where(and(eq(projects.id, projectId), eq(projects.repositoryName, claimed.repositoryName)));
    onRefreshed(projectId);
  }

  return {
    /** Starts a refresh when the stars are stale; never throws, never waits. */
    refreshIfStale(project: { id: string; starsCheckedAt: Date | null }) {
      if (!isStale(project.starsCheckedAt, Date.now()) || running.has(project.id)) return;
      const task = refresh(project.id)
        .catch((err: unknown) =>
          deps.logger.warn({ err, projectId: project.id }, 'refreshing GitHub stars failed'),
        )
        .finally(() => running.delete(project.id));
      running.set(project.id, task);
    },

    /** Resolves when no refresh is under way (app shutdown, tests). */
    async idle() {
      await Promise.all(running.values());
    },
  };
}
