import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionPreferences } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { subscriberKeys } from './query-keys';
import { subscriberApi } from './endpoints';

/** The preferences page's subscription; `source` tells a waitlist entry from a subscription. */
export type Subscription = SubscriptionPreferences;

/** GET /api/subscriptions/{token}: the manage token of every subscriber mail (404 when no longer valid). */
export function getSubscription(
  client: ApiClient,
  token: string,
  signal?: AbortSignal,
): Promise<Subscription> {
  return callEndpoint(client, subscriberApi.getSubscription, { params: { token } }, { signal });
}

export function subscriptionQueryOptions(client: ApiClient, token: string) {
  return queryOptions({
    queryKey: subscriberKeys.preferences(token),
    queryFn: ({ signal }) => getSubscription(client, token, signal),
    retry: false,
    staleTime: Infinity,
  });
}

export function useSubscription(token: string) {
  return useQuery(subscriptionQueryOptions(useApiClient(), token));
}
