import { useMutation, useQuery } from '@tanstack/react-query';
import { socialEndpoints, type PublishedSocialPost, type SocialNetwork } from '@shiplog/contract';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';

/** The accounts Shiplog may post to for the user (settings connects them; same cache key). */
export function useConnectedNetworks(): SocialNetwork[] {
  const client = useApiClient();
  const accounts = useQuery({
    queryKey: ['social-accounts'],
    queryFn: ({ signal }) => callEndpoint(client, socialEndpoints.listSocialAccounts, {}, { signal }),
    retry: false,
    staleTime: 60_000,
  });
  return accounts.data?.map((a) => a.network) ?? [];
}

/** POST /api/posts/{id}/publish: the saved post, fitted to the network, posted there. */
export function usePublishPost(postId: string) {
  const client = useApiClient();
  return useMutation({
    mutationFn: (network: SocialNetwork): Promise<PublishedSocialPost> =>
      callEndpoint(client, socialEndpoints.publishPost, { params: { id: postId }, body: { network } }),
  });
}
