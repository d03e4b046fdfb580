import {
  COMMIT_SEARCH_DEPTH,
  COMMIT_SHA_SEARCH,
  type CommitSearchQuery,
  type RepoCommit,
} from '@shiplog/contract';
import type { CommitPage, GithubClient, ListCommitsOptions } from './index';

/** GitHub's largest page. */
const GITHUB_PAGE = 100;

/** `per_page` first (the newest ten keep their address), then only the filters that are set. */
export function commitListQuery(
  limit: number,
  filters: Omit<ListCommitsOptions, 'limit' | 'refresh'>,
): string {
  const query = new URLSearchParams({ per_page: String(limit) });
  for (const key of ['sha', 'author', 'since', 'until'] as const) {
    const value = filters[key];
    if (value) query.set(key, value);
  }
  if (filters.page && filters.page > 1) query.set('page', String(filters.page));
  return query.toString();
}

export interface CommitSearch extends CommitSearchQuery {
  /** Commits per page. */
  limit: number;
  refresh?: boolean;
}

/** Whether a listing asks for more than the newest `limit` commits. */
export const isSearching = (s: CommitSearchQuery) =>
  Boolean(s.q || s.author || s.since || s.until || (s.page && s.page > 1));

const matches = (commit: RepoCommit, needle: string) =>
  commit.sha.toLowerCase().startsWith(needle) ||
  [commit.commit.message, commit.commit.author.name, commit.author?.login ?? ''].some((text) =>
    text.toLowerCase().includes(needle),
  );

/**
 * One page of a repository's commits, newest first, and whether a page follows it. Dates,
 * author and pages are GitHub's own list-commits filters (GitHub's Link header says whether
 * there is more); a sha is asked for directly (one commit, no more); other text is matched
 * against the message, author name and login of the newest COMMIT_SEARCH_DEPTH commits GitHub
 * lists for the filters.
 */
export async function searchCommits(
  github: GithubClient,
  userId: string,
  fullName: string,
  { q, limit, page = 1, refresh, ...filters }: CommitSearch,
): Promise<CommitPage> {
  const needle = q?.trim().toLowerCase();
  if (!needle) return github.listCommitPage(userId, fullName, { limit, page, refresh, ...filters });

  if (COMMIT_SHA_SEARCH.test(needle)) {
    // GitHub lists from the given sha: the first commit is that one, if the filters keep it.
    const [first] = await github.listCommits(userId, fullName, {
      limit: 1,
      sha: needle,
      refresh,
      ...filters,
    });
    if (first?.sha.toLowerCase().startsWith(needle))
      return { commits: page === 1 ? [first] : [], more: false };
  }

  const read: RepoCommit[] = [];
  for (let p = 1; p <= COMMIT_SEARCH_DEPTH / GITHUB_PAGE; p++) {
    const batch = await github.listCommitPage(userId, fullName, {
      limit: GITHUB_PAGE,
      page: p,
      refresh,
      ...filters,
    });
    read.push(...batch.commits);
    if (!batch.more) break;
  }
  const found = read.filter((c) => matches(c, needle));
  return { commits: found.slice((page - 1) * limit, page * limit), more: found.length > page * limit };
}
