/** Cache keys of the domains feature. */
export const domainKeys = {
  all: ['domains'] as const,
  detail: (projectId: string) => [...domainKeys.all, 'detail', projectId] as const,
};
