import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublishingSettings } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { draftKeys } from './query-keys';
import { draftApi } from './endpoints';

/** GET /api/projects/{id}/publishing (owner): what happens to the project's generated updates. */
export function getPublishing(
  client: ApiClient,
  projectId: string,
  signal?: AbortSignal,
): Promise<PublishingSettings> {
  return callEndpoint(client, draftApi.getPublishing, { params: { id: projectId } }, { signal });
}

export function publishingQueryOptions(client: ApiClient, projectId: string) {
  return queryOptions({
    queryKey: draftKeys.publishing(projectId),
    queryFn: ({ signal }) => getPublishing(client, projectId, signal),
    retry: false,
  });
}

export function usePublishing(projectId: string) {
  return useQuery(publishingQueryOptions(useApiClient(), projectId));
}
