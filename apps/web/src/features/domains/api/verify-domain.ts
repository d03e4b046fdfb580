import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customDomainSchema, type CustomDomain } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { domainKeys, domainPath } from './query-keys';

/** POST /api/projects/{id}/domain/verify: looks the records up now; answers the new status. */
export function verifyDomain(client: ApiClient, projectId: string): Promise<CustomDomain> {
  return client.post(`${domainPath(projectId)}/verify`, undefined, { schema: customDomainSchema });
}

export function useVerifyDomain(projectId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => verifyDomain(client, projectId),
    onSuccess: (domain) => queryClient.setQueryData(domainKeys.detail(projectId), domain),
  });
}
