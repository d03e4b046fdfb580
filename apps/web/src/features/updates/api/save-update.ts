import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateSchema, type Update, type UpdateBody } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { projectUpdatesPath, updateKeys } from './query-keys';

export interface SaveUpdateInput {
  /** Absent for a new update (POST), the update's id to edit it (PUT). */
  updateId?: string;
  body: UpdateBody;
}

/** POST /api/projects/{id}/updates or PUT /api/projects/{id}/updates/{updateId}. */
export function saveUpdate(client: ApiClient, projectId: string, input: SaveUpdateInput): Promise<Update> {
  const base = projectUpdatesPath(projectId);
  return input.updateId
    ? client.put(`${base}/${encodeURIComponent(input.updateId)}`, input.body, { schema: updateSchema })
    : client.post(base, input.body, { schema: updateSchema });
}

/** Saves an update; every viewer's cached list of the project is refetched. */
export function useSaveUpdate(projectId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveUpdateInput) => saveUpdate(client, projectId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: updateKeys.lists(projectId) }),
  });
}
