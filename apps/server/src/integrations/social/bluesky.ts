import { AtpAgent, RichText } from '@atproto/api';
import { BLUESKY_MAX_LENGTH, blueskyLength } from '@shiplog/contract';

/** Bluesky's own server; an owner on another PDS names theirs. */
export const BLUESKY_SERVICE = 'https://bsky.social';

/** The largest image Bluesky shows as a card's thumb (`app.bsky.embed.external#external.thumb`). */
export const BLUESKY_THUMB_MAX_BYTES = 1_000_000;

/** Where a post that goes out without its card's thumb says why. */
export interface WarningLog {
  warn(details: Record<string, unknown>, message: string): void;
}

export interface BlueskyAccount {
  /** The PDS, e.g. https://bsky.social. */
  service?: string;
  /** Handle or email, e.g. ada.bsky.social. */
  identifier: string;
  /** An app password (Settings → App passwords), never the account's own password. */
  appPassword: string;
}

/** An image's bytes and media type. */
export interface CardImage {
  data: Uint8Array;
  mimeType: string;
}

/** The page a post links to, shown as its card (`app.bsky.embed.external`), with its image. */
export interface LinkCard {
  uri: string;
  title: string;
  description: string;
  /** Uploaded as a blob (`com.atproto.repo.uploadBlob`) and shown as the card's thumb. */
  image?: CardImage;
}

export interface PublishedPost {
  /** at://did/app.bsky.feed.post/rkey, or the Mastodon status id. */
  id: string;
  /** Where a person reads it. */
  url: string;
}

/** The card's image uploaded as a blob, or nothing (and a warning) when it is too large or the upload fails. */
async function thumbOf(agent: AtpAgent, image: CardImage, log?: WarningLog) {
  if (image.data.length > BLUESKY_THUMB_MAX_BYTES) {
    log?.warn({ bytes: image.data.length }, 'the link card goes without its image: too large for Bluesky');
    return undefined;
  }
  try {
    return (await agent.uploadBlob(image.data, { encoding: image.mimeType })).data.blob;
  } catch (err) {
    log?.warn({ err }, 'the link card goes without its image: Bluesky did not take it');
    return undefined;
  }
}

/** The card as the post embeds it: its image uploaded first and named by its blob. */
async function embedOf(agent: AtpAgent, { image, ...card }: LinkCard, log?: WarningLog) {
  const thumb = image ? await thumbOf(agent, image, log) : undefined;
  return { $type: 'app.bsky.embed.external', external: { ...card, ...(thumb ? { thumb } : {}) } };
}

/**
 * Posts on Bluesky with an app password: a session (`com.atproto.server.createSession`), the
 * card's image if it has one (`com.atproto.repo.uploadBlob`), then the post
 * (`com.atproto.repo.createRecord` of `app.bsky.feed.post`) with its links as facets and the
 * page's card. The text must already fit Bluesky's 300 characters. A card's image that is too
 * large or that the PDS does not take leaves the card without a thumb (said in `log`), never
 * the post unsent.
 */
export async function postToBluesky(
  account: BlueskyAccount,
  post: { text: string; card?: LinkCard | undefined },
  log?: WarningLog,
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
    ...(post.card ? { embed: await embedOf(agent, post.card, log) } : {}),
    createdAt: new Date().toISOString(),
  });
  const rkey = created.uri.split('/').at(-1);
  return { id: created.uri, url: `https://bsky.app/profile/${session.data.handle}/post/${rkey}` };
}
