import type { QueryClient } from '@tanstack/react-query';
import type { OutboundDelivery, WebhookEndpoint } from '@shiplog/contract';
import { outboundWebhookKeys } from './query-keys';

type LastDelivery = WebhookEndpoint['last_delivery'];

/** The list's summary of a log's newest delivery. */
const lastOf = (newest: OutboundDelivery | undefined): LastDelivery =>
  newest ? { status: newest.status, at: newest.created_at } : null;

const same = (a: LastDelivery, b: LastDelivery) => a?.status === b?.status && a?.at === b?.at;

/**
 * The card says what its log says: when a delivery log just read holds a newer delivery or
 * outcome than the endpoint list's "Last delivery", the list is loaded again (with the
 * endpoint's on/off state, which a run of failures may have changed).
 */
export function listFollowsLog(
  queryClient: QueryClient,
  projectId: string,
  endpointId: string,
  log: OutboundDelivery[],
): void {
  const listed = queryClient
    .getQueryData<WebhookEndpoint[]>(outboundWebhookKeys.list(projectId))
    ?.find((e) => e.id === endpointId);
  if (listed && !same(listed.last_delivery, lastOf(log[0])))
    void queryClient.invalidateQueries({ queryKey: outboundWebhookKeys.list(projectId), exact: true });
}

/**
 * And the other way: an open delivery log whose newest delivery is not the one the list just
 * read (a delivery recorded or finished since the log was loaded) is loaded again.
 */
export function logsFollowList(queryClient: QueryClient, projectId: string, list: WebhookEndpoint[]): void {
  for (const endpoint of list) {
    const key = outboundWebhookKeys.deliveries(projectId, endpoint.id);
    const log = queryClient.getQueryData<OutboundDelivery[]>(key);
    if (log && !same(endpoint.last_delivery, lastOf(log[0])))
      void queryClient.invalidateQueries({ queryKey: key, exact: true });
  }
}
