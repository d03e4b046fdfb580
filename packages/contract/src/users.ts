import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { pageQuerySchema } from './list-pages';
import { projectRefSchema } from './projects';
import { websiteFieldSchema } from './website-url';
import { updateTypeSchema } from './updates';
import { userRoutes } from './users-basics';

export * from './users-basics';

export const userIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

export const MAX_BIO_LENGTH = 300;

/** A handle field: '' clears it; a leading '@' is dropped before it is stored. */
const handleField = (pattern: string, message: string) =>
  z
    .string()
    .trim()
    .regex(new RegExp(`^(?:@?${pattern})?$`, 'i'), message)
    .transform((value) => value.replace(/^@/, ''));

/** What a user may say about themselves on `/user/{id}`, edited in /settings (PATCH /api/account). */
export const profileFieldsSchema = z.object({
  /** Markdown, rendered and sanitized by the server. */
  bio: z.string().trim().max(MAX_BIO_LENGTH, `Keep your bio to ${MAX_BIO_LENGTH} characters`).optional(),
  /** Typed with or without its scheme: `carla.studio` is stored as `https://carla.studio`. */
  website: websiteFieldSchema('Website must be an http(s) URL').pipe(z.string().max(2048)).optional(),
  x_handle: handleField('[A-Za-z0-9_]{1,15}', 'Enter an X handle such as @shiplog').optional(),
  bluesky_handle: handleField(
    '(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]{2,}',
    'Enter a Bluesky handle such as @you.bsky.social',
  ).optional(),
  mastodon_handle: handleField(
    '[A-Za-z0-9_]{1,30}@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]{2,}',
    'Enter a Mastodon handle such as @you@mastodon.social',
  ).optional(),
});

export const PROFILE_LINK_KINDS = ['website', 'x', 'bluesky', 'mastodon'] as const;
export const profileLinkSchema = z.object({
  kind: z.enum(PROFILE_LINK_KINDS),
  /** What the page shows: the site's host and path, or the handle with its '@'. */
  label: z.string(),
  url: z.string(),
});
export type ProfileLink = z.infer<typeof profileLinkSchema>;

/** The links a profile shows, in a fixed order, from the stored (already valid) fields. */
export function profileLinks(fields: {
  website: string | null;
  x_handle: string | null;
  bluesky_handle: string | null;
  mastodon_handle: string | null;
}): ProfileLink[] {
  const links: ProfileLink[] = [];
  if (fields.website)
    links.push({
      kind: 'website',
      label: fields.website.replace(/^https?:\/\//, '').replace(/\/$/, ''),
      url: fields.website,
    });
  if (fields.x_handle)
    links.push({ kind: 'x', label: `@${fields.x_handle}`, url: `https://x.com/${fields.x_handle}` });
  if (fields.bluesky_handle)
    links.push({
      kind: 'bluesky',
      label: `@${fields.bluesky_handle}`,
      url: `https://bsky.app/profile/${fields.bluesky_handle.toLowerCase()}`,
    });
  if (fields.mastodon_handle) {
    const [user, host] = fields.mastodon_handle.split('@');
    links.push({
      kind: 'mastodon',
      label: `@${fields.mastodon_handle}`,
      url: `https://${host!.toLowerCase()}/@${user}`,
    });
  }
  return links;
}

/** A public project as the profile lists it. */
export const userProjectSummarySchema = projectRefSchema.extend({
  description: z.string(),
  logo_url: z.string().nullable(),
  repository_name: z.string(),
  created_at: z.string(),
});
export type UserProjectSummary = z.infer<typeof userProjectSummarySchema>;

export const followStateSchema = z.object({
  followers: z.number().int(),
  /** Whether the signed-in viewer follows this user (false when signed out). */
  is_following: z.boolean(),
});
export type FollowState = z.infer<typeof followStateSchema>;

/** GET /api/users/{id}: never the email address; only public projects. */
export const userProfileSchema = followStateSchema.extend({
  id: z.string(),
  username: z.string(),
  avatar_url: z.string(),
  bio: z.string().nullable(),
  /** The bio's Markdown rendered to sanitized HTML. */
  bio_html: z.string().nullable(),
  links: z.array(profileLinkSchema),
  /** The viewer is this user (no Follow button for yourself). */
  is_self: z.boolean(),
  projects: z.array(userProjectSummarySchema),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** How many entries the following feed shows at once unless asked for another number (at most MAX_PAGE_SIZE). */
export const FOLLOWING_FEED_LIMIT = 20;

/** GET /api/following/updates: newest first; `before` is the next page's cursor (`Link`, `x-next-cursor`). */
export const followingFeedQuerySchema = pageQuerySchema(FOLLOWING_FEED_LIMIT);
export type FollowingFeedQuery = z.infer<typeof followingFeedQuerySchema>;

/** One entry of the following feed: a published update on a public project of someone the viewer follows. */
export const followingUpdateSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: updateTypeSchema,
  published_at: z.string(),
  project: projectRefSchema,
  author: z.object({ id: z.string(), username: z.string(), avatar_url: z.string() }),
});
export type FollowingUpdate = z.infer<typeof followingUpdateSchema>;

/** GET /api/avatars/{seed}.svg */
export const avatarParamsSchema = z.object({ seed: z.string().min(1).max(120) });
/** GET /api/avatars/github/{login}: a GitHub login. */
export const githubAvatarParamsSchema = z.object({
  login: z.string().regex(/^[A-Za-z\d](?:[A-Za-z\d-]{0,38})$/, 'Not a GitHub login'),
});

/** Public profiles, follows and generated avatars. */
export const userEndpoints = {
  getUserProfile: defineEndpoint({
    id: 'getUserProfile',
    ...userRoutes.getUserProfile,
    summary: "A user's public profile and public projects",
    tags: ['users'],
    auth: 'optional',
    params: userIdParamsSchema,
    status: 200,
    response: userProfileSchema,
  }),
  followUser: defineEndpoint({
    id: 'followUser',
    ...userRoutes.followUser,
    summary: 'Follow a user (idempotent)',
    tags: ['users'],
    auth: 'required',
    params: userIdParamsSchema,
    status: 200,
    response: followStateSchema,
  }),
  unfollowUser: defineEndpoint({
    id: 'unfollowUser',
    ...userRoutes.unfollowUser,
    summary: 'Unfollow a user (idempotent)',
    tags: ['users'],
    auth: 'required',
    params: userIdParamsSchema,
    status: 200,
    response: followStateSchema,
  }),
  listFollowingUpdates: defineEndpoint({
    id: 'listFollowingUpdates',
    ...userRoutes.listFollowingUpdates,
    summary: 'New updates from the people you follow, newest first, a page at a time',
    tags: ['users'],
    auth: 'required',
    query: followingFeedQuerySchema,
    status: 200,
    response: z.array(followingUpdateSchema),
  }),
  getAvatar: defineEndpoint({
    id: 'getAvatar',
    ...userRoutes.getAvatar,
    summary: 'A generated avatar (SVG)',
    tags: ['users'],
    auth: 'none',
    params: avatarParamsSchema,
    status: 200,
    produces: ['image/svg+xml'],
  }),
  getGithubAvatar: defineEndpoint({
    id: 'getGithubAvatar',
    ...userRoutes.getGithubAvatar,
    summary: "A GitHub user's avatar, served from Shiplog's cache (a generated one when GitHub has none)",
    tags: ['users'],
    auth: 'none',
    params: githubAvatarParamsSchema,
    status: 200,
    produces: ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml'],
  }),
};
