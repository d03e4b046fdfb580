import type { PullRequestFacts } from '../ai';
import type { RepoCommit, Repository } from '@shiplog/contract';
import type { GithubAccount, GithubProfile, RepositoryAccess } from './github-map';

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
  /**
   * Newest first, with GitHub's own list-commits filters; a repository (or `sha`) GitHub does
   * not know gives an empty list.
   */
  listCommits(userId: string, fullName: string, options: ListCommitsOptions): Promise<RepoCommit[]>;
  /** The same page, and whether GitHub has a page after it (its Link header names a next one). */
  listCommitPage(userId: string, fullName: string, options: ListCommitsOptions): Promise<CommitPage>;
  /** One repository with the user's push right on it, or null when GitHub answers 404. */
  getRepo(userId: string, fullName: string): Promise<RepositoryAccess | null>;
  /**
   * The commit's files (name, additions, deletions; at most 100) and totals, or null when
   * GitHub does not know it (404/422, or an empty repository). Cached like the other reads;
   * a commit never changes, so one that was found stays fresh for a day.
   */
  getCommit(userId: string, fullName: string, sha: string): Promise<CommitDetails | null>;
  /**
   * The merged pull request that brought the commit (GET /repos/{o}/{r}/commits/{sha}/pulls;
   * else the first one listed), or null. Cached like the other reads; a merged pull request
   * stays fresh for a day, anything else for the usual short time.
   */
  pullRequestOf(userId: string, fullName: string, sha: string): Promise<PullRequestFacts | null>;
  /** A pull request's commits (its first 100), oldest first; none when there is no such pull request. */
  listPullCommits(userId: string, fullName: string, number: number): Promise<RepoCommit[]>;
  /** The same pull request's author, and whether GitHub calls it their first contribution. */
  pullAuthorOf(
    userId: string,
    fullName: string,
    sha: string,
  ): Promise<{ account: GithubAccount | null; firstTime: boolean } | null>;
  /** A user's public profile (GET /users/{login}), cached a day; null when there is none. */
  getUser(userId: string, login: string): Promise<GithubProfile | null>;
  /** Whether `sha` is the first commit GitHub lists by `login` in the repository, up to `date`. */
  isFirstCommit(userId: string, fullName: string, login: string, sha: string, date: string): Promise<boolean>;
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

/** One page of commits, newest first, and whether more follow it. */
export interface CommitPage {
  commits: RepoCommit[];
  more: boolean;
}

/** GitHub's list-commits parameters: `limit` is `per_page` (at most 100), `page` counts from 1. */
export interface ListCommitsOptions {
  limit: number;
  page?: number;
  /** Start listing from this sha or branch (the first commit listed is that commit). */
  sha?: string;
  /** A GitHub login or an author's email. */
  author?: string;
  /** ISO 8601 bounds of the commit time. */
  since?: string;
  until?: string;
  refresh?: boolean;
}

/** One commit as the writer reads it: what changed, not just the message. */
export interface CommitDetails {
  sha: string;
  message: string;
  /** The git author's name. */
  author: string;
  /** How many parents: 2 or more is a merge commit. */
  parents: number;
  /** The git author's date (ISO 8601), when the commit says. */
  date: string | null;
  /** The GitHub account of the author, when GitHub matched one. */
  account: GithubAccount | null;
  /** The first 100 files GitHub lists. */
  files: { filename: string; additions: number; deletions: number }[];
  /** Lines over the whole commit (GitHub's stats, else the sums over the files it listed). */
  additions: number;
  deletions: number;
}

/** The pull request that brought a commit: the writer's own facts type (integrations/ai). */
export type { PullRequestFacts } from '../ai';

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

export type { GithubAccount, GithubProfile, RepositoryAccess } from './github-map';
export { createGithubClient } from './github-client';
export { GithubRefusedError } from './github-errors';
export * from './github-people';
