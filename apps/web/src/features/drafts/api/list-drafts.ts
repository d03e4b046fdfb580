import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DraftInbox } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { draftKeys } from './query-keys';
import { draftApi } from './endpoints';

/** GET /api/drafts: the signed-in owner's drafts (newest edit first) and scheduled updates (soonest first). */
export function listDrafts(client: ApiClient, signal?: AbortSignal): Promise<DraftInbox> {
  return callEndpoint(client, draftApi.listDrafts, {}, { signal });
}

export function draftsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: draftKeys.inbox(),
    queryFn: ({ signal }) => listDrafts(client, signal),
  });
}

export function useDrafts() {
  return useQuery(draftsQueryOptions(useApiClient()));
}
