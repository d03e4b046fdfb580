import { useMutation } from '@tanstack/react-query';
import { socialEndpoints, type MastodonInstance } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';

/** GET /api/social/mastodon-instance: the instance's origin and character limit. */
export function getMastodonInstance(client: ApiClient, instance: string): Promise<MastodonInstance> {
  return callEndpoint(client, socialEndpoints.getMastodonInstance, { query: { instance } });
}

export function useMastodonInstance() {
  const client = useApiClient();
  return useMutation({ mutationFn: (instance: string) => getMastodonInstance(client, instance) });
}
