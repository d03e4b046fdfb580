import { queryOptions, useQuery } from '@tanstack/react-query';
import { voiceEndpoints, type ProjectVoice } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { voiceKeys } from './query-keys';

/** GET /api/projects/{id}/voice (owner): how the texts written for the project sound. */
export function getVoice(client: ApiClient, projectId: string, signal?: AbortSignal): Promise<ProjectVoice> {
  return callEndpoint(client, voiceEndpoints.getProjectVoice, { params: { id: projectId } }, { signal });
}

export function voiceQueryOptions(client: ApiClient, projectId: string) {
  return queryOptions({
    queryKey: voiceKeys.project(projectId),
    queryFn: ({ signal }) => getVoice(client, projectId, signal),
    retry: false,
  });
}

export function useVoice(projectId: string) {
  return useQuery(voiceQueryOptions(useApiClient(), projectId));
}
