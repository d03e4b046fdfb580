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
import { githubKeys } from './query-keys';

export interface RepoCommitsOptions {
  refresh?: boolean;
  signal?: AbortSignal;
  /** Text, dates and page (page 1 without a search: the newest ten). */
  search?: CommitSearchQuery;
}

/**
 * GET /api/github/commits/{owner}/{repo}: ten commits, newest first (the newest ten unless a
 * search or page says otherwise); a 404 is an empty list. The API serves the same list at
 * /api/repos/{owner}/{repo}/commits too; every screen reads it here.
 */
export async function getRepoCommits(
  client: ApiClient,
  repositoryName: string,
  options: RepoCommitsOptions = {},
): Promise<RepoCommit[]> {
  const [owner = '', repo = ''] = repositoryName.split('/');
  try {
    return await callEndpoint(
      client,
      githubEndpoints.listGithubCommits,
      {
        params: { owner, repo },
        query: { limit: COMMIT_LIST_LIMIT, refresh: options.refresh ? '1' : undefined, ...options.search },
      },
      { signal: options.signal },
    );
  } catch (error) {
    if (isApiError(error) && error.status === 404) return [];
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
    queryFn: async ({ pageParam, signal }) =>
      (
        await getRepoCommits(client, repositoryName, {
          signal,
          refresh: fresh.current,
          search: { ...search, ...(pageParam > 1 ? { page: pageParam } : {}) },
        })
      ).slice(0, COMMIT_LIST_LIMIT),
    initialPageParam: 1,
    getNextPageParam: (last, _all, page) => (last.length >= COMMIT_LIST_LIMIT ? page + 1 : undefined),
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
  return { ...pages, commits: pages.data?.pages.flat() ?? [], refresh };
}
