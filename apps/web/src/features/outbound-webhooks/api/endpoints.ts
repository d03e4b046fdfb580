import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  outboundWebhookEndpoints as endpoints,
  type CreateWebhookEndpointBody,
  type UpdateWebhookEndpointBody,
  type WebhookEndpoint,
} from '@shiplog/contract';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { invalidateLogsThatDifferFromList } from './follow-deliveries';
import { outboundWebhookKeys } from './query-keys';

/** How often the list looks again while a newest delivery is pending. */
const PENDING_POLL_MS = 5_000;

/** GET /api/projects/{id}/webhook-endpoints (owner): endpoints and channels, oldest first. */
export function useWebhookEndpoints(projectId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: outboundWebhookKeys.list(projectId),
    queryFn: async ({ signal }): Promise<WebhookEndpoint[]> => {
      const answer = await callEndpoint(
        client,
        endpoints.listWebhookEndpoints,
        { params: { id: projectId } },
        { signal },
      );
      invalidateLogsThatDifferFromList(queryClient, projectId, answer.endpoints);
      return answer.endpoints;
    },
    retry: false,
    // While a newest delivery waits for a try, its outcome is looked for now and then.
    refetchInterval: (query) =>
      query.state.data?.some((e) => e.last_delivery?.status === 'pending') ? PENDING_POLL_MS : false,
  });
}

/** Every write reloads the list (the newest delivery and the status of each). */
function useEndpointWrite<V, R>(projectId: string, write: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: outboundWebhookKeys.list(projectId) }),
  });
}

/** POST: a `webhook` answers its signing secret this once. */
export function useCreateWebhookEndpoint(projectId: string) {
  const client = useApiClient();
  return useEndpointWrite(projectId, (body: CreateWebhookEndpointBody) =>
    callEndpoint(client, endpoints.createWebhookEndpoint, { params: { id: projectId }, body }),
  );
}

export function useUpdateWebhookEndpoint(projectId: string, endpointId: string) {
  const client = useApiClient();
  return useEndpointWrite(projectId, (body: UpdateWebhookEndpointBody) =>
    callEndpoint(client, endpoints.updateWebhookEndpoint, { params: { id: projectId, endpointId }, body }),
  );
}

export function useDeleteWebhookEndpoint(projectId: string, endpointId: string) {
  const client = useApiClient();
  return useEndpointWrite(projectId, () =>
    callEndpoint(client, endpoints.deleteWebhookEndpoint, { params: { id: projectId, endpointId } }),
  );
}
