import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateEndpoints, type Update } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { sendToEndpoint } from '@/lib/call-endpoint';
import { afterDraftChange } from './invalidate';

/** DELETE /api/projects/{id}/updates/{updateId}: a draft is gone for good (it was never public). */
export async function discardDraft(
  client: ApiClient,
  update: Pick<Update, 'id' | 'project_id'>,
): Promise<void> {
  await sendToEndpoint(client, updateEndpoints.deleteUpdate, {
    params: { id: update.project_id, updateId: update.id },
  });
}

export function useDiscardDraft() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: Update) => discardDraft(client, update),
    onSuccess: () => afterDraftChange(queryClient),
  });
}
