import { useMutation, useQueryClient } from '@tanstack/react-query';
import { domainEndpoints, type CustomDomain } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { domainKeys } from './query-keys';

/** POST /api/projects/{id}/domain {domain}: pending, with the DNS records to create. */
export function configureDomain(client: ApiClient, projectId: string, domain: string): Promise<CustomDomain> {
  return callEndpoint(client, domainEndpoints.configureDomain, {
    params: { id: projectId },
    body: { domain },
  });
}

export function useConfigureDomain(projectId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (domain: string) => configureDomain(client, projectId, domain),
    onSuccess: (domain) => queryClient.setQueryData(domainKeys.detail(projectId), domain),
  });
}
