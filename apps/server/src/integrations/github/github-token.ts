import { createHash } from 'node:crypto';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { decryptOAuthToken } from 'better-auth/oauth2';
import type { Auth } from '../better-auth/auth-instance';
import { accounts } from '../../db/schema';
import type { AppDeps } from '../../deps';

/** A user's GitHub token as stored by the auth library (encrypted) and in clear. */
export interface GithubToken {
  /** The `accounts` row that holds it. */
  accountId: string;
  /** The stored (encrypted) value: a drop only clears this exact token. */
  stored: string;
  token: string;
  /** A short fingerprint: cached answers belong to one token, never to its successor. */
  key: string;
}

type DecryptContext = Parameters<typeof decryptOAuthToken>[1];

const linkedGithub = (userId: string) =>
  and(eq(accounts.userId, userId), eq(accounts.providerId, 'github'), isNotNull(accounts.accessToken));

/** The GitHub token kept on the user's GitHub identity (`accounts`, providerId 'github'). */
export function createGithubTokens(deps: Pick<AppDeps, 'database' | 'logger'>, auth: Auth) {
  const db = deps.database.db;
  // Our configured context is the library's AuthContext; its generics just do not line up.
  const authContext = async () => (await auth.$context) as unknown as DecryptContext;

  return {
    async has(userId: string): Promise<boolean> {
      const rows = await db.select({ id: accounts.id }).from(accounts).where(linkedGithub(userId)).limit(1);
      return rows.length > 0;
    },

    async find(userId: string): Promise<GithubToken | null> {
      const [row] = await db
        .select({ id: accounts.id, accessToken: accounts.accessToken })
        .from(accounts)
        .where(linkedGithub(userId))
        .orderBy(desc(accounts.updatedAt))
        .limit(1);
      if (!row?.accessToken) return null;
      let token: string;
      try {
        token = await decryptOAuthToken(row.accessToken, await authContext());
      } catch {
        // Encrypted with another APP_SECRET: as good as no token.
        deps.logger.warn({ userId }, 'stored GitHub token cannot be decrypted');
        return null;
      }
      if (!token) return null;
      const key = createHash('sha256').update(token).digest('base64url').slice(0, 16);
      return { accountId: row.id, stored: row.accessToken, token, key };
    },

    /**
     * GitHub no longer accepts the token (revoked or expired): forget it, keeping the identity
     * so signing in with GitHub still works and connecting again stores a new token.
     */
    async drop(token: GithubToken): Promise<void> {
      await db
        .update(accounts)
        .set({
          accessToken: null,
          refreshToken: null,
          accessTokenExpiresAt: null,
          refreshTokenExpiresAt: null,
          scope: null,
          updatedAt: new Date(),
        })
        .where(and(eq(accounts.id, token.accountId), eq(accounts.accessToken, token.stored)));
    },
  };
}

export type GithubTokens = ReturnType<typeof createGithubTokens>;
