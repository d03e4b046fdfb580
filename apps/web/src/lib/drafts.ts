/** Said wherever a generated update was held for review instead of published (the Drafts inbox is `paths.drafts`). */
export const draftSavedMessages = {
  title: 'Draft saved — review it in Drafts',
  link: 'Open Drafts',
  /** Replace on a scheduled update: written again, it keeps its time. */
  scheduledAgain: (title: string) => `Scheduled update “${title}” written again`,
} as const;
