import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpointPath, type Project } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { takeInitialAnswer } from '@/lib/initial-answers';
import { projectKeys } from './query-keys';
import { projectApi } from './endpoints';

/** GET /api/projects/{id}: one project (404 for someone else's private project). */
export function getProject(client: ApiClient, id: string, signal?: AbortSignal): Promise<Project> {
  return callEndpoint(client, projectApi.getProject, { params: { id } }, { signal });
}

export function projectQueryOptions(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: projectKeys.detail(id),
    queryFn: ({ signal }) => getProject(client, id, signal),
    // A visitor's page arrives with the project (the server read it while writing the page).
    initialData: () =>
      takeInitialAnswer(endpointPath(projectApi.getProject, { id }))?.body as Project | undefined,
    retry: false,
  });
}

export function useProject(id: string) {
  return useQuery(projectQueryOptions(useApiClient(), id));
}

/** Refetches a project wherever it is shown (its stats count its updates and subscribers). */
export function useRefreshProject() {
  const queryClient = useQueryClient();
  return (id: string) => queryClient.invalidateQueries({ queryKey: projectKeys.detail(id) });
}
