import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  socialEndpoints,
  type EndpointBody,
  type SocialAccount,
  type SocialNetwork,
} from '@shiplog/contract';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint, sendToEndpoint } from '@/lib/call-endpoint';
import { socialAccountsKey } from '@/lib/social-accounts';

export type ConnectBody = EndpointBody<typeof socialEndpoints.connectSocialAccount>;

/** PUT /api/social/accounts/{network}: the account as stored (its secret never comes back). */
export function useConnectSocialAccount(network: SocialNetwork) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConnectBody): Promise<SocialAccount> =>
      callEndpoint(client, socialEndpoints.connectSocialAccount, { params: { network }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: socialAccountsKey }),
  });
}

export function useDisconnectSocialAccount() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (network: SocialNetwork) =>
      sendToEndpoint(client, socialEndpoints.disconnectSocialAccount, { params: { network } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: socialAccountsKey }),
  });
}
