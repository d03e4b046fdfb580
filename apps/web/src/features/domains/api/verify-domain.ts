import { useMutation, useQueryClient } from '@tanstack/react-query';
import { domainEndpoints, type CustomDomain } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { domainKeys } from './query-keys';

/** POST /api/projects/{id}/domain/verify: looks the records up now; answers the new status. */
export function verifyDomain(client: ApiClient, projectId: string): Promise<CustomDomain> {
  return callEndpoint(client, domainEndpoints.verifyDomain, { params: { id: projectId } });
}

export function useVerifyDomain(projectId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => verifyDomain(client, projectId),
    onSuccess: (domain) => queryClient.setQueryData(domainKeys.detail(projectId), domain),
  });
}
