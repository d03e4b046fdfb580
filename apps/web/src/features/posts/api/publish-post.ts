import { useMutation } from '@tanstack/react-query';
import {
  socialEndpoints,
  type PublishedSocialPost,
  type SocialAccount,
  type SocialNetwork,
} from '@shiplog/contract';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { useSocialAccounts } from '@/lib/social-accounts';

/** The accounts Shiplog may post to for the user (settings connects them; the same query). */
export function useConnectedAccounts(): SocialAccount[] {
  return useSocialAccounts().data ?? [];
}

/** POST /api/posts/{id}/publish: the saved post, fitted to the network, posted there. */
export function usePublishPost(postId: string) {
  const client = useApiClient();
  return useMutation({
    mutationFn: (network: SocialNetwork): Promise<PublishedSocialPost> =>
      callEndpoint(client, socialEndpoints.publishPost, { params: { id: postId }, body: { network } }),
  });
}
