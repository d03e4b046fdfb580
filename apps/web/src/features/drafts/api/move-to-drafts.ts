import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateEndpoints, type Update, type UpdateEditBody } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { afterDraftChange } from './invalidate';

/**
 * The edit that takes a scheduled update back into the drafts: only `status: 'draft'`. An edit
 * changes only what it sends, so its words, time, pinning, flags and labels stay as they are.
 */
export function moveBackBody(): UpdateEditBody {
  return { status: 'draft' };
}

/** PUT /api/projects/{id}/updates/{updateId} with `status: 'draft'`. */
export function moveToDrafts(client: ApiClient, update: Update): Promise<Update> {
  return callEndpoint(client, updateEndpoints.editUpdate, {
    params: { id: update.project_id, updateId: update.id },
    body: moveBackBody(),
  });
}

export function useMoveToDrafts() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: Update) => moveToDrafts(client, update),
    onSuccess: () => afterDraftChange(queryClient),
  });
}
