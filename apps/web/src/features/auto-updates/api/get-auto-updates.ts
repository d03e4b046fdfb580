import { queryOptions, useQuery } from '@tanstack/react-query';
import { autoUpdateEndpoints, type AutoUpdateSettings } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { autoUpdateKeys } from './query-keys';

/** GET /api/projects/{id}/auto-updates (owner): the settings, the defaults before the first save. */
export function getAutoUpdates(
  client: ApiClient,
  projectId: string,
  signal?: AbortSignal,
): Promise<AutoUpdateSettings> {
  return callEndpoint(client, autoUpdateEndpoints.getAutoUpdates, { params: { id: projectId } }, { signal });
}

export function autoUpdatesQueryOptions(client: ApiClient, projectId: string) {
  return queryOptions({
    queryKey: autoUpdateKeys.settings(projectId),
    queryFn: ({ signal }) => getAutoUpdates(client, projectId, signal),
    retry: false,
  });
}

export function useAutoUpdates(projectId: string) {
  return useQuery(autoUpdatesQueryOptions(useApiClient(), projectId));
}
