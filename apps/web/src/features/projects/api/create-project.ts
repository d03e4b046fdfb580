import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateProjectBody, Project } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { projectKeys } from './query-keys';
import { projectApi } from './endpoints';

/** POST /api/projects: name and description default from the repository on the server too. */
export function createProject(client: ApiClient, body: CreateProjectBody): Promise<Project> {
  return callEndpoint(client, projectApi.createProject, { body });
}

export function useCreateProject() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateProjectBody) => createProject(client, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}
