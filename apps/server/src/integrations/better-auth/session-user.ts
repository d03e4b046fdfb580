import { asc, eq } from 'drizzle-orm';
import type { User } from '@shiplog/contract';
import type { Database } from '../../db/client';
import { accounts, users } from '../../db/schema';

const providerOf = (providerId: string): 'email' | 'github' => (providerId === 'github' ? 'github' : 'email');

/** The user in the API's shape, with every linked identity. */
export async function loadUser(db: Database, userId: string): Promise<User | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const linked = await db
    .select({
      providerId: accounts.providerId,
      accountId: accounts.accountId,
      createdAt: accounts.createdAt,
      accessToken: accounts.accessToken,
    })
    .from(accounts)
    .where(eq(accounts.userId, userId))
    .orderBy(asc(accounts.createdAt));
  const identities = linked.map((a) => ({
    provider: providerOf(a.providerId),
    id: a.accountId,
    username: a.providerId === 'github' ? user.userName : null,
    created_at: a.createdAt.toISOString(),
    // A GitHub token is dropped when GitHub refuses it (integrations/github/github-token.ts).
    reconnect_needed: a.providerId === 'github' && a.accessToken === null,
  }));
  const first = identities[0]?.provider ?? 'email';
  const name = user.name.trim() || null;
  return {
    id: user.id,
    email: user.email,
    user_metadata: {
      name,
      full_name: name,
      avatar_url: user.image,
      user_name: user.userName,
      bio: user.bio,
      website: user.website,
      x_handle: user.xHandle,
      bluesky_handle: user.blueskyHandle,
      mastodon_handle: user.mastodonHandle,
    },
    app_metadata: { provider: first, providers: [...new Set(identities.map((i) => i.provider))] },
    provider_id: identities.find((i) => i.provider === first)?.id ?? null,
    identities,
    created_at: user.createdAt.toISOString(),
  };
}
