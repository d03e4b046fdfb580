import { useMutation, useQueryClient } from '@tanstack/react-query';
import { webhookEndpoints } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { webhookKeys } from './query-keys';

/** DELETE /api/projects/{id}/webhook: deletes the hook on GitHub and forgets it. */
export async function removeWebhook(client: ApiClient, projectId: string): Promise<void> {
  await callEndpoint(client, webhookEndpoints.removeWebhook, { params: { id: projectId } });
}

export function useRemoveWebhook(projectId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removeWebhook(client, projectId),
    onSuccess: () => queryClient.setQueryData(webhookKeys.config(projectId), null),
  });
}
