import { sql } from 'drizzle-orm';
import { check, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { at, cascadeRef, uuidKey } from './columns';
import { posts } from './posts';

/**
 * A post published on a social network for its owner, one per post, network and text: claimed
 * before the network is called, so that a double click or a retried request never posts it
 * twice (Bluesky has no idempotency of its own). `content_hash` is the SHA-256 of the post's
 * text, so an edited post may go out again. `url` is null while the post is on its way; a
 * claim whose call failed is deleted, and one its request never finished (a crash) is taken
 * over after a while. `claim_token` names the request holding the claim: only it completes or
 * releases it.
 */
export const socialPublications = pgTable(
  'social_publications',
  {
    id: uuidKey(),
    postId: cascadeRef(() => posts.id),
    network: text({ enum: ['bluesky', 'mastodon'] }).notNull(),
    contentHash: text().notNull(),
    claimToken: text().notNull(),
    claimedAt: at().notNull().defaultNow(),
    /** Where the post is read on the network, once it is there. */
    url: text(),
    publishedAt: at(),
  },
  (t) => [
    unique('social_publications_post_network_content_unique').on(t.postId, t.network, t.contentHash),
    check('social_publications_network_check', sql`${t.network} in ('bluesky', 'mastodon')`),
  ],
);
