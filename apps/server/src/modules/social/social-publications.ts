import { createHash, randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { socialMessages, socialNetworkLabels, type SocialNetwork } from '@shiplog/contract';
import type { Database } from '../../db/client';
import { socialPublications } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/**
 * A claim whose request never finished (the process died on the way) is taken over after this
 * long: well past the time a network takes to answer, or to fail.
 */
export const CLAIM_TAKEOVER_MINUTES = 10;

/** The request's hold on one post's text for one network. */
export interface PublicationClaim {
  id: string;
  token: string;
}

/** The post's text, as the publication remembers it. */
const hashOf = (content: string) => createHash('sha256').update(content).digest('hex');

/**
 * Each text of a post goes to each network once (`social_publications`): claimed before the
 * network is called, then completed with where it went, or released when the call failed.
 */
export function createSocialPublications(db: Database) {
  const ownClaim = (claim: PublicationClaim) =>
    and(eq(socialPublications.id, claim.id), eq(socialPublications.claimToken, claim.token));

  return {
    /**
     * Claims the post's text for the network, or throws 409 CONFLICT naming where it is (or
     * that another request is posting it). The claim is a single insert, so of two requests at
     * once exactly one gets it; a stale one (CLAIM_TAKEOVER_MINUTES) is taken over.
     */
    async claim(postId: string, network: SocialNetwork, content: string): Promise<PublicationClaim> {
      const contentHash = hashOf(content);
      const token = randomUUID();
      const [claimed] = await db
        .insert(socialPublications)
        .values({ postId, network, contentHash, claimToken: token })
        .onConflictDoUpdate({
          target: [socialPublications.postId, socialPublications.network, socialPublications.contentHash],
          set: { claimToken: token, claimedAt: sql`now()` },
          setWhere: sql`${socialPublications.url} is null and ${socialPublications.claimedAt} < now() - make_interval(mins => ${CLAIM_TAKEOVER_MINUTES})`,
        })
        .returning({ id: socialPublications.id });
      if (claimed) return { id: claimed.id, token };
      const [held] = await db
        .select({ url: socialPublications.url })
        .from(socialPublications)
        .where(
          and(
            eq(socialPublications.postId, postId),
            eq(socialPublications.network, network),
            eq(socialPublications.contentHash, contentHash),
          ),
        );
      const label = socialNetworkLabels[network];
      throw new AppError(
        'CONFLICT',
        held?.url ? socialMessages.alreadyPosted(label, held.url) : socialMessages.beingPosted(label),
      );
    },

    /** The post is on the network, at `url`. */
    async complete(claim: PublicationClaim, url: string): Promise<void> {
      await db.update(socialPublications).set({ url, publishedAt: new Date() }).where(ownClaim(claim));
    },

    /** The network did not take it: the text is free to be posted again. */
    async release(claim: PublicationClaim): Promise<void> {
      await db.delete(socialPublications).where(and(ownClaim(claim), isNull(socialPublications.url)));
    },
  };
}
