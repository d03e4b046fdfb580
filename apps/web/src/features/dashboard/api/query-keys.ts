/** Cache keys of the dashboard: the commits view and the posts written from them. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  commits: () => [...dashboardKeys.all, 'commits'] as const,
  posts: () => [...dashboardKeys.all, 'posts'] as const,
};
