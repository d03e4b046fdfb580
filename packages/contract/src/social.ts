import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/** Sharing on networks whose limits differ per server: a Mastodon instance as the owner names it. */
export const socialMessages = {
  instanceInvalid: 'Name a Mastodon server, like mastodon.social.',
  instanceRefused: 'That address is not on the internet.',
} as const;

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
};
