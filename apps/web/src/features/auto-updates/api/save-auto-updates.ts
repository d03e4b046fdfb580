import { useMutation, useQueryClient } from '@tanstack/react-query';
import { autoUpdateEndpoints, type AutoUpdateSettings, type AutoUpdateSettingsBody } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { autoUpdateKeys } from './query-keys';

/** PUT /api/projects/{id}/auto-updates: the whole settings object; answers what was stored. */
export function saveAutoUpdates(
  client: ApiClient,
  projectId: string,
  body: AutoUpdateSettingsBody,
): Promise<AutoUpdateSettings> {
  return callEndpoint(client, autoUpdateEndpoints.saveAutoUpdates, { params: { id: projectId }, body });
}

export function useSaveAutoUpdates(projectId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AutoUpdateSettingsBody) => saveAutoUpdates(client, projectId, body),
    onSuccess: (settings) => queryClient.setQueryData(autoUpdateKeys.settings(projectId), settings),
  });
}
