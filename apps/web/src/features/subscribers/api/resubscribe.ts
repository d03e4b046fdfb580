import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubscriptionPreferences } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { subscriberKeys } from './query-keys';
import { subscriberApi } from './endpoints';

/** POST /api/subscriptions/{token}/resubscribe: the address that unsubscribed with this link is subscribed again. */
export function resubscribe(client: ApiClient, token: string): Promise<SubscriptionPreferences> {
  return callEndpoint(client, subscriberApi.resubscribeSubscription, { params: { token } });
}

/** Subscribes again, then the page shows the subscription as the server answers it. */
export function useResubscribe(token: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resubscribe(client, token),
    onSuccess: (subscription) => queryClient.setQueryData(subscriberKeys.preferences(token), subscription),
  });
}
