import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Update, UpdateBody, UpdateEditBody } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { createUpdate } from './create-update';
import { updateKeys } from './query-keys';
import { updateApi } from './endpoints';

/** A new update (POST), or an update's id and the fields to change (PUT). */
export type SaveUpdateInput =
  { updateId?: undefined; body: UpdateBody } | { updateId: string; body: UpdateEditBody };

/** PUT /api/projects/{id}/updates/{updateId}: the fields sent change, the others are kept. */
export function editUpdate(
  client: ApiClient,
  projectId: string,
  updateId: string,
  body: UpdateEditBody,
): Promise<Update> {
  return callEndpoint(client, updateApi.editUpdate, { params: { id: projectId, updateId }, body });
}

/** Adds (POST) or edits (PUT) an update; every viewer's cached list of the project is refetched. */
export function useSaveUpdate(projectId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveUpdateInput) =>
      input.updateId !== undefined
        ? editUpdate(client, projectId, input.updateId, input.body)
        : createUpdate(client, projectId, input.body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: updateKeys.lists(projectId) }),
  });
}
