import { queryOptions, useQuery } from '@tanstack/react-query';
import { authEndpoints } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';

/** GET /api/auth/providers: which sign-in methods the server offers (creates no OAuth state). */
export function authProvidersQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: ['auth', 'providers'] as const,
    queryFn: ({ signal }) => callEndpoint(client, authEndpoints.getAuthProviders, {}, { signal }),
    retry: false,
    staleTime: 5 * 60_000,
  });
}

/** Why GitHub cannot be used on this server, or undefined when it can (or while asking). */
export function useGithubUnavailable(): string | undefined {
  const providers = useQuery(authProvidersQueryOptions(useApiClient()));
  return providers.data && !providers.data.github.enabled ? providers.data.github.error : undefined;
}
