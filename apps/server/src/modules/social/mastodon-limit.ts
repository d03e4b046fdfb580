import { and, eq } from 'drizzle-orm';
import { MASTODON_DEFAULT_MAX_LENGTH } from '@shiplog/contract';
import { socialAccounts } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { createMastodonInstanceService } from './mastodon-instance.service';

/**
 * How long a Mastodon post the user's own instance takes: the limit of the instance they
 * connected (read as `limitOf` reads it, kept an hour), or Mastodon's 500 when they connected
 * none or the instance may no longer be reached. What posts and stories are written within.
 */
export function createMastodonLimits(deps: Pick<AppDeps, 'config' | 'logger' | 'database'>) {
  const instances = createMastodonInstanceService(deps);
  return async function mastodonLimitOf(userId: string): Promise<number> {
    const [account] = await deps.database.db
      .select({ service: socialAccounts.service })
      .from(socialAccounts)
      .where(and(eq(socialAccounts.userId, userId), eq(socialAccounts.network, 'mastodon')));
    if (!account) return MASTODON_DEFAULT_MAX_LENGTH;
    try {
      return (await instances.limitOf(account.service)).max_characters;
    } catch (err) {
      // An instance the operator no longer lets Shiplog reach: posting there is refused with its
      // reason; a post written now still fits every instance.
      if (!(err instanceof AppError)) throw err;
      return MASTODON_DEFAULT_MAX_LENGTH;
    }
  };
}
