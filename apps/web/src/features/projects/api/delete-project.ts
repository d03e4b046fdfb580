import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { projectKeys } from './query-keys';
import { projectApi } from './endpoints';

/** DELETE /api/projects/{id}: the project and everything that hangs off it. */
export async function deleteProject(client: ApiClient, id: string): Promise<void> {
  await callEndpoint(client, projectApi.deleteProject, { params: { id } });
}

export function useDeleteProject() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteProject(client, id),
    onSuccess: async (_, id) => {
      // A page still showing the project keeps its data until it navigates away (no 404 refetch).
      queryClient.removeQueries({ queryKey: projectKeys.detail(id), type: 'inactive' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.mine() }),
        queryClient.invalidateQueries({ queryKey: projectKeys.public() }),
      ]);
    },
  });
}
