import { queryOptions, useQuery } from '@tanstack/react-query';
import { updateEndpoints, type Update } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { updateKeys, type ViewerKey } from './query-keys';

/** GET /api/projects/{id}/updates: pinned first, then newest; the owner also gets scheduled ones. */
export function getUpdates(client: ApiClient, projectId: string, signal?: AbortSignal): Promise<Update[]> {
  return callEndpoint(client, updateEndpoints.listProjectUpdates, { params: { id: projectId } }, { signal });
}

export function updatesQueryOptions(client: ApiClient, projectId: string, viewer: ViewerKey) {
  return queryOptions({
    queryKey: updateKeys.list(projectId, viewer),
    queryFn: ({ signal }) => getUpdates(client, projectId, signal),
  });
}

export function useUpdates(projectId: string, viewer: ViewerKey) {
  return useQuery(updatesQueryOptions(useApiClient(), projectId, viewer));
}
