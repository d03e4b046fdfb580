/** Cache keys of the drafts feature: the owner's inbox and each project's review rule. */
export const draftKeys = {
  all: ['drafts'] as const,
  inbox: () => [...draftKeys.all, 'inbox'] as const,
  /** One list of the inbox, page by page. */
  list: (list: 'drafts' | 'scheduled') => [...draftKeys.inbox(), list] as const,
  /** The counts, of one project or (null) of all. */
  totals: (projectId: string | null) => [...draftKeys.inbox(), 'totals', projectId] as const,
  reviewRule: (projectId: string) => [...draftKeys.all, 'review-rule', projectId] as const,
};
