import { createRestAPIClient } from 'masto';
import type { PublishedPost } from './bluesky';

export interface MastodonAccount {
  /** The instance's origin, e.g. https://mastodon.social. */
  instance: string;
  /** An access token with the `write:statuses` scope (Preferences → Development). */
  accessToken: string;
}

/**
 * Posts a public status (`POST /api/v1/statuses`) with an access token. `idempotencyKey`
 * makes a retried request post once (Mastodon keeps the key an hour). The text must already
 * fit the instance's limit.
 */
export async function postToMastodon(
  account: MastodonAccount,
  post: { text: string; idempotencyKey: string },
): Promise<PublishedPost> {
  const client = createRestAPIClient({ url: account.instance, accessToken: account.accessToken });
  const status = await client.v1.statuses.create(
    { status: post.text, visibility: 'public' },
    { requestInit: { headers: { 'Idempotency-Key': post.idempotencyKey } } },
  );
  return { id: status.id, url: status.url ?? status.uri };
}
