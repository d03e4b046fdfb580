/** API paths shared by several features' calls; path segments are always encoded. */
export const projectApiPath = (projectId: string) => `/projects/${encodeURIComponent(projectId)}`;
