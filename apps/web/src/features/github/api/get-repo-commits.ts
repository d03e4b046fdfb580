import { queryOptions, useQuery } from '@tanstack/react-query';
import { COMMIT_LIST_LIMIT, githubEndpoints, type RepoCommit } from '@shiplog/contract';
import { type ApiClient } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { githubKeys } from './query-keys';

/**
 * GET /api/github/commits/{owner}/{repo}: up to 10 recent commits; a 404 is an empty list. The
 * API serves the same list at /api/repos/{owner}/{repo}/commits too; every screen reads it here.
 */
export async function getRepoCommits(
  client: ApiClient,
  repositoryName: string,
  options: { refresh?: boolean; signal?: AbortSignal } = {},
): Promise<RepoCommit[]> {
  const [owner = '', repo = ''] = repositoryName.split('/');
  try {
    return await callEndpoint(
      client,
      githubEndpoints.listGithubCommits,
      {
        params: { owner, repo },
        query: { limit: COMMIT_LIST_LIMIT, refresh: options.refresh ? '1' : undefined },
      },
      { signal: options.signal },
    );
  } catch (error) {
    if (isApiError(error) && error.status === 404) return [];
    throw error;
  }
}

export function repoCommitsQueryOptions(client: ApiClient, repositoryName: string) {
  return queryOptions({
    queryKey: githubKeys.commits(repositoryName),
    queryFn: ({ signal }) => getRepoCommits(client, repositoryName, { signal }),
    retry: false,
    staleTime: 30_000,
  });
}

export function useRepoCommits(repositoryName: string | null) {
  return useQuery({
    ...repoCommitsQueryOptions(useApiClient(), repositoryName ?? ''),
    enabled: Boolean(repositoryName),
  });
}
