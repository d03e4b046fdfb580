import { useQuery } from '@tanstack/react-query';
import { updateEndpoints } from '@shiplog/contract';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { updateKeys, type ViewerKey } from './query-keys';

/** GET /api/projects/{id}/updates/{updateId}: one update, for its own page. */
export function useUpdate(projectId: string, updateId: string, viewer: ViewerKey) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...updateKeys.lists(projectId), 'one', updateId, viewer ?? 'anonymous'],
    queryFn: ({ signal }) =>
      callEndpoint(client, updateEndpoints.getUpdate, { params: { id: projectId, updateId } }, { signal }),
  });
}

/** GET …/neighbours: the newer and older updates next to it, for Previous and Next. */
export function useUpdateNeighbours(projectId: string, updateId: string, viewer: ViewerKey) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...updateKeys.lists(projectId), 'neighbours', updateId, viewer ?? 'anonymous'],
    queryFn: ({ signal }) =>
      callEndpoint(
        client,
        updateEndpoints.getUpdateNeighbours,
        { params: { id: projectId, updateId } },
        { signal },
      ),
  });
}
