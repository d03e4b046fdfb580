import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublishingSettings } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { draftKeys } from './query-keys';
import { draftApi } from './endpoints';

/** PUT /api/projects/{id}/publishing: answers the rule now in force. */
export function savePublishing(
  client: ApiClient,
  projectId: string,
  body: PublishingSettings,
): Promise<PublishingSettings> {
  return callEndpoint(client, draftApi.savePublishing, { params: { id: projectId }, body });
}

export function useSavePublishing(projectId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PublishingSettings) => savePublishing(client, projectId, body),
    onSuccess: (settings) => queryClient.setQueryData(draftKeys.publishing(projectId), settings),
  });
}
