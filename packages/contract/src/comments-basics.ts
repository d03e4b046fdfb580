/**
 * Comments without schemas: messages, the length limit and the API's routes, for pages that
 * start before zod loads. comments.ts holds the schemas and re-exports all of this.
 */

/** Comments on an update: plain text, editable and deletable by their author only. */
export const commentMessages = {
  signInToComment: 'Please sign in to comment',
  commentEmpty: 'Comment cannot be empty',
  commentTooLong: 'Comments can be at most 2000 characters',
  notCommentAuthor: 'You can only change your own comments.',
} as const;

export const MAX_COMMENT_LENGTH = 2000;
/** Comments in one answer of the list unless it asks for another number (at most MAX_PAGE_SIZE). */
export const COMMENTS_PAGE_SIZE = 50;

/** Whether a comment's text can be sent as it is (commentBodySchema's rule): not blank, not too long once trimmed. */
export function isSendableComment(text: string): boolean {
  const length = text.trim().length;
  return length > 0 && length <= MAX_COMMENT_LENGTH;
}

/** Each endpoint's method and path (comments.ts adds the rest): a page calls one before its schemas load. */
export const commentRoutes = {
  listComments: { method: 'GET', path: '/updates/:id/comments' },
  createComment: { method: 'POST', path: '/updates/:id/comments' },
  editComment: { method: 'PUT', path: '/updates/:id/comments/:commentId' },
  deleteComment: { method: 'DELETE', path: '/updates/:id/comments/:commentId' },
} as const;
