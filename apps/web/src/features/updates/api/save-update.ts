import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Update, UpdateBody } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { createUpdate } from './create-update';
import { updateKeys } from './query-keys';
import { updateApi } from './endpoints';

export interface SaveUpdateInput {
  /** Absent for a new update (POST), the update's id to edit it (PUT). */
  updateId?: string;
  body: UpdateBody;
}

/** PUT /api/projects/{id}/updates/{updateId}: the update as edited. */
export function editUpdate(
  client: ApiClient,
  projectId: string,
  updateId: string,
  body: UpdateBody,
): Promise<Update> {
  return callEndpoint(client, updateApi.editUpdate, { params: { id: projectId, updateId }, body });
}

/** Adds (POST) or edits (PUT) an update; every viewer's cached list of the project is refetched. */
export function useSaveUpdate(projectId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ updateId, body }: SaveUpdateInput) =>
      updateId ? editUpdate(client, projectId, updateId, body) : createUpdate(client, projectId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: updateKeys.lists(projectId) }),
  });
}
