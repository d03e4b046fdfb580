import { useMutation, useQueryClient } from '@tanstack/react-query';
import { domainEndpoints } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { domainKeys } from './query-keys';

/** DELETE /api/projects/{id}/domain: back to none. */
export async function removeDomain(client: ApiClient, projectId: string): Promise<void> {
  await callEndpoint(client, domainEndpoints.removeDomain, { params: { id: projectId } });
}

export function useRemoveDomain(projectId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removeDomain(client, projectId),
    onSuccess: () => queryClient.setQueryData(domainKeys.detail(projectId), null),
  });
}
