import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  preferencesSavedResponseSchema,
  type PreferencesSavedResponse,
  type updateSubscriptionPreferencesBodySchema,
} from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import type { Subscription } from './get-subscription';
import { subscriberKeys, subscriptionPath } from './query-keys';

export type PreferencesBody = z.input<typeof updateSubscriptionPreferencesBodySchema>;

/** PUT /api/subscriptions/{token}: notification preference and comment frequency; answers what is now in force. */
export function updateSubscription(
  client: ApiClient,
  token: string,
  body: PreferencesBody,
): Promise<PreferencesSavedResponse> {
  return client.put(subscriptionPath(token), body, { schema: preferencesSavedResponseSchema });
}

export function useUpdateSubscription(token: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PreferencesBody) => updateSubscription(client, token, body),
    onSuccess: ({ notification_preference, comment_frequency }) =>
      queryClient.setQueryData<Subscription>(subscriberKeys.preferences(token), (old) =>
        old ? { ...old, notification_preference, comment_frequency } : old,
      ),
  });
}
