import { and, eq } from 'drizzle-orm';
import {
  blueskyPost,
  mastodonInstanceOrigin,
  mastodonPost,
  socialMessages,
  socialNetworkLabels,
  type PublishedSocialPost,
  type SocialAccount,
  type SocialNetwork,
} from '@shiplog/contract';
import { posts, socialAccounts } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { BLUESKY_SERVICE, postToBluesky, postToMastodon } from '../../integrations/social';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { createSealedSecrets } from '../../lib/sealed-secrets';
import { linkCardOf } from './link-card';
import { checkServer, createMastodonInstanceService } from './mastodon-instance.service';
import { createSocialPublications } from './social-publications';

type AccountRow = typeof socialAccounts.$inferSelect;
type PostRow = typeof posts.$inferSelect;
/** A connected account with its secret unsealed. */
type OpenedAccount = { row: AccountRow; secret: string };

const toAccount = (row: AccountRow): SocialAccount => ({
  network: row.network,
  service: row.service,
  identifier: row.identifier,
  connected_at: row.updatedAt.toISOString(),
});

/** The network's words for why it refused, without our stack: its message, else the error's name. */
const reasonOf = (err: unknown) =>
  (err instanceof Error && err.message ? err.message : 'no answer').slice(0, 300);

/**
 * Accounts a user connects so that Shiplog posts for them (a Bluesky app password, a Mastodon
 * access token, sealed at rest), and posting one of their posts there: fitted to the network's
 * limit with its link kept, on Bluesky with the project page's card.
 */
export function createSocialAccountsService(deps: AppDeps) {
  const db = deps.database.db;
  const secrets = createSealedSecrets(deps.secret, 'social-accounts');
  const instances = createMastodonInstanceService(deps);
  const publications = createSocialPublications(db);

  async function accountOf(userId: string, network: SocialNetwork): Promise<OpenedAccount> {
    const [row] = await db
      .select()
      .from(socialAccounts)
      .where(and(eq(socialAccounts.userId, userId), eq(socialAccounts.network, network)));
    if (!row) throw badRequest(socialMessages.notConnected(socialNetworkLabels[network]));
    return { row, secret: await secrets.open(row.secretSealed) };
  }

  /** Posts it with the account's credentials: on Bluesky with its link card. Answers where it is read. */
  async function postOn(network: SocialNetwork, post: PostRow, { row, secret }: OpenedAccount) {
    if (network === 'bluesky') {
      const published = await postToBluesky(
        { service: row.service, identifier: row.identifier, appPassword: secret },
        { text: blueskyPost(post.content), card: await linkCardOf(deps, post) },
        deps.logger,
      );
      return published.url;
    }
    const { max_characters } = await instances.limitOf(row.service);
    const published = await postToMastodon(
      { instance: row.service, accessToken: secret },
      {
        text: mastodonPost(post.content, max_characters),
        idempotencyKey: `${post.id}:${post.updatedAt.getTime()}`,
      },
    );
    return published.url;
  }

  return {
    async list(userId: string): Promise<SocialAccount[]> {
      const rows = await db.select().from(socialAccounts).where(eq(socialAccounts.userId, userId));
      return rows.map(toAccount);
    },

    async connect(
      userId: string,
      network: SocialNetwork,
      body: { service?: string | undefined; identifier: string; secret: string },
    ): Promise<SocialAccount> {
      const service =
        network === 'bluesky'
          ? body.service
            ? mastodonInstanceOrigin(body.service)
            : BLUESKY_SERVICE
          : mastodonInstanceOrigin(body.service ?? '');
      if (!service) throw badRequest(socialMessages.instanceInvalid);
      if (network === 'bluesky' && !body.identifier) throw badRequest('Give your Bluesky handle.');
      await checkServer(deps, service);
      const values = {
        service,
        identifier: network === 'bluesky' ? body.identifier : '',
        secretSealed: await secrets.seal(body.secret),
        updatedAt: new Date(),
      };
      const [row] = await db
        .insert(socialAccounts)
        .values({ userId, network, ...values })
        .onConflictDoUpdate({ target: [socialAccounts.userId, socialAccounts.network], set: values })
        .returning();
      return toAccount(row!);
    },

    async disconnect(userId: string, network: SocialNetwork): Promise<void> {
      await db
        .delete(socialAccounts)
        .where(and(eq(socialAccounts.userId, userId), eq(socialAccounts.network, network)));
    },

    async publish(userId: string, postId: string, network: SocialNetwork): Promise<PublishedSocialPost> {
      const [post] = await db
        .select()
        .from(posts)
        .where(and(eq(posts.id, postId), eq(posts.userId, userId)));
      if (!post) throw notFound('Post not found');
      const account = await accountOf(userId, network);
      // Claimed before the network is called: a second click or a retry never posts it twice.
      const claim = await publications.claim(post.id, network, post.content);
      let url: string;
      try {
        url = await postOn(network, post, account);
      } catch (err) {
        // Not released (the database failing too), the claim is taken over after a while.
        await publications
          .release(claim)
          .catch((error: unknown) =>
            deps.logger.warn({ err: error }, 'a publication claim was not released'),
          );
        if (err instanceof AppError) throw err;
        deps.logger.warn({ err, network }, 'a post was not taken by the network');
        throw new AppError(
          'BAD_GATEWAY',
          socialMessages.postFailed(socialNetworkLabels[network], reasonOf(err)),
        );
      }
      // The post is out: a database failing to note it must not hide where it went. The claim
      // stays held without its address, so the text is refused as being posted until it is taken
      // over (CLAIM_TAKEOVER_MINUTES): a repost after that is possible, which is acceptable for a
      // database that failed, and the warning keeps the address.
      await publications
        .complete(claim, url)
        .catch((err: unknown) =>
          deps.logger.warn({ err, network, postId: post.id, url }, 'a published post was not recorded'),
        );
      return { network, url };
    },
  };
}
