import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { outboundWebhookEndpoints as endpoints } from '@shiplog/contract';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { invalidateListIfLogDiffers } from './follow-deliveries';
import { outboundWebhookKeys } from './query-keys';

/** While a delivery waits for its first or next try, the log looks again this often. */
const PENDING_POLL_MS = 3_000;

/** GET …/{endpointId}/deliveries: the newest 50, each with its tries. */
export function useDeliveries(projectId: string, endpointId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: outboundWebhookKeys.deliveries(projectId, endpointId),
    queryFn: async ({ signal }) => {
      const { deliveries } = await callEndpoint(
        client,
        endpoints.listWebhookDeliveries,
        { params: { id: projectId, endpointId } },
        { signal },
      );
      invalidateListIfLogDiffers(queryClient, projectId, endpointId, deliveries);
      return deliveries;
    },
    retry: false,
    refetchInterval: (query) =>
      query.state.data?.some((d) => d.status === 'pending') ? PENDING_POLL_MS : false,
  });
}

/** Send test and Redeliver: queued; the log shows them at once and follows them. */
function useSend(projectId: string, endpointId: string, send: (deliveryId?: string) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: outboundWebhookKeys.deliveries(projectId, endpointId) }),
        queryClient.invalidateQueries({ queryKey: outboundWebhookKeys.list(projectId) }),
      ]),
  });
}

export function useSendTest(projectId: string, endpointId: string) {
  const client = useApiClient();
  return useSend(projectId, endpointId, () =>
    callEndpoint(client, endpoints.testWebhookEndpoint, { params: { id: projectId, endpointId } }),
  );
}

export function useRedeliver(projectId: string, endpointId: string) {
  const client = useApiClient();
  return useSend(projectId, endpointId, (deliveryId = '') =>
    callEndpoint(client, endpoints.redeliverWebhookDelivery, {
      params: { id: projectId, endpointId, deliveryId },
    }),
  );
}
