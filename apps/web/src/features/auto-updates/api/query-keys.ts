/** Cache keys of the auto-updates feature: each project's automatic update settings. */
export const autoUpdateKeys = {
  all: ['auto-updates'] as const,
  settings: (projectId: string) => [...autoUpdateKeys.all, projectId] as const,
};
