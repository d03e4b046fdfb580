/** Cache keys of the webhooks feature: each project's repository hook. */
export const webhookKeys = {
  all: ['webhooks'] as const,
  config: (projectId: string) => [...webhookKeys.all, 'config', projectId] as const,
};
