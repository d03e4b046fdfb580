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

  /*
   * Repository webhooks, never cached. GitHub refusing (403 without a rate limit, 404 — also
   * what it answers without admin access — or 422) throws GithubRefusedError.
   */
  /** The repository's hooks (first 100). */
  listHooks(userId: string, fullName: string): Promise<RepoHook[]>;
  /** A new, active `web` hook. */
  createHook(userId: string, fullName: string, settings: HookSettings): Promise<RepoHook>;
  /** Sets the hook's URL, secret and events and makes it active; null when it is gone (404). */
  updateHook(
    userId: string,
    fullName: string,
    hookId: number,
    settings: HookSettings,
  ): Promise<RepoHook | null>;
  /** True when deleted, false when it was already gone (404). */
  deleteHook(userId: string, fullName: string, hookId: number): Promise<boolean>;
}

/** A repository hook as GitHub describes it (the secret is never shown). */
export interface RepoHook {
  id: number;
  url: string;
  active: boolean;
  events: string[];
}

/** What our hooks are made of; the content type is always JSON and TLS is always checked. */
export interface HookSettings {
  url: string;
  secret: string;
  events: string[];
}

export { createGithubClient } from './github-client';
export { GithubRefusedError } from './github-errors';
