/** Cache keys of the outbound-webhooks feature. */
export const outboundWebhookKeys = {
  all: ['outbound-webhooks'] as const,
  list: (projectId: string) => [...outboundWebhookKeys.all, 'list', projectId] as const,
  deliveries: (projectId: string, endpointId: string) =>
    [...outboundWebhookKeys.all, 'deliveries', projectId, endpointId] as const,
};
