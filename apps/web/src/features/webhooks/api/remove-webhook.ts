import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { projectApiPath } from '@/lib/api-paths';
import { webhookKeys } from './query-keys';

/** DELETE /api/projects/{id}/webhook: deletes the hook on GitHub and forgets it. */
export async function removeWebhook(client: ApiClient, projectId: string): Promise<void> {
  await client.delete(`${projectApiPath(projectId)}/webhook`);
}

export function useRemoveWebhook(projectId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removeWebhook(client, projectId),
    onSuccess: () => queryClient.setQueryData(webhookKeys.config(projectId), null),
  });
}
