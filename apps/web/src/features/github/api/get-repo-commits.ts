import { useInfiniteQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import {
  COMMIT_LIST_LIMIT,
  githubEndpoints,
  type CommitSearchQuery,
  type RepoCommit,
} from '@shiplog/contract';
import { type ApiClient } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { nextPageOf, type CommitListPage } from '@/lib/commit-search';
import { githubKeys } from './query-keys';

export interface RepoCommitsOptions {
  refresh?: boolean;
  signal?: AbortSignal;
  /** Text, dates and page (page 1 without a search: the newest ten). */
  search?: CommitSearchQuery;
}

/**
 * GET /api/github/commits/{owner}/{repo}: ten commits, newest first (the newest ten unless a
 * search or page says otherwise), and whether a page follows (the server says so); a 404 is an
 * empty list. The API serves the same list at /api/repos/{owner}/{repo}/commits too; every
 * screen reads it here.
 */
export async function getRepoCommits(
  client: ApiClient,
  repositoryName: string,
  options: RepoCommitsOptions = {},
): Promise<CommitListPage<RepoCommit>> {
  const [owner = '', repo = ''] = repositoryName.split('/');
  let nextPage: number | null = null;
  try {
    const commits = await callEndpoint(
      client,
      githubEndpoints.listGithubCommits,
      {
        params: { owner, repo },
        query: { limit: COMMIT_LIST_LIMIT, refresh: options.refresh ? '1' : undefined, ...options.search },
      },
      { signal: options.signal, onHeaders: (headers) => (nextPage = nextPageOf(headers)) },
    );
    return { commits: commits.slice(0, COMMIT_LIST_LIMIT), nextPage };
  } catch (error) {
    if (isApiError(error) && error.status === 404) return { commits: [], nextPage: null };
    throw error;
  }
}

/**
 * The repository's commits page by page (Load more), for a search or none; `refresh()` asks
 * GitHub again for every page shown (the Refresh button), never rejecting.
 */
export function useRepoCommitPages(repositoryName: string, search: CommitSearchQuery) {
  const client = useApiClient();
  const fresh = useRef(false);
  const pages = useInfiniteQuery({
    queryKey: githubKeys.search(repositoryName, search),
    queryFn: ({ pageParam, signal }) =>
      getRepoCommits(client, repositoryName, {
        signal,
        refresh: fresh.current,
        search: { ...search, ...(pageParam > 1 ? { page: pageParam } : {}) },
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage ?? undefined,
    retry: false,
    staleTime: 30_000,
  });
  async function refresh() {
    fresh.current = true;
    try {
      await pages.refetch();
    } finally {
      fresh.current = false;
    }
  }
  return { ...pages, commits: pages.data?.pages.flatMap((page) => page.commits) ?? [], refresh };
}
