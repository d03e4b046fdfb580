import { z } from 'zod';

/** Likes, comments and views of an update (part of the updates feature). */
export const engagementMessages = {
  signInToComment: 'Please sign in to comment',
  signInToLike: 'Sign in to like updates',
  commentEmpty: 'Comment cannot be empty',
  commentTooLong: 'Comments can be at most 2000 characters',
  notCommentAuthor: 'You can only change your own comments.',
} as const;

export const MAX_COMMENT_LENGTH = 2000;

/** Like state (spec section 3). */
export const likeStateSchema = z.object({ count: z.number().int(), hasLiked: z.boolean() });
export type LikeState = z.infer<typeof likeStateSchema>;

export const commentAuthorSchema = z.object({
  id: z.string(),
  username: z.string(),
  avatar_url: z.string(),
});

/** Comment (spec section 3); content is plain text. */
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
    .string({ error: engagementMessages.commentEmpty })
    .trim()
    .min(1, engagementMessages.commentEmpty)
    .max(MAX_COMMENT_LENGTH, engagementMessages.commentTooLong),
});
export type CommentBody = z.input<typeof commentBodySchema>;

export const updateIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
export const commentParamsSchema = z.object({
  id: z.string().min(1).max(64),
  commentId: z.string().min(1).max(64),
});

/** POST /api/updates/{id}/views: counted at most once per visitor, update and day. */
export const viewResponseSchema = z.object({ views: z.number().int() });
