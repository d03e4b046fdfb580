/** Said wherever a generated update was held for review instead of published (the Drafts inbox is `paths.drafts`). */
export const draftSavedMessages = {
  title: 'Draft saved — review it in Drafts',
  link: 'Open Drafts',
} as const;
