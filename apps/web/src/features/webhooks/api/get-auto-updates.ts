import { queryOptions, useQuery } from '@tanstack/react-query';
import { autoUpdateSettingsSchema, type AutoUpdateSettings } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { projectPath, webhookKeys } from './query-keys';

/** GET /api/projects/{id}/auto-updates (owner): the settings, the defaults before the first save. */
export function getAutoUpdates(
  client: ApiClient,
  projectId: string,
  signal?: AbortSignal,
): Promise<AutoUpdateSettings> {
  return client.get(`${projectPath(projectId)}/auto-updates`, { schema: autoUpdateSettingsSchema, signal });
}

export function autoUpdatesQueryOptions(client: ApiClient, projectId: string) {
  return queryOptions({
    queryKey: webhookKeys.autoUpdates(projectId),
    queryFn: ({ signal }) => getAutoUpdates(client, projectId, signal),
    retry: false,
  });
}

export function useAutoUpdates(projectId: string) {
  return useQuery(autoUpdatesQueryOptions(useApiClient(), projectId));
}
