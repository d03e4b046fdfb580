import { queryOptions, useQuery } from '@tanstack/react-query';
import { webhookEndpoints, type WebhookConfig } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { webhookKeys } from './query-keys';

/** GET /api/projects/{id}/webhook (owner): the repository hook, or null when there is none. */
export function getWebhook(
  client: ApiClient,
  projectId: string,
  signal?: AbortSignal,
): Promise<WebhookConfig | null> {
  return callEndpoint(client, webhookEndpoints.getWebhook, { params: { id: projectId } }, { signal });
}

export function webhookQueryOptions(client: ApiClient, projectId: string) {
  return queryOptions({
    queryKey: webhookKeys.config(projectId),
    queryFn: ({ signal }) => getWebhook(client, projectId, signal),
    retry: false,
  });
}

export function useWebhook(projectId: string) {
  return useQuery(webhookQueryOptions(useApiClient(), projectId));
}
