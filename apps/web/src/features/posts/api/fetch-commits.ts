import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { postEndpoints, type CommitSearchQuery, type DashboardCommit } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { nextPageOf, type CommitListPage } from '@/lib/commit-search';
import { postKeys } from './query-keys';

/**
 * POST /api/commits/fetch: pulls commits of every project's repository from GitHub, stores them
 * and answers them newest first: the dashboard view, or a page of a search, and whether a page
 * follows (the server says so). `refresh` skips the server's short-lived GitHub cache (the
 * Refresh button).
 */
export async function fetchCommits(
  client: ApiClient,
  options: { refresh?: boolean; signal?: AbortSignal; search?: CommitSearchQuery } = {},
): Promise<CommitListPage<DashboardCommit>> {
  let nextPage: number | null = null;
  const commits = await callEndpoint(
    client,
    postEndpoints.fetchCommits,
    { query: { refresh: options.refresh ? '1' : undefined, ...options.search } },
    { signal: options.signal, onHeaders: (headers) => (nextPage = nextPageOf(headers)) },
  );
  return { commits, nextPage };
}

/** Set while Refresh refetches, so every page shown is asked of GitHub again. */
let askGithubAgain = false;

/** Pages merged: each commit once, newest first (pages of several repositories overlap in time). */
function merged(pages: CommitListPage<DashboardCommit>[] | undefined): DashboardCommit[] {
  const byId = new Map<string, DashboardCommit>();
  for (const commit of pages?.flatMap((page) => page.commits) ?? []) byId.set(commit.id, commit);
  return [...byId.values()].sort((a, b) => Date.parse(b.committed_at) - Date.parse(a.committed_at));
}

/**
 * The Commits tab's commits, fetched again each time the tab opens, then
 * page by page (Load more); GitHub errors are not retried. Only asked when `enabled` (GitHub is
 * connected).
 */
export function useDashboardCommits(search: CommitSearchQuery, enabled = true) {
  const client = useApiClient();
  const pages = useInfiniteQuery({
    queryKey: [...postKeys.commits(), search],
    queryFn: ({ pageParam, signal }) =>
      fetchCommits(client, {
        signal,
        refresh: askGithubAgain,
        search: { ...search, ...(pageParam > 1 ? { page: pageParam } : {}) },
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage ?? undefined,
    staleTime: 0,
    retry: false,
    enabled,
  });
  const commits = useMemo(() => merged(pages.data?.pages), [pages.data]);
  return { ...pages, commits };
}

/** Refresh: asks GitHub again at once for the pages shown; never rejects. */
export function useRefreshDashboardCommits() {
  const queryClient = useQueryClient();
  return async () => {
    askGithubAgain = true;
    try {
      await queryClient.refetchQueries({ queryKey: postKeys.commits(), type: 'active' });
    } catch {
      // The failure shows in the query's own state.
    } finally {
      askGithubAgain = false;
    }
  };
}
