import { useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/lib/api-context';
import type { ApiClient } from '@/lib/api-client';
import { getGithubRepos } from './get-github-repos';
import { githubKeys } from './query-keys';

const ignore = () => undefined;

/**
 * The Refresh buttons: fetch again into the query's own cache entry with `?refresh=1`, so the
 * server skips its short-lived cache and every view of the query sees the loading, data or error.
 * Failures land in the query's state; the returned promise never rejects.
 */
function useFreshFetch<T>(
  queryKey: readonly unknown[],
  fetch: (client: ApiClient, signal: AbortSignal) => Promise<T>,
) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return (): Promise<void> =>
    queryClient
      .fetchQuery({ queryKey, queryFn: ({ signal }) => fetch(client, signal), staleTime: 0, retry: false })
      .then(ignore, ignore);
}

export function useRefreshGithubRepos() {
  return useFreshFetch(githubKeys.repos(), (client, signal) =>
    getGithubRepos(client, { refresh: true, signal }),
  );
}
