import { queryOptions, useQuery } from '@tanstack/react-query';
import { domainEndpoints, type CustomDomain } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { domainKeys } from './query-keys';

/** GET /api/projects/{id}/domain (owner): the custom domain, or null when there is none. */
export function getDomain(
  client: ApiClient,
  projectId: string,
  signal?: AbortSignal,
): Promise<CustomDomain | null> {
  return callEndpoint(client, domainEndpoints.getDomain, { params: { id: projectId } }, { signal });
}

export function domainQueryOptions(client: ApiClient, projectId: string) {
  return queryOptions({
    queryKey: domainKeys.detail(projectId),
    queryFn: ({ signal }) => getDomain(client, projectId, signal),
    retry: false,
  });
}

export function useDomain(projectId: string) {
  return useQuery(domainQueryOptions(useApiClient(), projectId));
}
