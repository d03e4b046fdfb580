import { useMutation, useQueryClient } from '@tanstack/react-query';
import { webhookEndpoints, type WebhookConfig } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { webhookKeys } from './query-keys';

/** POST /api/projects/{id}/webhook {repository_name}: creates the hook on GitHub, or repairs it. */
export function configureWebhook(
  client: ApiClient,
  projectId: string,
  repositoryName: string,
): Promise<WebhookConfig> {
  return callEndpoint(client, webhookEndpoints.configureWebhook, {
    params: { id: projectId },
    body: { repository_name: repositoryName },
  });
}

export function useConfigureWebhook(projectId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (repositoryName: string) => configureWebhook(client, projectId, repositoryName),
    onSuccess: (config) => queryClient.setQueryData(webhookKeys.config(projectId), config),
  });
}
