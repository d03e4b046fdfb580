import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { sendToEndpoint } from '@/lib/call-endpoint';
import { subscriberApi } from './endpoints';

/** DELETE /api/subscriptions/{token}: unsubscribes (or leaves the waitlist) from the preferences page; any success will do. */
export async function deleteSubscription(client: ApiClient, token: string): Promise<void> {
  await sendToEndpoint(client, subscriberApi.deleteSubscription, { params: { token } });
}

export function useDeleteSubscription(token: string) {
  const client = useApiClient();
  return useMutation({ mutationFn: () => deleteSubscription(client, token) });
}
