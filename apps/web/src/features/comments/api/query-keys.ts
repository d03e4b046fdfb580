/** Cache keys of the comments feature: one list per update. */
export const commentKeys = {
  all: ['comments'] as const,
  list: (updateId: string) => [...commentKeys.all, updateId] as const,
};
