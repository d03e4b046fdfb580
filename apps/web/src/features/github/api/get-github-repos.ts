import { queryOptions, useQuery } from '@tanstack/react-query';
import { githubEndpoints, type Repository } from '@shiplog/contract';
import { type ApiClient } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { fetchListPage } from '@/lib/list-pages';
import { githubKeys } from './query-keys';

/**
 * GET /api/github/repos: the user's repositories, most recently pushed first, every page of
 * them (the API answers 100 at a time; the picker searches them all). A 404 is an empty list;
 * a 403 'GitHub account not connected' rejects (see isNotConnected).
 */
export async function getGithubRepos(
  client: ApiClient,
  options: { refresh?: boolean; signal?: AbortSignal } = {},
): Promise<Repository[]> {
  const repositories: Repository[] = [];
  let page: number | undefined;
  try {
    do {
      const next = await fetchListPage((onHeaders) =>
        callEndpoint(
          client,
          githubEndpoints.listGithubRepositories,
          // Only the first page asks GitHub again; the others come from what it answered.
          { query: { refresh: options.refresh && !page ? '1' : undefined, page } },
          { signal: options.signal, onHeaders },
        ),
      );
      repositories.push(...next.items);
      page = next.nextCursor ? Number(next.nextCursor) : undefined;
    } while (page);
  } catch (error) {
    if (isApiError(error) && error.status === 404) return [];
    throw error;
  }
  return repositories;
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
