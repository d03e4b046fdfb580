import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { updateKeys } from './query-keys';
import { updateApi } from './endpoints';

/** DELETE /api/projects/{id}/updates/{updateId}: the update with its likes, comments and views. */
export async function deleteUpdate(client: ApiClient, projectId: string, updateId: string): Promise<void> {
  await callEndpoint(client, updateApi.deleteUpdate, { params: { id: projectId, updateId } });
}

export function useDeleteUpdate(projectId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (updateId: string) => deleteUpdate(client, projectId, updateId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: updateKeys.lists(projectId) }),
  });
}
