/**
 * Words of the drafts screens that the contract's `draftMessages` does not have (yet). The
 * contract owns the inbox's title and empty state, and the published, scheduled, discarded and
 * failure messages; these are the rest.
 */
export const draftScreenMessages = {
  inboxDescription: 'Updates waiting for your review, and the ones scheduled to go out.',
  emptyTitle: 'All caught up',
  noDrafts: 'No drafts right now.',
  noScheduled: 'Nothing scheduled. Use Schedule… on a draft to pick a time.',
  edited: 'Draft saved.',
  movedBack: 'Moved back to drafts.',
  moveBackFailed: 'Failed to move the update back to drafts. Please try again.',
  discardFailed: 'Failed to discard draft. Please try again.',
  scheduleFailed: 'Failed to schedule update. Please try again.',
  policyLoadFailed: 'Failed to load review settings. Please try again.',
} as const;
