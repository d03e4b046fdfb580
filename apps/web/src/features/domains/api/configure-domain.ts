import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customDomainSchema, type CustomDomain } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { domainKeys, domainPath } from './query-keys';

/** POST /api/projects/{id}/domain {domain}: pending, with the DNS records to create. */
export function configureDomain(client: ApiClient, projectId: string, domain: string): Promise<CustomDomain> {
  return client.post(domainPath(projectId), { domain }, { schema: customDomainSchema });
}

export function useConfigureDomain(projectId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (domain: string) => configureDomain(client, projectId, domain),
    onSuccess: (domain) => queryClient.setQueryData(domainKeys.detail(projectId), domain),
  });
}
