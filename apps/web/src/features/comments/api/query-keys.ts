/** Cache keys of the comments feature: one list per update. */
export const commentKeys = {
  all: ['comments'] as const,
  list: (updateId: string) => [...commentKeys.all, updateId] as const,
};

/** Path segments are always encoded. */
export const commentsPath = (updateId: string) => `/updates/${encodeURIComponent(updateId)}/comments`;
export const commentPath = (updateId: string, commentId: string) =>
  `${commentsPath(updateId)}/${encodeURIComponent(commentId)}`;
