import { z } from 'zod';
import { commitSearchQueryShape, reposQuerySchema } from './github';
import { defineEndpoint } from './endpoint';
import { pageQuerySchema } from './list-pages';
import { schedulePostBodySchema } from './post-schedule';

/**
 * Generations (posts and updates) per user and window. Calls to a paid provider cost money:
 * 20 per 10 minutes. The built-in writer costs nothing, so its limit only stops abuse.
 */
export const GENERATIONS_PER_WINDOW = 20;
export const BUILTIN_GENERATIONS_PER_WINDOW = 300;
export const GENERATION_WINDOW_MS = 10 * 60_000;

/** The one 429 message of the generation limit: the limit, and the wait in whole minutes. */
export function generationLimitMessage(max: number, waitSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(waitSeconds / 60));
  const window = GENERATION_WINDOW_MS / 60_000;
  return `You have used all ${max} generations of the last ${window} minutes. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/** Messages about posts written from commits, the fixed ones word for word. */
export const postMessages = {
  generateFailed: 'Failed to generate post. Please try again.',
  generated: 'Post generated successfully!',
  fetchFailed: 'Failed to fetch posts. Please try again.',
  copiedForDiscord: 'Post copied to clipboard! Paste it in your Discord server.',
  fetchCommitsFailed: 'Failed to fetch commits. Please try again later.',
  noCommits: 'No commits found',
  noPosts: 'No posts found',
  notFound: 'Post not found',
  commitNotFound: 'Commit not found',
  commitNotInRepository: "This commit is not among the repository's recent commits on GitHub.",
  contentRequired: 'Post content is required',
  notWorthSharing: 'Nothing worth sharing here',
  writeAnyway: 'Write anyway',
} as const;

export const MAX_POST_LENGTH = 5_000;
export const MAX_COMMIT_MESSAGE_LENGTH = 10_000;
/** Commits each repository contributes to one fetch. */
export const FETCH_COMMITS_PER_REPOSITORY = 10;
/** At most this many commits in the dashboard view, newest first. */
export const COMMIT_VIEW_LIMIT = 50;
/** Posts in one answer of GET /api/posts unless it asks for another number (at most MAX_PAGE_SIZE). */
export const POST_LIST_LIMIT = 100;

/**
 * GET /api/posts: newest first, a page at a time; `before` is the next page's cursor (the
 * `Link` and `x-next-cursor` headers).
 */
export const postListQuerySchema = pageQuerySchema(POST_LIST_LIMIT);
export type PostListQuery = z.infer<typeof postListQuerySchema>;

/**
 * The targets the writer composes for itself: X counts 280 characters, LinkedIn is longer,
 * Discord is markdown. `shiplog post` writes these when it is not given one.
 */
export const composedPostTargets = ['x', 'linkedin', 'discord'] as const;
/**
 * Where a post is going. A Bluesky post (300 characters) is X's composition and a Mastodon
 * post (500 by default) Discord's in plain text, each fitted to the network's limit as it
 * counts, its link kept.
 */
export const postTargets = [...composedPostTargets, 'bluesky', 'mastodon'] as const;
export const postTargetSchema = z.enum(postTargets);
export type PostTarget = z.infer<typeof postTargetSchema>;
/** How the dashboard and mail name each target. */
export const postTargetLabels: Record<PostTarget, string> = {
  x: 'X',
  linkedin: 'LinkedIn',
  discord: 'Discord',
  bluesky: 'Bluesky',
  mastodon: 'Mastodon',
};

export const writingTones = ['technical', 'professional', 'casual'] as const;
export const writingToneSchema = z.enum(writingTones);
export type WritingTone = z.infer<typeof writingToneSchema>;
/** How the settings screens (voice, automatic updates) describe each tone. */
export const writingToneLabels: Record<WritingTone, string> = {
  technical: 'Technical: precise, for developers',
  professional: 'Professional: clear, for everyone',
  casual: 'Casual: friendly and light',
};

export const DEFAULT_POST_TARGET: PostTarget = 'x';
export const DEFAULT_WRITING_TONE: WritingTone = 'professional';

/** The writer of built-in posts (`writer`); others are '<provider>:<model>'. */
export const BUILTIN_WRITER = 'builtin';

/**
 * A Post (id, content, created_at) plus what it was written from and how.
 * The extra fields are optional in the schema so older answers still parse.
 */
export const postSchema = z.object({
  id: z.string(),
  content: z.string(),
  created_at: z.string(),
  updated_at: z.string().optional(),
  /** 'builtin' or '<provider>:<model>'; the UI labels built-in posts. */
  writer: z.string().optional(),
  tone: writingToneSchema.optional(),
  target: postTargetSchema.optional(),
  /** The project the commit belongs to; null once that project is deleted. */
  project_id: z.string().nullable().optional(),
  /** That project's short address, when it has one (its page's canonical address: `projectPagePaths`). */
  project_slug: z.string().nullable().optional(),
  /** The stored commit (dashboard view id) it was written from, when there is one. */
  commit_id: z.string().nullable().optional(),
  commit_sha: z.string().nullable().optional(),
  /** owner/repo */
  repo_name: z.string().nullable().optional(),
  /** When the owner is mailed the post to share (ISO, UTC); null when it is not scheduled. */
  scheduled_for: z.string().nullable().optional(),
  /** The IANA time zone the owner picked the time in; null when it is not scheduled. */
  schedule_time_zone: z.string().nullable().optional(),
  /** When the reminder went out (the post is ready to share); null before. */
  ready_at: z.string().nullable().optional(),
  /**
   * The wordings Regenerate replaced, newest first (at most POST_HISTORY_LIMIT): the owner can
   * go back to one (PUT /api/posts/{id} with its text).
   */
  history: z.array(z.object({ content: z.string(), written_at: z.string() })).optional(),
});
export type Post = z.infer<typeof postSchema>;
/** How many earlier wordings a post keeps. */
export const POST_HISTORY_LIMIT = 10;
export const postListSchema = z.array(postSchema);

/**
 * How to write: defaults X and the project's voice's tone (professional without one). `force`
 * writes even when the writer finds nothing worth sharing ("Write anyway"); `variant` asks for
 * another wording (Regenerate: 1, 2, ...).
 */
export const generationOptions = {
  force: z.boolean().optional(),
  variant: z.number().int().min(0).max(1_000).optional(),
};
const writingOptions = {
  target: postTargetSchema.default(DEFAULT_POST_TARGET),
  tone: writingToneSchema.optional(),
  ...generationOptions,
  /**
   * Regenerate: the post to write again. Its text is replaced (same id) and the earlier
   * wording kept in its `history`; without it a new post is stored.
   */
  post_id: z.string().min(1).max(64).optional(),
};

export const commitShaSchema = z
  .string()
  .trim()
  .regex(/^[0-9a-f]{7,40}$/i, 'Commit SHA must be 7 to 40 hexadecimal characters')
  .transform((sha) => sha.toLowerCase());

/** POST /api/ai/generate-post: a social post written from one commit of a project's repository. */
export const generatePostBodySchema = z.object({
  project_id: z.string().min(1).max(64),
  commit_message: z.string().trim().min(1).max(MAX_COMMIT_MESSAGE_LENGTH),
  commit_sha: commitShaSchema,
  /** The commit author's name as the commit records it. */
  author: z.string().trim().max(200).default(''),
  ...writingOptions,
});
export type GeneratePostBody = z.input<typeof generatePostBodySchema>;

/** The generated post comes back under `post`. */
export const generatedPostResponseSchema = z.object({ post: postSchema });
export type GeneratedPostResponse = z.infer<typeof generatedPostResponseSchema>;

/** POST /api/posts/generate: a post from one of the user's stored commits (the dashboard). */
export const generateFromCommitBodySchema = z.object({
  commit_id: z.string().min(1).max(64),
  ...writingOptions,
});
export type GenerateFromCommitBody = z.input<typeof generateFromCommitBodySchema>;

/** PUT /api/posts/{id}: the edited text. */
export const updatePostBodySchema = z.object({
  content: z
    .string({ error: postMessages.contentRequired })
    .trim()
    .min(1, postMessages.contentRequired)
    .max(MAX_POST_LENGTH, `A post can be at most ${MAX_POST_LENGTH} characters`),
});
export type UpdatePostBody = z.input<typeof updatePostBodySchema>;

export const postIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** A Commit in the dashboard view, plus what the dashboard may show besides. */
export const dashboardCommitSchema = z.object({
  id: z.string(),
  /** owner/repo */
  repo_name: z.string(),
  message: z.string(),
  committed_at: z.string(),
  sha: z.string().optional(),
  author_name: z.string().optional(),
  author_login: z.string().nullable().optional(),
  project_id: z.string().nullable().optional(),
});
export type DashboardCommit = z.infer<typeof dashboardCommitSchema>;
export const dashboardCommitListSchema = z.array(dashboardCommitSchema);

/**
 * POST /api/commits/fetch: `?refresh=1` asks GitHub again at once (the Refresh button). Without
 * a search it answers the stored view; with `q`, `author`, `since`, `until` or `page` it asks
 * each repository for that page of FETCH_COMMITS_PER_REPOSITORY matching commits, stores them
 * and answers them, newest first. When any repository has a page after it, `x-next-cursor`
 * names the next `page` (and `Link: <…>; rel="next"` its address).
 */
export const fetchCommitsQuerySchema = reposQuerySchema.extend(commitSearchQueryShape);

/** Commit-to-post: the dashboard's commits and posts, and generation. */
export const postEndpoints = {
  fetchCommits: defineEndpoint({
    id: 'fetchCommits',
    method: 'POST',
    path: '/commits/fetch',
    summary: "The newest commits of every project's repository",
    tags: ['posts'],
    auth: 'required',
    errors: [429, 502, 503],
    query: fetchCommitsQuerySchema,
    status: 200,
    response: dashboardCommitListSchema,
  }),
  listPosts: defineEndpoint({
    id: 'listPosts',
    method: 'GET',
    path: '/posts',
    summary: 'Your posts, newest first, a page at a time',
    tags: ['posts'],
    auth: 'required',
    query: postListQuerySchema,
    status: 200,
    response: postListSchema,
  }),
  editPost: defineEndpoint({
    id: 'editPost',
    method: 'PUT',
    path: '/posts/:id',
    summary: 'Edit a post',
    tags: ['posts'],
    auth: 'required',
    params: postIdParamsSchema,
    body: updatePostBodySchema,
    status: 200,
    response: postSchema,
  }),
  deletePost: defineEndpoint({
    id: 'deletePost',
    method: 'DELETE',
    path: '/posts/:id',
    summary: 'Delete a post',
    tags: ['posts'],
    auth: 'required',
    params: postIdParamsSchema,
    status: 204,
  }),
  schedulePost: defineEndpoint({
    id: 'schedulePost',
    method: 'PUT',
    path: '/posts/:id/schedule',
    summary: 'Schedule a post: at that time you are mailed it, ready to share',
    tags: ['posts'],
    auth: 'required',
    params: postIdParamsSchema,
    body: schedulePostBodySchema,
    status: 200,
    response: postSchema,
  }),
  unschedulePost: defineEndpoint({
    id: 'unschedulePost',
    method: 'DELETE',
    path: '/posts/:id/schedule',
    summary: "Cancel a post's schedule, or clear its reminder once it went out",
    tags: ['posts'],
    auth: 'required',
    params: postIdParamsSchema,
    status: 200,
    response: postSchema,
  }),
  generatePost: defineEndpoint({
    id: 'generatePost',
    method: 'POST',
    path: '/posts/generate',
    summary: 'Write a post from a fetched commit',
    tags: ['posts'],
    auth: 'required',
    errors: [404, 422, 429, 502, 503],
    body: generateFromCommitBodySchema,
    status: 201,
    response: generatedPostResponseSchema,
  }),
  generateProjectPost: defineEndpoint({
    id: 'generateProjectPost',
    method: 'POST',
    path: '/ai/generate-post',
    summary: "Write a post from a project's commit",
    tags: ['posts'],
    auth: 'required',
    errors: [404, 422, 429, 502, 503],
    body: generatePostBodySchema,
    status: 201,
    response: generatedPostResponseSchema,
  }),
};
