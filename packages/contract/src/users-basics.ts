/**
 * Users without schemas: messages and the API's routes, for pages that start before zod loads.
 * users.ts holds the schemas and re-exports all of this.
 */

/** A user's public profile (`/user/{id}`) and following (Follow buttons follow). */
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
  followingTitle: 'From people you follow',
  followingEmpty:
    'New updates from the people you follow show up here. Follow builders from their profile or project page.',
  followingFailed: 'Could not load the updates of people you follow.',
} as const;

/** Each endpoint's method and path (users.ts adds the rest): a page calls one before its schemas load. */
export const userRoutes = {
  getUserProfile: { method: 'GET', path: '/users/:id' },
  followUser: { method: 'POST', path: '/users/:id/follow' },
  unfollowUser: { method: 'DELETE', path: '/users/:id/follow' },
  listFollowingUpdates: { method: 'GET', path: '/following/updates' },
  getAvatar: { method: 'GET', path: '/avatars/:seed' },
  getGithubAvatar: { method: 'GET', path: '/avatars/github/:login' },
} as const;
