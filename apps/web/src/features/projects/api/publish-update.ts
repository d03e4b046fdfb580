import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateSchema, type Update, type UpdateBody } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { projectKeys } from './query-keys';

/** POST /api/projects/{id}/updates: publishes an update on the project's public page. */
export function publishUpdate(client: ApiClient, projectId: string, body: UpdateBody): Promise<Update> {
  return client.post(`/projects/${encodeURIComponent(projectId)}/updates`, body, { schema: updateSchema });
}

export function usePublishUpdate(projectId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateBody) => publishUpdate(client, projectId, body),
    // The project's stats count its updates.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) }),
  });
}
