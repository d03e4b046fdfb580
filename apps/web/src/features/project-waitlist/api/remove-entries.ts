import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectWaitlistEndpoints, type WaitlistBulkRemoveBody } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { sendToEndpoint } from '@/lib/call-endpoint';
import { projectWaitlistKeys } from './query-keys';

/**
 * POST /api/projects/{id}/waitlist/remove (owner): the selected entries, or every entry matching
 * a search as many as the owner confirmed (409 and nothing removed when that number changed).
 */
export function removeEntries(client: ApiClient, projectId: string, body: WaitlistBulkRemoveBody) {
  return sendToEndpoint(client, projectWaitlistEndpoints.removeWaitlistEntries, {
    params: { id: projectId },
    body,
  });
}

export function useRemoveEntries(projectId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WaitlistBulkRemoveBody) => removeEntries(client, projectId, body),
    // After a refusal too: the list and its counts as they are now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectWaitlistKeys.list(projectId) }),
  });
}
