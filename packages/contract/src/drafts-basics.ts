/**
 * Drafts without schemas: messages and the API's routes, for pages that start before zod loads.
 * drafts.ts holds the schemas and re-exports all of this.
 */

/** Drafts and review: what happens to generated updates, and the owner's inbox of drafts. */
export const draftMessages = {
  inboxTitle: 'Drafts',
  inboxEmpty: 'No drafts waiting. Generated updates that need your review land here.',
  published: 'Update published.',
  scheduled: 'Update scheduled.',
  discarded: 'Draft discarded.',
  scheduleInPast: 'Pick a time in the future, or publish now.',
  loadFailed: 'Failed to load drafts. Please try again.',
  publishFailed: 'Failed to publish update. Please try again.',
  policySaved: 'Review settings saved.',
  policySaveFailed: 'Failed to save review settings. Please try again.',
} as const;

/** Each endpoint's method and path (drafts.ts adds the rest): a page calls one before its schemas load. */
export const draftRoutes = {
  listDrafts: { method: 'GET', path: '/drafts' },
  publishUpdate: { method: 'POST', path: '/projects/:id/updates/:updateId/publish' },
  getReviewRule: { method: 'GET', path: '/projects/:id/review-rule' },
  saveReviewRule: { method: 'PUT', path: '/projects/:id/review-rule' },
} as const;
