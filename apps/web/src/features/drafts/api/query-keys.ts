/** Cache keys of the drafts feature: the owner's inbox and each project's publishing rule. */
export const draftKeys = {
  all: ['drafts'] as const,
  inbox: () => [...draftKeys.all, 'inbox'] as const,
  /** One list of the inbox, page by page. */
  list: (list: 'drafts' | 'scheduled') => [...draftKeys.inbox(), list] as const,
  /** The counts, of one project or (null) of all. */
  totals: (projectId: string | null) => [...draftKeys.inbox(), 'totals', projectId] as const,
  publishing: (projectId: string) => [...draftKeys.all, 'publishing', projectId] as const,
};
