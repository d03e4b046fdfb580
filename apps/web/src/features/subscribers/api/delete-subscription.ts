import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { subscriptionPath } from './query-keys';

/** DELETE /api/subscriptions/{token}: unsubscribes (or leaves the waitlist) from the preferences page. */
export async function deleteSubscription(client: ApiClient, token: string): Promise<void> {
  await client.delete(subscriptionPath(token));
}

export function useDeleteSubscription(token: string) {
  const client = useApiClient();
  return useMutation({ mutationFn: () => deleteSubscription(client, token) });
}
