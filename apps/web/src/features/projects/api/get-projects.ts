import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Project } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { projectKeys } from './query-keys';
import { projectApi } from './endpoints';

/** GET /api/projects: the signed-in user's projects, newest first. */
export function getProjects(client: ApiClient, signal?: AbortSignal): Promise<Project[]> {
  return callEndpoint(client, projectApi.listMyProjects, {}, { signal });
}

export function projectsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: projectKeys.mine(),
    queryFn: ({ signal }) => getProjects(client, signal),
  });
}

export function useProjects() {
  return useQuery(projectsQueryOptions(useApiClient()));
}
