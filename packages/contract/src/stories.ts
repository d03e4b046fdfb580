import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { commitShaSchema, generationOptions, postSchema, postTargetSchema, writingToneSchema } from './posts';
import { projectIdParamsSchema } from './projects';
import {
  announcementChoices,
  MAX_UPDATE_CONTENT_LENGTH,
  MAX_UPDATE_TITLE_LENGTH,
  updateSchema,
} from './updates';

export const MAX_STORY_COMMITS = 50;

/** POST /api/projects/{id}/updates/generate: a commit update written from one commit. */
export const generateUpdateBodySchema = z.object({
  commit_sha: commitShaSchema,
  /** The update's title; blank or missing: the writer's. */
  custom_title: z.string().trim().max(MAX_UPDATE_TITLE_LENGTH).nullish(),
  /**
   * The owner's own text (My Projects' edited post): stored as the update's body, so what
   * subscribers are mailed is what the owner approved; the writer is not asked.
   */
  content: z.string().trim().min(1).max(MAX_UPDATE_CONTENT_LENGTH).nullish(),
  /** Without it, the project's voice's tone. */
  tone: writingToneSchema.optional(),
  /** `force` also writes a commit the writer declines. */
  ...generationOptions,
  /** One commit, one update (see `announcementChoices`). */
  ...announcementChoices,
});
export type GenerateUpdateBody = z.input<typeof generateUpdateBodySchema>;

/**
 * POST /api/projects/{id}/updates/story: one update and one post (an X thread, a LinkedIn post or
 * a Discord message) about several commits. Pick
 * them by `commit_shas`, or every commit `since_last_update` (the newest published update), or
 * a date range (`since`/`until`, ISO instants), or a merged `pull_request` (its commits).
 */
export const generateStoryBodySchema = z
  .object({
    commit_shas: z.array(commitShaSchema).min(1).max(MAX_STORY_COMMITS).optional(),
    since_last_update: z.boolean().optional(),
    since: z.iso.datetime({ offset: true }).optional(),
    until: z.iso.datetime({ offset: true }).optional(),
    /** A merged pull request's number: the commits GitHub lists for it (at most 50). */
    pull_request: z.number().int().positive().max(1_000_000_000).optional(),
    tone: writingToneSchema.optional(),
    /** Where the post goes: an X thread (the default), one LinkedIn post or one Discord message. */
    target: postTargetSchema.optional(),
  })
  .refine((b) => b.commit_shas || b.since_last_update || b.since || b.pull_request, {
    message: 'Pick commits, "since the last published update", a pull request or a date range.',
    path: ['commit_shas'],
  });
export type GenerateStoryBody = z.input<typeof generateStoryBodySchema>;

export const storyResponseSchema = z.object({
  update: updateSchema,
  /** The post for the target: on X the thread's parts joined by blank lines. */
  post: postSchema,
  /**
   * On X the thread, numbered, each part ≤ 280 with URLs counted as 23; on LinkedIn (≤ 3,000)
   * and Discord (≤ 2,000) the one post.
   */
  thread: z.array(z.string()).min(1).max(4),
  /** Commits the writer judged not worth telling, each with its reason. */
  left_out: z.array(z.object({ sha: z.string(), reason: z.string() })),
});
export type StoryResponse = z.infer<typeof storyResponseSchema>;

export const storyMessages = {
  nothingToTell: 'None of these commits is worth telling.',
  noCommits: 'No commits in that range.',
  noPullCommits: 'This repository has no pull request with that number, or it has no commits.',
} as const;

/** Updates the writer tells from commits: one commit, or several as a story. */
export const storyEndpoints = {
  generateUpdate: defineEndpoint({
    id: 'generateUpdate',
    method: 'POST',
    path: '/projects/:id/updates/generate',
    summary: 'Write an update from a commit',
    tags: ['stories'],
    auth: 'required',
    errors: [409, 422, 429, 502, 503],
    params: projectIdParamsSchema,
    body: generateUpdateBodySchema,
    status: 201,
    response: updateSchema,
  }),
  generateStory: defineEndpoint({
    id: 'generateStory',
    method: 'POST',
    path: '/projects/:id/updates/story',
    summary: 'Write one update and one X thread about several commits',
    tags: ['stories'],
    auth: 'required',
    errors: [422, 429, 502, 503],
    params: projectIdParamsSchema,
    body: generateStoryBodySchema,
    status: 201,
    response: storyResponseSchema,
  }),
};
