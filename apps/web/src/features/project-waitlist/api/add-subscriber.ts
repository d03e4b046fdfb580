import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  projectWaitlistEndpoints,
  waitlistAddResponseSchema,
  type WaitlistAddResponse,
} from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { projectWaitlistKeys } from './query-keys';

/**
 * POST /api/projects/{id}/waitlist as the owner: adds an address (pending until it confirms by
 * mail); an address already on the list answers with its entry and `created: false`. The endpoint answers a visitor
 * like subscribing; the owner expects the entry, so only that answer is accepted.
 */
export async function addSubscriber(
  client: ApiClient,
  projectId: string,
  email: string,
): Promise<WaitlistAddResponse> {
  return callEndpoint(
    client,
    projectWaitlistEndpoints.joinWaitlist,
    { params: { id: projectId }, body: { email } },
    { schema: waitlistAddResponseSchema },
  );
}

export function useAddSubscriber(projectId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => addSubscriber(client, projectId, email),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectWaitlistKeys.list(projectId) }),
  });
}
