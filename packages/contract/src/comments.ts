import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { pageCursorSchema, pageLimitSchema } from './list-pages';
import { updateIdParamsSchema } from './updates';
import { commentMessages, commentRoutes, COMMENTS_PAGE_SIZE, MAX_COMMENT_LENGTH } from './comments-basics';

export * from './comments-basics';

export const commentAuthorSchema = z.object({
  id: z.string(),
  username: z.string(),
  avatar_url: z.string(),
});

/** Comment; content is plain text. */
export const commentSchema = z.object({
  id: z.string(),
  content: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  is_edited: z.boolean(),
  user: commentAuthorSchema,
});
export type Comment = z.infer<typeof commentSchema>;
export const commentListSchema = z.array(commentSchema);

export const commentBodySchema = z.object({
  content: z
    .string({ error: commentMessages.commentEmpty })
    .trim()
    .min(1, commentMessages.commentEmpty)
    .max(MAX_COMMENT_LENGTH, commentMessages.commentTooLong),
});
export type CommentBody = z.input<typeof commentBodySchema>;

export const commentParamsSchema = z.object({
  id: z.string().min(1).max(64),
  commentId: z.string().min(1).max(64),
});

/**
 * GET /api/updates/{id}/comments: oldest first, COMMENTS_PAGE_SIZE at a time; `after` is the
 * cursor of the next page (its `Link` and `x-next-cursor` headers). Comments written meanwhile
 * come on the later pages.
 */
export const commentListQuerySchema = z.object({
  after: pageCursorSchema,
  limit: pageLimitSchema(COMMENTS_PAGE_SIZE),
});
export type CommentListQuery = z.infer<typeof commentListQuerySchema>;

/** Comments on an update. */
export const commentEndpoints = {
  listComments: defineEndpoint({
    id: 'listComments',
    ...commentRoutes.listComments,
    summary: "An update's comments, oldest first, a page at a time",
    tags: ['updates'],
    auth: 'optional',
    params: updateIdParamsSchema,
    query: commentListQuerySchema,
    status: 200,
    response: commentListSchema,
  }),
  createComment: defineEndpoint({
    id: 'createComment',
    ...commentRoutes.createComment,
    summary: 'Comment on an update',
    tags: ['updates'],
    auth: 'required',
    params: updateIdParamsSchema,
    body: commentBodySchema,
    status: 201,
    response: commentSchema,
  }),
  editComment: defineEndpoint({
    id: 'editComment',
    ...commentRoutes.editComment,
    summary: 'Edit your own comment',
    tags: ['updates'],
    auth: 'required',
    params: commentParamsSchema,
    body: commentBodySchema,
    status: 200,
    response: commentSchema,
  }),
  deleteComment: defineEndpoint({
    id: 'deleteComment',
    ...commentRoutes.deleteComment,
    summary: 'Delete your own comment',
    tags: ['updates'],
    auth: 'required',
    params: commentParamsSchema,
    status: 204,
  }),
};
