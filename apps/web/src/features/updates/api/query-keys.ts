/**
 * Cache keys of the updates feature; mutations invalidate by prefix. Answers that depend on who
 * asks (scheduled updates for the owner, `hasLiked`) carry the viewer's id, so a sign-in never
 * shows another viewer's cached answer.
 */
export type ViewerKey = string | null;

export const updateKeys = {
  all: ['updates'] as const,
  lists: (projectId: string) => [...updateKeys.all, 'list', projectId] as const,
  list: (projectId: string, viewer: ViewerKey, view: object = {}) =>
    [...updateKeys.lists(projectId), viewer ?? 'anonymous', view] as const,
  likes: (updateId: string, viewer: ViewerKey) =>
    [...updateKeys.all, 'likes', updateId, viewer ?? 'anonymous'] as const,
};
