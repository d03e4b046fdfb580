import type { QueryClient } from '@tanstack/react-query';
import type { OutboundDelivery, WebhookEndpoint } from '@shiplog/contract';
import { outboundWebhookKeys } from './query-keys';

type LastDelivery = WebhookEndpoint['last_delivery'];

/** The list's summary of a log's newest delivery. */
const lastOf = (newest: OutboundDelivery | undefined): LastDelivery =>
  newest ? { status: newest.status, at: newest.created_at } : null;

const same = (a: LastDelivery, b: LastDelivery) => a?.status === b?.status && a?.at === b?.at;

/**
 * A delivery log just read, against the endpoint list in the cache: when the list's "Last
 * delivery" of that endpoint is not the log's newest delivery (another delivery, or the same one
 * with another outcome), the list is invalidated: loaded again at once while it is shown (with the
 * endpoint's on/off state, which a run of failures may have changed). Nothing happens when the
 * list is not cached or does not hold the endpoint.
 */
export function invalidateListIfLogDiffers(
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
 * The other way: an endpoint list just read, against the delivery logs in the cache. Each cached
 * log (open or closed) whose newest delivery is not the one the list names as the endpoint's last
 * (a delivery recorded or finished since the log was read) is invalidated: an open log is loaded
 * again at once, a closed one when it is opened again. Logs never read stay unread.
 */
export function invalidateLogsThatDifferFromList(
  queryClient: QueryClient,
  projectId: string,
  list: WebhookEndpoint[],
): void {
  for (const endpoint of list) {
    const key = outboundWebhookKeys.deliveries(projectId, endpoint.id);
    const log = queryClient.getQueryData<OutboundDelivery[]>(key);
    if (log && !same(endpoint.last_delivery, lastOf(log[0])))
      void queryClient.invalidateQueries({ queryKey: key, exact: true });
  }
}
