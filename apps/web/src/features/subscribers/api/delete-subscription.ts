import { useMutation } from '@tanstack/react-query';
import { subscriberEndpoints } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { sendToEndpoint } from '@/lib/call-endpoint';

/** DELETE /api/subscriptions/{token}: unsubscribes (or leaves the waitlist) from the preferences page; any success will do. */
export async function deleteSubscription(client: ApiClient, token: string): Promise<void> {
  await sendToEndpoint(client, subscriberEndpoints.deleteSubscription, { params: { token } });
}

export function useDeleteSubscription(token: string) {
  const client = useApiClient();
  return useMutation({ mutationFn: () => deleteSubscription(client, token) });
}
