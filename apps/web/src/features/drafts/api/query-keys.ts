/** Cache keys of the drafts feature: the owner's inbox and each project's publishing rule. */
export const draftKeys = {
  all: ['drafts'] as const,
  inbox: () => [...draftKeys.all, 'inbox'] as const,
  publishing: (projectId: string) => [...draftKeys.all, 'publishing', projectId] as const,
};
