import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { projectPath, subscriberKeys } from './query-keys';

/** DELETE /api/projects/{id}/waitlist {email} as the owner: removes the entry. */
export async function removeSubscriber(client: ApiClient, projectId: string, email: string): Promise<void> {
  await client.request('DELETE', `${projectPath(projectId)}/waitlist`, { body: { email } });
}

export function useRemoveSubscriber(projectId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => removeSubscriber(client, projectId, email),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriberKeys.waitlist(projectId) }),
  });
}
