import { useMutation } from '@tanstack/react-query';
import {
  PRODUCT_CHANGELOG_IDS,
  subscriberEndpoints,
  type SubscribeResponse,
  type UnsubscribeBody,
} from '@shiplog/contract';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';

const params = { id: PRODUCT_CHANGELOG_IDS.projectId };

/** POST /api/projects/{id}/subscribe to Shiplog's own changelog: a confirmation mail (double opt-in). */
export function useSubscribeToChangelog() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (email: string): Promise<SubscribeResponse> =>
      callEndpoint(client, subscriberEndpoints.subscribeToProject, { params, body: { email } }),
  });
}

/** POST /api/projects/{id}/unsubscribe with the token of this page's own subscribe: undone at once. */
export function useUnsubscribeFromChangelog() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (body: UnsubscribeBody) =>
      callEndpoint(client, subscriberEndpoints.unsubscribeFromProject, { params, body }),
  });
}
