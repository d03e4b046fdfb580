import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  socialEndpoints,
  type EndpointBody,
  type SocialAccount,
  type SocialNetwork,
} from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint, sendToEndpoint } from '@/lib/call-endpoint';

/** The same key the dashboard's share buttons read: connecting here shows them there. */
export const socialAccountsKey = ['social-accounts'] as const;

export function socialAccountsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: socialAccountsKey,
    queryFn: ({ signal }) => callEndpoint(client, socialEndpoints.listSocialAccounts, {}, { signal }),
    retry: false,
  });
}

export const useSocialAccounts = () => useQuery(socialAccountsQueryOptions(useApiClient()));

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
