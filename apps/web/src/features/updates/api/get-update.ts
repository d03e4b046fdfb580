import { useQuery } from '@tanstack/react-query';
import { endpointPath, type Update, type UpdateNeighbours } from '@shiplog/contract';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { takeInitialAnswer } from '@/lib/initial-answers';
import { updateKeys, type ViewerKey } from './query-keys';
import { updateApi } from './endpoints';

const updatePath = (projectId: string, updateId: string) =>
  endpointPath(updateApi.getUpdate, { id: projectId, updateId });

/** GET /api/projects/{id}/updates/{updateId}: one update, for its own page. */
export function useUpdate(projectId: string, updateId: string, viewer: ViewerKey) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...updateKeys.lists(projectId), 'one', updateId, viewer ?? 'anonymous'],
    queryFn: ({ signal }) =>
      callEndpoint(client, updateApi.getUpdate, { params: { id: projectId, updateId } }, { signal }),
    // A visitor's page arrives with it (the server read it while writing the page).
    initialData: () => takeInitialAnswer(updatePath(projectId, updateId))?.body as Update | undefined,
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
        updateApi.getUpdateNeighbours,
        { params: { id: projectId, updateId } },
        { signal },
      ),
    initialData: () =>
      takeInitialAnswer(endpointPath(updateApi.getUpdateNeighbours, { id: projectId, updateId }))?.body as
        UpdateNeighbours | undefined,
  });
}
