/** Posting on social networks for the owner, with the credentials they gave: Bluesky and Mastodon. */
export {
  BLUESKY_SERVICE,
  BLUESKY_THUMB_MAX_BYTES,
  postToBluesky,
  type BlueskyAccount,
  type CardImage,
  type LinkCard,
  type PublishedPost,
  type WarningLog,
} from './bluesky';
export { postToMastodon, type MastodonAccount } from './mastodon';
