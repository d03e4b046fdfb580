/**
 * The owner's Drafts inbox, as other features point to it. The contract's `paths` has no entry
 * for it yet, so its address lives here, next to the words every feature uses for a held update.
 */
export const DRAFTS_PATH = '/drafts';

/** Said wherever a generated update was held for review instead of published. */
export const draftSavedMessages = {
  title: 'Draft saved — review it in Drafts',
  link: 'Open Drafts',
} as const;
