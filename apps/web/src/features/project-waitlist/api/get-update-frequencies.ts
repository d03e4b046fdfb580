import { queryOptions, useQuery } from '@tanstack/react-query';
import { projectWaitlistEndpoints, type UpdateFrequencyCounts } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { projectWaitlistKeys } from './query-keys';

/** GET /api/projects/{id}/waitlist/update-frequencies (owner): confirmed subscribers per way of getting updates. */
export function getUpdateFrequencies(
  client: ApiClient,
  projectId: string,
  signal?: AbortSignal,
): Promise<UpdateFrequencyCounts> {
  return callEndpoint(
    client,
    projectWaitlistEndpoints.countUpdateFrequencies,
    { params: { id: projectId } },
    { signal },
  );
}

export function updateFrequenciesQueryOptions(client: ApiClient, projectId: string) {
  return queryOptions({
    // Under the list's key: every change to the list counts again.
    queryKey: projectWaitlistKeys.updateFrequencies(projectId),
    queryFn: ({ signal }) => getUpdateFrequencies(client, projectId, signal),
    retry: false,
  });
}

export function useUpdateFrequencies(projectId: string) {
  return useQuery(updateFrequenciesQueryOptions(useApiClient(), projectId));
}
