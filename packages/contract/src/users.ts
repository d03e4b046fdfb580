import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/** A user's public profile (`/user/{id}`) and following (DESIGN §6: Follow buttons follow). */
export const userMessages = {
  notFound: 'User not found',
  notFoundHint: 'This profile does not exist or is no longer available.',
  signInToFollow: 'Sign in to follow people',
  cannotFollowSelf: 'You cannot follow yourself.',
  follow: 'Follow',
  following: 'Following',
  noBio: 'No bio yet.',
  projectsTitle: 'Public projects',
  noProjects: 'No public projects yet.',
  loading: 'Loading profile...',
  loadFailed: 'Could not load this profile.',
} as const;

export const userIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** A public project as the profile lists it. */
export const userProjectSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
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
  /** The viewer is this user (no Follow button for yourself). */
  is_self: z.boolean(),
  projects: z.array(userProjectSummarySchema),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** GET /api/avatars/{seed}.svg */
export const avatarParamsSchema = z.object({ seed: z.string().min(1).max(120) });

/** Public profiles, follows and generated avatars. */
export const userEndpoints = {
  getUserProfile: defineEndpoint({
    id: 'getUserProfile',
    method: 'GET',
    path: '/users/:id',
    summary: "A user's public profile and public projects",
    tags: ['users'],
    auth: 'optional',
    params: userIdParamsSchema,
    status: 200,
    response: userProfileSchema,
  }),
  followUser: defineEndpoint({
    id: 'followUser',
    method: 'POST',
    path: '/users/:id/follow',
    summary: 'Follow a user (idempotent)',
    tags: ['users'],
    auth: 'required',
    params: userIdParamsSchema,
    status: 200,
    response: followStateSchema,
  }),
  unfollowUser: defineEndpoint({
    id: 'unfollowUser',
    method: 'DELETE',
    path: '/users/:id/follow',
    summary: 'Unfollow a user (idempotent)',
    tags: ['users'],
    auth: 'required',
    params: userIdParamsSchema,
    status: 200,
    response: followStateSchema,
  }),
  getAvatar: defineEndpoint({
    id: 'getAvatar',
    method: 'GET',
    path: '/avatars/:seed',
    summary: 'A generated avatar (SVG)',
    tags: ['users'],
    auth: 'none',
    params: avatarParamsSchema,
    status: 200,
    produces: ['image/svg+xml'],
  }),
};
