import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { projectApiPath } from '@/lib/api-paths';
import { projectWaitlistKeys } from './query-keys';

/** DELETE /api/projects/{id}/waitlist {email} as the owner: removes the entry. */
export async function removeSubscriber(client: ApiClient, projectId: string, email: string): Promise<void> {
  await client.request('DELETE', `${projectApiPath(projectId)}/waitlist`, { body: { email } });
}

export function useRemoveSubscriber(projectId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => removeSubscriber(client, projectId, email),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectWaitlistKeys.list(projectId) }),
  });
}
