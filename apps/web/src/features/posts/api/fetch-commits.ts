import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { postEndpoints, type DashboardCommit } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { postKeys } from './query-keys';

/**
 * POST /api/commits/fetch: pulls recent commits of every project's repository from GitHub,
 * stores them and answers the dashboard view, newest first. `refresh` skips the server's
 * short-lived GitHub cache (the Refresh button).
 */
export function fetchCommits(
  client: ApiClient,
  options: { refresh?: boolean; signal?: AbortSignal } = {},
): Promise<DashboardCommit[]> {
  return callEndpoint(
    client,
    postEndpoints.fetchCommits,
    { query: { refresh: options.refresh ? '1' : undefined } },
    { signal: options.signal },
  );
}

/** Fetched again each time the Commits tab opens (spec 'Dashboard tab'); GitHub errors are not retried. */
export function dashboardCommitsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: postKeys.commits(),
    queryFn: ({ signal }) => fetchCommits(client, { signal }),
    staleTime: 0,
    retry: false,
  });
}

export function useDashboardCommits() {
  return useQuery(dashboardCommitsQueryOptions(useApiClient()));
}

/** Refresh: asks GitHub again at once, into the same cache entry; never rejects. */
export function useRefreshDashboardCommits() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return () =>
    queryClient
      .fetchQuery({
        queryKey: postKeys.commits(),
        queryFn: ({ signal }) => fetchCommits(client, { refresh: true, signal }),
        staleTime: 0,
        retry: false,
      })
      .then(
        () => undefined,
        () => undefined,
      );
}
