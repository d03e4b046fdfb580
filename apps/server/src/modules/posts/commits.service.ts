import { and, desc, eq, inArray, like, sql } from 'drizzle-orm';
import {
  COMMIT_VIEW_LIMIT,
  FETCH_COMMITS_PER_REPOSITORY,
  postMessages,
  type CommitSearchQuery,
  type DashboardCommit,
  type RepoCommit,
} from '@shiplog/contract';
import { commits, projects } from '../../db/schema';
import type { AppDeps } from '../../deps';
import type { GithubClient } from '../../integrations/github';
import { isSearching, searchCommits } from '../../integrations/github/commit-search';
import { notConnected } from '../../integrations/github/github-errors';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { sameRepository } from './post-projects';
import { settleEach } from './settle-each';

export type StoredCommit = typeof commits.$inferSelect;

/** GitHub requests one fetch runs at the same time. */
const FETCH_CONCURRENCY = 4;
/** How far back the update generator looks for a commit that was never fetched. */
const LOOKUP_DEPTH = 100;

const toDashboardCommit = (c: StoredCommit): DashboardCommit => ({
  id: c.id,
  repo_name: c.repositoryName,
  message: c.message,
  committed_at: c.committedAt.toISOString(),
  sha: c.sha,
  author_name: c.authorName,
  author_login: c.authorLogin,
  project_id: c.projectId,
});

/** The commit's row, or null when GitHub's answer has no usable date. */
function toRow(userId: string, repo: { projectId: string; name: string }, c: RepoCommit) {
  const committedAt = new Date(c.commit.author.date);
  if (Number.isNaN(committedAt.getTime())) return null;
  return {
    userId,
    projectId: repo.projectId,
    repositoryName: repo.name,
    sha: c.sha.toLowerCase(),
    message: c.commit.message,
    authorName: c.commit.author.name,
    authorLogin: c.author?.login ?? null,
    committedAt,
  };
}

/** Every repository of the user's projects once (newest project first), case-insensitively. */
function distinctRepositories(rows: { projectId: string; name: string }[]) {
  const seen = new Set<string>();
  return rows.filter((r) => !seen.has(r.name.toLowerCase()) && seen.add(r.name.toLowerCase()));
}

/** Commits of the user's repositories, fetched from GitHub and kept per user, repository and sha. */
export function createCommitsService(deps: AppDeps, github: GithubClient) {
  const db = deps.database.db;

  /** Asks GitHub for each repository; one failing repository does not sink the others. */
  async function pull(userId: string, refresh: boolean, search: CommitSearchQuery = {}) {
    const repos = distinctRepositories(
      await db
        .select({ projectId: projects.id, name: projects.repositoryName })
        .from(projects)
        .where(eq(projects.userId, userId))
        .orderBy(desc(projects.createdAt)),
    );
    const results = await settleEach(repos, FETCH_CONCURRENCY, (repo) =>
      searchCommits(github, userId, repo.name, { ...search, limit: FETCH_COMMITS_PER_REPOSITORY, refresh }),
    );
    const failures = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
    // A dropped token fails every repository the same way: say so rather than show a partial list.
    const disconnected = failures.find((e) => e instanceof AppError && e.code === 'FORBIDDEN');
    if (disconnected) throw disconnected;
    if (failures.length && failures.length === repos.length) throw failures[0];
    for (const error of failures) deps.logger.warn({ err: error }, 'commit fetch: one repository failed');
    return {
      rows: results.flatMap((r, i) =>
        r.status === 'fulfilled' ? r.value.commits.flatMap((c) => toRow(userId, repos[i]!, c) ?? []) : [],
      ),
      // Another page of any repository: the list goes on.
      more: results.some((r) => r.status === 'fulfilled' && r.value.more),
    };
  }

  /** The stored rows of commits just pulled (ids included), newest first. */
  async function storedOf(userId: string, rows: { repositoryName: string; sha: string }[]) {
    if (!rows.length) return [];
    const wanted = new Set(rows.map((r) => `${r.repositoryName.toLowerCase()} ${r.sha}`));
    const stored = await db
      .select()
      .from(commits)
      .where(and(eq(commits.userId, userId), inArray(commits.sha, [...new Set(rows.map((r) => r.sha))])))
      .orderBy(desc(commits.committedAt), desc(commits.id));
    return stored
      .filter((c) => wanted.has(`${c.repositoryName.toLowerCase()} ${c.sha}`))
      .map(toDashboardCommit);
  }

  return {
    /**
     * POST /api/commits/fetch: stores what GitHub has (deduplicated) and answers the dashboard
     * view; with a search, the stored rows of the commits found, newest first. `more`: a next
     * page of some repository's commits (for the search) exists on GitHub.
     */
    async fetch(
      userId: string,
      refresh = false,
      search: CommitSearchQuery = {},
    ): Promise<{ commits: DashboardCommit[]; more: boolean }> {
      if (!(await github.isConnected(userId))) throw notConnected();
      const { rows, more } = await pull(userId, refresh, search);
      if (rows.length) await db.insert(commits).values(rows).onConflictDoNothing();
      if (isSearching(search)) return { commits: await storedOf(userId, rows), more };
      const listed = await db
        .select()
        .from(commits)
        .where(
          and(
            eq(commits.userId, userId),
            sql`lower(${commits.repositoryName}) in (select lower(${projects.repositoryName}) from ${projects} where ${projects.userId} = ${userId})`,
          ),
        )
        .orderBy(desc(commits.committedAt), desc(commits.id))
        .limit(COMMIT_VIEW_LIMIT);
      return { commits: listed.map(toDashboardCommit), more };
    },

    /** One of the user's stored commits; anyone else's is 404. */
    async find(userId: string, commitId: string): Promise<StoredCommit> {
      const [row] = await db
        .select()
        .from(commits)
        .where(and(eq(commits.id, commitId), eq(commits.userId, userId)));
      if (!row) throw notFound(postMessages.commitNotFound);
      return row;
    },

    /** The stored commit of a repository whose sha starts with `sha` (7–40 hex), when exactly one does. */
    async findBySha(userId: string, repositoryName: string, sha: string): Promise<StoredCommit | null> {
      const rows = await db
        .select()
        .from(commits)
        .where(
          and(
            eq(commits.userId, userId),
            sameRepository(commits.repositoryName, repositoryName),
            like(commits.sha, `${sha.toLowerCase()}%`),
          ),
        )
        .limit(2);
      return rows.length === 1 ? rows[0]! : null;
    },

    /** The commit's facts: stored ones first, else the repository's recent commits on GitHub (400 when absent). */
    async resolve(userId: string, repositoryName: string, sha: string) {
      const stored = await this.findBySha(userId, repositoryName, sha);
      if (stored) return { sha: stored.sha, message: stored.message, author: stored.authorName };
      const matching = async (refresh: boolean) =>
        (await github.listCommits(userId, repositoryName, { limit: LOOKUP_DEPTH, refresh })).filter((c) =>
          c.sha.toLowerCase().startsWith(sha.toLowerCase()),
        );
      const direct = async () => {
        const [first] = await github.listCommits(userId, repositoryName, { limit: 1, sha });
        return first?.sha.toLowerCase().startsWith(sha.toLowerCase()) ? [first] : [];
      };
      // A commit pushed since the list was cached is not in it: ask GitHub again before refusing.
      let found = await matching(false);
      if (!found.length) found = await matching(true);
      // An older commit (picked through search or pages): GitHub lists from that sha directly.
      if (!found.length) found = await direct();
      if (found.length !== 1) throw badRequest(postMessages.commitNotInRepository);
      const [c] = found;
      return { sha: c!.sha.toLowerCase(), message: c!.commit.message, author: c!.commit.author.name };
    },
  };
}
