import { AtpAgent, RichText } from '@atproto/api';
import { BLUESKY_MAX_LENGTH, blueskyLength } from '@shiplog/contract';

/** Bluesky's own server; an owner on another PDS names theirs. */
export const BLUESKY_SERVICE = 'https://bsky.social';

export interface BlueskyAccount {
  /** The PDS, e.g. https://bsky.social. */
  service?: string;
  /** Handle or email, e.g. ada.bsky.social. */
  identifier: string;
  /** An app password (Settings → App passwords), never the account's own password. */
  appPassword: string;
}

/** The page a post links to, shown as its card (`app.bsky.embed.external`). */
export interface LinkCard {
  uri: string;
  title: string;
  description: string;
}

export interface PublishedPost {
  /** at://did/app.bsky.feed.post/rkey, or the Mastodon status id. */
  id: string;
  /** Where a person reads it. */
  url: string;
}

/**
 * Posts on Bluesky with an app password: a session (`com.atproto.server.createSession`), then
 * the post (`com.atproto.repo.createRecord` of `app.bsky.feed.post`) with its links as facets
 * and the page's card. The text must already fit Bluesky's 300 characters.
 */
export async function postToBluesky(
  account: BlueskyAccount,
  post: { text: string; card?: LinkCard | undefined },
): Promise<PublishedPost> {
  if (blueskyLength(post.text) > BLUESKY_MAX_LENGTH)
    throw new Error('The post is longer than Bluesky allows');
  const agent = new AtpAgent({ service: account.service ?? BLUESKY_SERVICE });
  const session = await agent.login({ identifier: account.identifier, password: account.appPassword });
  const text = new RichText({ text: post.text });
  // Links only: mentions would need the handles resolved on the network.
  text.detectFacetsWithoutResolution();
  const created = await agent.post({
    text: text.text,
    ...(text.facets?.length ? { facets: text.facets } : {}),
    ...(post.card ? { embed: { $type: 'app.bsky.embed.external', external: post.card } } : {}),
    createdAt: new Date().toISOString(),
  });
  const rkey = created.uri.split('/').at(-1);
  return { id: created.uri, url: `https://bsky.app/profile/${session.data.handle}/post/${rkey}` };
}
