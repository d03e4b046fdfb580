import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiTokenEndpoints, type ApiToken } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';

export const apiTokensKey = ['api-tokens'] as const;

/** GET /api/account/tokens: the signed-in user's tokens that are not revoked, newest first. */
export function listApiTokens(client: ApiClient, signal?: AbortSignal): Promise<ApiToken[]> {
  return callEndpoint(client, apiTokenEndpoints.listApiTokens, {}, { signal });
}

export function apiTokensQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: apiTokensKey,
    queryFn: ({ signal }) => listApiTokens(client, signal),
    retry: false,
  });
}

export function useApiTokens() {
  return useQuery(apiTokensQueryOptions(useApiClient()));
}
