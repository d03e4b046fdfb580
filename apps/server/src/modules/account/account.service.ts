import type { IncomingHttpHeaders } from 'node:http';
import { and, eq } from 'drizzle-orm';
import { isAPIError } from 'better-auth/api';
import { fromNodeHeaders } from 'better-auth/node';
import { accountMessages, authMessages, type UpdateAccountBody, type User } from '@shiplog/contract';
import type { Auth } from '../../integrations/better-auth/auth-instance';
import { isCommonPassword } from '../../integrations/better-auth/password';
import { loadUser } from '../../integrations/better-auth/session-user';
import { accounts, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError, badRequest, unauthorized } from '../../lib/app-error';

/** The signed-in user's own account: profile, password, linked GitHub, deletion. */
export function createAccountService(deps: AppDeps, auth: Auth) {
  const db = deps.database.db;
  const headersOf = (headers: IncomingHttpHeaders) => fromNodeHeaders(headers);

  async function current(userId: string): Promise<User> {
    const user = await loadUser(db, userId);
    if (!user) throw unauthorized();
    return user;
  }

  return {
    async update(userId: string, body: UpdateAccountBody): Promise<User> {
      const changes: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
      if (body.name !== undefined) changes.name = body.name;
      if (body.avatar_url !== undefined) changes.image = body.avatar_url || null;
      if (body.bio !== undefined) changes.bio = body.bio || null;
      if (body.website !== undefined) changes.website = body.website || null;
      if (body.x_handle !== undefined) changes.xHandle = body.x_handle || null;
      if (body.bluesky_handle !== undefined) changes.blueskyHandle = body.bluesky_handle || null;
      if (body.mastodon_handle !== undefined) changes.mastodonHandle = body.mastodon_handle || null;
      await db.update(users).set(changes).where(eq(users.id, userId));
      // The public name and avatar show on the user's projects and on comments anywhere.
      if (Object.keys(body).length > 0) deps.afterProjectWrite();
      return current(userId);
    },

    /** Changes the password and ends every other session of the account. */
    async changePassword(headers: IncomingHttpHeaders, currentPassword: string, newPassword: string) {
      if (isCommonPassword(newPassword)) throw badRequest(authMessages.commonPassword);
      try {
        await auth.api.changePassword({
          body: { currentPassword, newPassword, revokeOtherSessions: true },
          headers: headersOf(headers),
        });
      } catch (err) {
        if (isAPIError(err)) throw badRequest(accountMessages.wrongPassword);
        throw err;
      }
    },

    async disconnectGithub(userId: string) {
      const user = await current(userId);
      if (!user.identities.some((i) => i.provider === 'github'))
        throw badRequest(accountMessages.githubNotLinked);
      if (!user.identities.some((i) => i.provider === 'email'))
        throw badRequest(accountMessages.lastSignInMethod);
      await deps.database.transaction(async (tx) => {
        await tx.db
          .delete(accounts)
          .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'github')));
        await tx.db.update(users).set({ userName: null }).where(eq(users.id, userId));
      });
    },

    /** The deletion is confirmed by typing the account's email; anything else is refused. */
    async confirmDeletion(userId: string, confirm: string): Promise<void> {
      const user = await current(userId);
      if (confirm.trim().toLowerCase() !== user.email)
        throw new AppError('BAD_REQUEST', accountMessages.confirmMismatch);
    },

    /** Deletes the account (confirmed first); sessions, identities and everything the user owns go with it. */
    async remove(headers: IncomingHttpHeaders, userId: string): Promise<string[]> {
      const signedOut = await auth.api.signOut({ headers: headersOf(headers), returnHeaders: true });
      await db.delete(users).where(eq(users.id, userId));
      // Their projects, likes and comments went with them (cascade): any project may have changed.
      deps.afterProjectWrite();
      return signedOut.headers.getSetCookie();
    },
  };
}
