import { queryOptions, useQuery } from '@tanstack/react-query';
import { githubEndpoints, type Repository } from '@shiplog/contract';
import { type ApiClient } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { githubKeys } from './query-keys';

/**
 * GET /api/github/repos: the user's repositories, most recently pushed first. A 404 is an
 * empty list (spec section 7); a 403 'GitHub account not connected' rejects (see isNotConnected).
 */
export async function getGithubRepos(
  client: ApiClient,
  options: { refresh?: boolean; signal?: AbortSignal } = {},
): Promise<Repository[]> {
  try {
    return await callEndpoint(
      client,
      githubEndpoints.listGithubRepositories,
      { query: { refresh: options.refresh ? '1' : undefined } },
      { signal: options.signal },
    );
  } catch (error) {
    if (isApiError(error) && error.status === 404) return [];
    throw error;
  }
}

export function githubReposQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: githubKeys.repos(),
    queryFn: ({ signal }) => getGithubRepos(client, { signal }),
    retry: false,
    staleTime: 30_000,
  });
}

export function useGithubRepos(options: { enabled?: boolean } = {}) {
  return useQuery({ ...githubReposQueryOptions(useApiClient()), enabled: options.enabled ?? true });
}
