import { queryOptions, useQuery } from '@tanstack/react-query';
import { socialEndpoints } from '@shiplog/contract';
import type { ApiClient } from './api-client';
import { useApiClient } from './api-context';
import { callEndpoint } from './call-endpoint';

/**
 * The Bluesky and Mastodon accounts Shiplog may post to for the user: /settings connects and
 * disconnects them, the dashboard's Post buttons read them. One query, so a change in settings
 * shows on the dashboard.
 */
export const socialAccountsKey = ['social-accounts'] as const;

export function socialAccountsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: socialAccountsKey,
    queryFn: ({ signal }) => callEndpoint(client, socialEndpoints.listSocialAccounts, {}, { signal }),
    retry: false,
    staleTime: 60_000,
  });
}

/** GET /api/social/accounts (no secrets). */
export const useSocialAccounts = () => useQuery(socialAccountsQueryOptions(useApiClient()));
