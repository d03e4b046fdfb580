import { useMutation } from '@tanstack/react-query';
import type { SubscribeBody, SubscribeResponse } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { subscriberApi } from './endpoints';

/**
 * POST /api/projects/{id}/subscribe: asks for a confirmation mail (double opt-in). The answer is
 * the same for every address; its `token` lets this page undo its own request.
 */
export function subscribe(
  client: ApiClient,
  projectId: string,
  body: SubscribeBody,
): Promise<SubscribeResponse> {
  return callEndpoint(client, subscriberApi.subscribeToProject, { params: { id: projectId }, body });
}

export function useSubscribe(projectId: string) {
  const client = useApiClient();
  return useMutation({ mutationFn: (body: SubscribeBody) => subscribe(client, projectId, body) });
}
