import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointBody, PreferencesSavedResponse, subscriberEndpoints } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import type { Subscription } from './get-subscription';
import { subscriberKeys } from './query-keys';
import { subscriberApi } from './endpoints';

export type PreferencesBody = EndpointBody<typeof subscriberEndpoints.updateSubscription>;

/** PUT /api/subscriptions/{token}: notification preference, update and comment frequency; answers what is now in force. */
export function updateSubscription(
  client: ApiClient,
  token: string,
  body: PreferencesBody,
): Promise<PreferencesSavedResponse> {
  return callEndpoint(client, subscriberApi.updateSubscription, { params: { token }, body });
}

export function useUpdateSubscription(token: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PreferencesBody) => updateSubscription(client, token, body),
    onSuccess: ({ notification_preference, comment_frequency, update_frequency }) =>
      queryClient.setQueryData<Subscription>(subscriberKeys.preferences(token), (old) =>
        old ? { ...old, notification_preference, comment_frequency, update_frequency } : old,
      ),
  });
}
