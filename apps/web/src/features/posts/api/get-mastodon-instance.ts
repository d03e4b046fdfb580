import { useMutation, useQuery } from '@tanstack/react-query';
import { socialEndpoints, type MastodonInstance } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { postKeys } from './query-keys';

/** The server keeps an instance's answer this long; so does the page. */
const INSTANCE_STALE_MS = 60 * 60_000;

/** GET /api/social/mastodon-instance: the instance's origin and character limit. */
export function getMastodonInstance(client: ApiClient, instance: string): Promise<MastodonInstance> {
  return callEndpoint(client, socialEndpoints.getMastodonInstance, { query: { instance } });
}

export function useMastodonInstance() {
  const client = useApiClient();
  return useMutation({ mutationFn: (instance: string) => getMastodonInstance(client, instance) });
}

/** The limit of the owner's connected Mastodon server, read while `enabled` (a post is about to go there). */
export function useMastodonInstanceLimit(instance: string, enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: postKeys.mastodonInstance(instance),
    queryFn: () => getMastodonInstance(client, instance),
    enabled,
    retry: false,
    staleTime: INSTANCE_STALE_MS,
  });
}
