/** Cache keys of the posts feature: the dashboard's commits view and the posts written from them. */
export const postKeys = {
  all: ['posts'] as const,
  commits: () => [...postKeys.all, 'commits'] as const,
  list: () => [...postKeys.all, 'list'] as const,
  /** A Mastodon server's character limit, as the API reads it (the one a post is fitted to). */
  mastodonInstance: (instance: string) => [...postKeys.all, 'mastodon-instance', instance] as const,
};
