import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Project, UpdateProjectBody } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { projectKeys } from './query-keys';
import { projectApi } from './endpoints';

/** PUT /api/projects/{id}: only the fields sent change. */
export function updateProject(client: ApiClient, id: string, body: UpdateProjectBody): Promise<Project> {
  return callEndpoint(client, projectApi.updateProject, { params: { id }, body });
}

export function useUpdateProject(id: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProjectBody) => updateProject(client, id, body),
    onSuccess: (project) => {
      queryClient.setQueryData(projectKeys.detail(id), project);
      return queryClient.invalidateQueries({ queryKey: projectKeys.mine() });
    },
  });
}
