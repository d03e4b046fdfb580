/** Posting on social networks for the owner, with the credentials they gave: Bluesky and Mastodon. */
export {
  BLUESKY_SERVICE,
  postToBluesky,
  type BlueskyAccount,
  type CardImage,
  type LinkCard,
  type PublishedPost,
} from './bluesky';
export { postToMastodon, type MastodonAccount } from './mastodon';
