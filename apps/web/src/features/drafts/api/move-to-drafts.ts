import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateEndpoints, type Update, type UpdateBody } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { afterDraftChange } from './invalidate';

/**
 * The edit that takes a scheduled update back into the drafts: the update as it is, with
 * `status: 'draft'`. Its time, pinning, flags and labels are left out, so the server keeps them.
 */
export function moveBackBody(update: Update): UpdateBody {
  return {
    type: update.type,
    title: update.title,
    content: update.content,
    image_url: update.image_url,
    commit_hash: update.commit_hash,
    commit_message: update.commit_message,
    status: 'draft',
  };
}

/** PUT /api/projects/{id}/updates/{updateId} with `status: 'draft'`. */
export function moveToDrafts(client: ApiClient, update: Update): Promise<Update> {
  return callEndpoint(client, updateEndpoints.editUpdate, {
    params: { id: update.project_id, updateId: update.id },
    body: moveBackBody(update),
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
