import { Octokit } from '@octokit/rest';
import type { Auth } from '../better-auth/auth-instance';
import type { AppDeps } from '../../deps';
import { GithubCache, type CachedAnswer } from './github-cache';
import { githubStatus, notConnected, toAppError } from './github-errors';
import { createTimedFetch, GITHUB_TIMEOUT_MS } from './github-fetch';
import {
  byPushedDesc,
  toCommitDetails,
  toCommitPull,
  toListedRepositories,
  toProfile,
  type GithubProfile,
  toRepoCommits,
  toRepositoryAccess,
  type RepositoryAccess,
  type CommitPull,
  type ListedRepository,
} from './github-map';
import { createHookCalls } from './github-hooks';
import { createGithubTokens, type GithubToken } from './github-token';
import type { CommitDetails, GithubClient } from './index';
import { commitListQuery } from './commit-search';
import { cleanStrings } from '../../lib/clean-text';

export interface GithubClientOptions {
  /** Deadline of one GitHub request (default 10 s). */
  timeoutMs?: number;
  /** How long an answer is served without asking GitHub (default 60 s). */
  freshMs?: number;
  /** Answers kept in this process, all users together (default 2000). */
  maxCacheEntries?: number;
  /** The clock of the fresh window (tests move it). */
  now?: () => number;
}

export const GITHUB_FRESH_MS = 60_000;
/** How long what GitHub says about one commit is served without asking (a commit never changes). */
export const GITHUB_COMMIT_FRESH_MS = 24 * 60 * 60_000;
const MAX_CACHE_ENTRIES = 2000;
/** What GitHub allows in a login. */
const LOGIN = /^[A-Za-z\d](?:[A-Za-z\d-]{0,38})$/;
/** 30 pages of 100: a bound on one listing, however many repositories GitHub reports. */
const MAX_REPO_PAGES = 30;
const SEGMENT = /^(?!\.{1,2}$)[A-Za-z0-9_.-]{1,100}$/;
/** A full or abbreviated commit SHA. */
const SHA = /^[0-9a-f]{4,40}$/i;

interface GetOptions<T> {
  refresh?: boolean;
  /** How long the answer is served without asking GitHub (default: the client's freshMs). */
  freshFor?: number | ((value: T) => number);
  /** GitHub statuses that mean "nothing there", and what they stand for. */
  absent?: { statuses: number[]; value: T };
}

/** The `rel="next"` URL of a Link header, only on GitHub's own API origin (it gets the token). */
function nextPage(link: string | undefined, apiOrigin: string): string | null {
  const next = /<([^>]+)>;\s*rel="next"/.exec(link ?? '')?.[1];
  if (!next) return null;
  try {
    return new URL(next).origin === apiOrigin ? next : null;
  } catch {
    return null;
  }
}

/** The signed-in user's GitHub through Octokit (see the GithubClient interface). */
export function createGithubClient(
  deps: AppDeps,
  auth: Auth,
  options: GithubClientOptions = {},
): GithubClient {
  const api = deps.config.GITHUB_API_URL;
  const apiOrigin = new URL(api).origin;
  const freshMs = options.freshMs ?? GITHUB_FRESH_MS;
  const now = options.now ?? Date.now;
  const cache = new GithubCache(options.maxCacheEntries ?? MAX_CACHE_ENTRIES);
  const tokens = createGithubTokens(deps, auth);
  const quiet = () => {};
  // No retry or throttling plugins: a failure answers at once instead of waiting.
  const octokit = new Octokit({
    baseUrl: api,
    userAgent: 'Shiplog',
    request: { fetch: createTimedFetch(options.timeoutMs ?? GITHUB_TIMEOUT_MS) },
    log: {
      debug: quiet,
      info: quiet,
      warn: (message: string) => deps.logger.warn(message),
      error: (message: string) => deps.logger.debug(message),
    },
  });

  /** One GET, answered from the cache while fresh, else revalidated with its ETag. */
  async function get<T>(
    user: { id: string; token: GithubToken },
    url: string,
    map: (data: unknown) => T,
    { refresh = false, freshFor = freshMs, absent }: GetOptions<T> = {},
  ): Promise<CachedAnswer<T>> {
    const cached = cache.get<T>(user.id, user.token.key, url);
    const at = now();
    const fresh = (value: T) => (typeof freshFor === 'number' ? freshFor : freshFor(value));
    if (cached && !refresh && at - cached.storedAt < fresh(cached.value)) return cached;
    let answer: CachedAnswer<T>;
    try {
      const res = await octokit.request({
        method: 'GET',
        url,
        headers: {
          authorization: `token ${user.token.token}`,
          ...(cached?.etag ? { 'if-none-match': cached.etag } : {}),
        },
      });
      const etag = typeof res.headers.etag === 'string' ? res.headers.etag : null;
      answer = {
        value: map(cleanStrings(res.data)),
        etag,
        next: nextPage(res.headers.link, apiOrigin),
        storedAt: at,
      };
    } catch (error) {
      const status = githubStatus(error);
      if (status === 304 && cached) answer = { ...cached, storedAt: at };
      else if (absent && status !== undefined && absent.statuses.includes(status))
        answer = { value: absent.value, etag: null, next: null, storedAt: at };
      else throw error;
    }
    cache.set(user.id, user.token.key, url, answer);
    return answer;
  }

  type Get = <T>(url: string, map: (data: unknown) => T, options?: GetOptions<T>) => Promise<CachedAnswer<T>>;

  /** Runs `work` as the user; a token GitHub refuses (401) is dropped and reads as not connected. */
  async function asUser<T>(userId: string, work: (get: Get, token: GithubToken) => Promise<T>): Promise<T> {
    const token = await tokens.find(userId);
    if (!token) throw notConnected();
    const user = { id: userId, token };
    try {
      return await work((url, map, opts) => get(user, url, map, opts), token);
    } catch (error) {
      if (githubStatus(error) !== 401) throw toAppError(error);
      await tokens.drop(token);
      cache.dropUser(userId);
      throw notConnected();
    }
  }

  /** `/repos/{owner}/{repo}`, or null for a name GitHub cannot have. */
  function repoUrl(fullName: string): string | null {
    const [owner = '', name = '', ...rest] = fullName.split('/');
    if (rest.length || !SEGMENT.test(owner) || !SEGMENT.test(name)) return null;
    return `${api}/repos/${encodeURIComponent(owner)}/${encodeURIComponent(name)}`;
  }

  /** `/repos/{owner}/{repo}/commits/{sha}`, or null for a name or SHA GitHub cannot have. */
  function commitUrl(fullName: string, sha: string): string | null {
    const base = repoUrl(fullName);
    return base && SHA.test(sha) ? `${base}/commits/${sha.toLowerCase()}` : null;
  }

  /** GET /repos/{o}/{r}/commits/{sha}/pulls, read once for the pull request and for its author. */
  function commitPull(userId: string, fullName: string, sha: string): Promise<CommitPull | null> {
    const url = commitUrl(fullName, sha);
    return asUser(userId, async (get) => {
      if (!url) return null;
      // Until one is merged, a commit can still be put in a pull request: only that is kept long.
      const answer = await get<CommitPull | null>(`${url}/pulls`, toCommitPull, {
        freshFor: (found) => (found?.merged ? GITHUB_COMMIT_FRESH_MS : freshMs),
        absent: { statuses: [404, 409, 422], value: null },
      });
      return answer.value;
    });
  }

  const listCommitPage: GithubClient['listCommitPage'] = async (
    userId,
    fullName,
    { limit, refresh, ...filters },
  ) => {
    const base = repoUrl(fullName);
    return asUser(userId, async (get) => {
      if (!base) return { commits: [], more: false };
      const url = `${base}/commits?${commitListQuery(limit, filters)}`;
      // 404: no such repository or sha; 409: an empty repository; 422: a sha GitHub refuses.
      const answer = await get(url, toRepoCommits, {
        refresh,
        absent: { statuses: [404, 409, 422], value: [] },
      });
      return { commits: answer.value.slice(0, limit), more: answer.next !== null };
    });
  };

  return {
    listRepos: (userId, { refresh } = {}) =>
      asUser(userId, async (get) => {
        const query = new URLSearchParams({
          affiliation: 'owner,collaborator',
          sort: 'pushed',
          per_page: '100',
        });
        const listed: ListedRepository[] = [];
        let url: string | null = `${api}/user/repos?${query}`;
        for (let page = 0; url && page < MAX_REPO_PAGES; page++) {
          const answer: CachedAnswer<ListedRepository[]> = await get(url, toListedRepositories, { refresh });
          listed.push(...answer.value);
          url = answer.next;
        }
        return byPushedDesc(listed);
      }),

    listCommits: async (userId, fullName, options) =>
      (await listCommitPage(userId, fullName, options)).commits,

    listCommitPage,

    getRepo: async (userId, fullName) => {
      const url = repoUrl(fullName);
      return asUser(userId, async (get) => {
        if (!url) return null;
        const answer = await get<RepositoryAccess | null>(url, toRepositoryAccess, {
          absent: { statuses: [404], value: null },
        });
        return answer.value;
      });
    },

    getCommit: async (userId, fullName, sha) => {
      const url = commitUrl(fullName, sha);
      return asUser(userId, async (get) => {
        if (!url) return null;
        // A commit never changes; "no such commit" may (it can still be pushed).
        const answer = await get<CommitDetails | null>(url, toCommitDetails, {
          freshFor: (found) => (found ? GITHUB_COMMIT_FRESH_MS : freshMs),
          absent: { statuses: [404, 409, 422], value: null },
        });
        return answer.value;
      });
    },

    pullRequestOf: async (userId, fullName, sha) => (await commitPull(userId, fullName, sha))?.pull ?? null,

    listPullCommits: (userId, fullName, number) =>
      asUser(userId, async (get) => {
        const base = repoUrl(fullName);
        if (!base) return [];
        const answer = await get(`${base}/pulls/${number}/commits?per_page=100`, toRepoCommits, {
          refresh: true,
          absent: { statuses: [404, 422], value: [] },
        });
        return answer.value;
      }),

    pullAuthorOf: async (userId, fullName, sha) => {
      const found = await commitPull(userId, fullName, sha);
      return found ? { account: found.author, firstTime: found.firstTime } : null;
    },

    getUser: (userId, login) =>
      asUser(userId, async (get) => {
        if (!LOGIN.test(login)) return null;
        const answer = await get<GithubProfile | null>(`${api}/users/${login}`, toProfile, {
          freshFor: () => GITHUB_COMMIT_FRESH_MS,
          absent: { statuses: [404], value: null },
        });
        return answer.value;
      }),

    isFirstCommit: async (userId, fullName, login, sha, date) => {
      const { commits } = await listCommitPage(userId, fullName, { limit: 2, author: login, until: date });
      return commits.length === 1 && commits[0]!.sha.toLowerCase() === sha.toLowerCase();
    },

    isConnected: (userId) => tokens.has(userId),

    ...createHookCalls({ octokit, repoUrl, asUser }),
  };
}
