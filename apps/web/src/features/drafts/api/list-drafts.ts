import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { DraftInbox, DraftInboxQuery, DraftList } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { draftKeys } from './query-keys';
import { draftApi } from './endpoints';

/**
 * GET /api/drafts: the signed-in owner's drafts (newest edit first) and scheduled updates
 * (soonest first), the first page of each (or, with `list`, that list's page after `cursor`), and
 * how many each holds in all.
 */
export function listDrafts(
  client: ApiClient,
  query: Partial<DraftInboxQuery> = {},
  signal?: AbortSignal,
): Promise<DraftInbox> {
  return callEndpoint(client, draftApi.listDrafts, { query }, { signal });
}

/** How many drafts and scheduled updates wait, of one project or of all (no items read). */
export function useDraftTotals(projectId?: string) {
  const client = useApiClient();
  return useQuery(
    queryOptions({
      queryKey: draftKeys.totals(projectId ?? null),
      queryFn: async ({ signal }) =>
        (await listDrafts(client, { project_id: projectId, limit: 1 }, signal)).totals,
    }),
  );
}

/** One list of the inbox, a page at a time (Load more reads the next). */
export function inboxListQueryOptions(client: ApiClient, list: DraftList) {
  return infiniteQueryOptions({
    queryKey: draftKeys.list(list),
    queryFn: async ({ pageParam, signal }) => {
      const inbox = await listDrafts(client, { list, cursor: pageParam ?? undefined }, signal);
      return { items: inbox[list], nextCursor: inbox.next[list], total: inbox.totals[list] };
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useInboxList(list: DraftList) {
  return useInfiniteQuery(inboxListQueryOptions(useApiClient(), list));
}
