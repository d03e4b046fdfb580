import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectWaitlistEndpoints } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { sendToEndpoint } from '@/lib/call-endpoint';
import { projectWaitlistKeys } from './query-keys';

/** DELETE /api/projects/{id}/waitlist {email} as the owner: removes the entry; any success will do. */
export async function removeSubscriber(client: ApiClient, projectId: string, email: string): Promise<void> {
  await sendToEndpoint(client, projectWaitlistEndpoints.leaveWaitlist, {
    params: { id: projectId },
    body: { email },
  });
}

export function useRemoveSubscriber(projectId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => removeSubscriber(client, projectId, email),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectWaitlistKeys.list(projectId) }),
  });
}
