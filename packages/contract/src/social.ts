import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/** Sharing on networks whose limits differ per server: a Mastodon instance as the owner names it. */
export const socialMessages = {
  instanceInvalid: 'Name a Mastodon server, like mastodon.social.',
  instanceRefused: 'That address is not on the internet.',
  notConnected: (network: string) => `Connect your ${network} account first.`,
  postFailed: (network: string, reason: string) => `${network} did not take the post: ${reason}`,
  /** 409: the same text of the post was posted there before (edit the post to post it again). */
  alreadyPosted: (network: string, url: string) => `This post is already on ${network}: ${url}`,
  /** 409: another request is posting it there right now. */
  beingPosted: (network: string) => `This post is being posted to ${network}.`,
} as const;

export const SOCIAL_NETWORKS = ['bluesky', 'mastodon'] as const;
export const socialNetworkSchema = z.enum(SOCIAL_NETWORKS);
export type SocialNetwork = z.infer<typeof socialNetworkSchema>;
export const socialNetworkLabels: Record<SocialNetwork, string> = {
  bluesky: 'Bluesky',
  mastodon: 'Mastodon',
};

/** An account Shiplog may post to for its user; the secret is never shown again. */
export const socialAccountSchema = z.object({
  network: socialNetworkSchema,
  /** The Bluesky PDS or the Mastodon instance (origin). */
  service: z.string(),
  /** Bluesky: the handle or email; Mastodon: empty. */
  identifier: z.string(),
  connected_at: z.string(),
});
export type SocialAccount = z.infer<typeof socialAccountSchema>;

/**
 * PUT /api/social/accounts/{network}: Bluesky with a handle and an app password (its PDS
 * `https://bsky.social` unless named), Mastodon with its server and an access token.
 */
export const connectSocialAccountBodySchema = z.object({
  service: z.string().trim().max(300).optional(),
  identifier: z.string().trim().max(300).default(''),
  secret: z.string().trim().min(1).max(2_000),
});
export const socialNetworkParamsSchema = z.object({ network: socialNetworkSchema });

/** POST /api/posts/{id}/publish {network}: the post, fitted to the network, posted there. */
export const publishPostBodySchema = z.object({ network: socialNetworkSchema });
export const publishedPostSchema = z.object({ network: socialNetworkSchema, url: z.string() });
export type PublishedSocialPost = z.infer<typeof publishedPostSchema>;

/** GET /api/social/mastodon-instance?instance=mastodon.social */
export const mastodonInstanceQuerySchema = z.object({
  instance: z.string().trim().min(1, socialMessages.instanceInvalid).max(300),
});

export const mastodonInstanceSchema = z.object({
  /** The instance's origin, e.g. `https://mastodon.social` (its share page is `/share`). */
  instance: z.string(),
  /** Its character limit: read from `GET /api/v2/instance`, else Mastodon's default. */
  max_characters: z.number().int().positive(),
  /** Whether the instance said so (false: it could not be read, and the default stands). */
  from_instance: z.boolean(),
});
export type MastodonInstance = z.infer<typeof mastodonInstanceSchema>;

export const socialEndpoints = {
  getMastodonInstance: defineEndpoint({
    id: 'getMastodonInstance',
    method: 'GET',
    path: '/social/mastodon-instance',
    summary: "A Mastodon instance's character limit, as its API says (500 when it cannot be read)",
    tags: ['posts'],
    auth: 'required',
    query: mastodonInstanceQuerySchema,
    status: 200,
    response: mastodonInstanceSchema,
  }),
  listSocialAccounts: defineEndpoint({
    id: 'listSocialAccounts',
    method: 'GET',
    path: '/social/accounts',
    summary: 'The Bluesky and Mastodon accounts Shiplog may post to for you (no secrets)',
    tags: ['posts'],
    auth: 'required',
    status: 200,
    response: z.array(socialAccountSchema),
  }),
  connectSocialAccount: defineEndpoint({
    id: 'connectSocialAccount',
    method: 'PUT',
    path: '/social/accounts/:network',
    summary: 'Connect a Bluesky app password or a Mastodon access token (stored encrypted)',
    tags: ['posts'],
    auth: 'required',
    params: socialNetworkParamsSchema,
    body: connectSocialAccountBodySchema,
    status: 200,
    response: socialAccountSchema,
  }),
  disconnectSocialAccount: defineEndpoint({
    id: 'disconnectSocialAccount',
    method: 'DELETE',
    path: '/social/accounts/:network',
    summary: 'Forget a connected account and its secret',
    tags: ['posts'],
    auth: 'required',
    params: socialNetworkParamsSchema,
    status: 204,
  }),
  publishPost: defineEndpoint({
    id: 'publishPost',
    method: 'POST',
    path: '/posts/:id/publish',
    summary: 'Post one of your posts on Bluesky (with its link card) or Mastodon, fitted to its limit',
    description: `A post goes to each network once per text: asking again (a second click, a retried request) answers 409 \`CONFLICT\` with \`${socialMessages.alreadyPosted('{network}', '{url}')}\` (where the first one is), or \`${socialMessages.beingPosted('{network}')}\` while the first request is still on its way. A request the network refuses (502, with its words) leaves nothing behind, so it may be tried again; an edited post may be posted again.`,
    tags: ['posts'],
    auth: 'required',
    params: z.object({ id: z.string().min(1).max(64) }),
    body: publishPostBodySchema,
    status: 200,
    response: publishedPostSchema,
    errors: [404, 409, 502],
  }),
};
