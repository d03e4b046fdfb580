/** Cache keys of the projects feature; mutations invalidate by prefix. */
export const projectKeys = {
  all: ['projects'] as const,
  mine: () => [...projectKeys.all, 'mine'] as const,
  detail: (id: string) => [...projectKeys.all, 'detail', id] as const,
  public: () => [...projectKeys.all, 'public'] as const,
};
