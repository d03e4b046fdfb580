import { useMutation } from '@tanstack/react-query';
import type { UnsubscribeBody, UnsubscribeResponse } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { subscriberApi } from './endpoints';

/**
 * POST /api/projects/{id}/unsubscribe: with the token of this page's own subscribe the request is
 * undone at once (`unsubscribed`); otherwise the address is mailed a link (`link_sent`).
 */
export function unsubscribe(
  client: ApiClient,
  projectId: string,
  body: UnsubscribeBody,
): Promise<UnsubscribeResponse> {
  return callEndpoint(client, subscriberApi.unsubscribeFromProject, {
    params: { id: projectId },
    body,
  });
}

export function useUnsubscribe(projectId: string) {
  const client = useApiClient();
  return useMutation({ mutationFn: (body: UnsubscribeBody) => unsubscribe(client, projectId, body) });
}
