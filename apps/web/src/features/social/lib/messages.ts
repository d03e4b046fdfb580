/** What /settings' 'Bluesky and Mastodon' says. */
export const socialAccountMessages = {
  loading: 'Loading your Bluesky and Mastodon accounts',
  loadFailed: 'Failed to load your Bluesky and Mastodon accounts. Please try again.',
  connectFailed: (network: string) => `Could not connect ${network}.`,
  disconnected: (network: string) => `${network} disconnected.`,
  disconnectFailed: (network: string) => `Failed to disconnect ${network}. Please try again.`,
} as const;
