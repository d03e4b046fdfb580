import { useMutation } from '@tanstack/react-query';
import { subscribeResponseSchema, type SubscribeBody, type SubscribeResponse } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { projectApiPath } from '@/lib/api-paths';

/**
 * POST /api/projects/{id}/subscribe: asks for a confirmation mail (double opt-in). The answer is
 * the same for every address; its `token` lets this page undo its own request.
 */
export function subscribe(
  client: ApiClient,
  projectId: string,
  body: SubscribeBody,
): Promise<SubscribeResponse> {
  return client.post(`${projectApiPath(projectId)}/subscribe`, body, { schema: subscribeResponseSchema });
}

export function useSubscribe(projectId: string) {
  const client = useApiClient();
  return useMutation({ mutationFn: (body: SubscribeBody) => subscribe(client, projectId, body) });
}
