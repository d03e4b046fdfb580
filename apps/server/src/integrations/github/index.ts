import type { RepoCommit, Repository } from '@shiplog/contract';

/**
 * The signed-in user's view of GitHub, through Octokit with `baseUrl` = GITHUB_API_URL and
 * the user's stored (encrypted) token. Failures are typed AppErrors:
 * - no connection, or a revoked/expired token (the stored token is then dropped):
 *   403 FORBIDDEN whose message contains 'GitHub account not connected';
 * - GitHub 5xx or a 10 s timeout: 502 BAD_GATEWAY; rate limited: 503 SERVICE_UNAVAILABLE.
 * Answers are cached per user for a short time with ETags (conditional requests cost no
 * rate limit); `refresh` skips the short-lived cache.
 */
export interface GithubClient {
  /** All pages, owner and collaborator, most recently pushed first. */
  listRepos(userId: string, options?: { refresh?: boolean }): Promise<Repository[]>;
  /** Newest first; a repository GitHub does not know (404) gives an empty list. */
  listCommits(
    userId: string,
    fullName: string,
    options: { limit: number; refresh?: boolean },
  ): Promise<RepoCommit[]>;
  /** One repository, or null when GitHub answers 404. */
  getRepo(userId: string, fullName: string): Promise<Repository | null>;
  /** Whether the user has a stored GitHub token. */
  isConnected(userId: string): Promise<boolean>;
}

export { createGithubClient } from './github-client';
