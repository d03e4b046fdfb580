/** Cache keys of the webhooks feature (the webhook, auto-update settings, commits to pick from). */
export const webhookKeys = {
  all: ['webhooks'] as const,
  config: (projectId: string) => [...webhookKeys.all, 'config', projectId] as const,
  autoUpdates: (projectId: string) => [...webhookKeys.all, 'auto-updates', projectId] as const,
  commits: (repositoryName: string) => [...webhookKeys.all, 'commits', repositoryName] as const,
};

export const projectPath = (projectId: string) => `/projects/${encodeURIComponent(projectId)}`;
