import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateEndpoints, type Update, type UpdateBody } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { updateKeys } from './query-keys';

/** POST /api/projects/{id}/updates: publishes an update on the project's public page. */
export function createUpdate(client: ApiClient, projectId: string, body: UpdateBody): Promise<Update> {
  return callEndpoint(client, updateEndpoints.createUpdate, { params: { id: projectId }, body });
}

export interface CreateUpdateOptions {
  /** After the server stored it, e.g. to refetch the project (its stats count the updates). */
  onCreated?: (update: Update) => unknown;
}

/** Publishes an update; every viewer's cached list of the project is refetched. */
export function useCreateUpdate(projectId: string, { onCreated }: CreateUpdateOptions = {}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateBody) => createUpdate(client, projectId, body),
    onSuccess: (update) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: updateKeys.lists(projectId) }),
        onCreated?.(update),
      ]),
  });
}
