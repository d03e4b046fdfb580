import type { IncomingHttpHeaders } from 'node:http';
import { eq } from 'drizzle-orm';
import { isAPIError } from 'better-auth/api';
import { fromNodeHeaders } from 'better-auth/node';
import {
  authMessages,
  paths,
  RESEND_CONFIRMATION_AFTER_MS,
  RETURN_PARAM,
  safeReturnPath,
  signInPath,
  type LoginBody,
  type Session,
  type SignupBody,
} from '@shiplog/contract';
import type { Auth } from '../../integrations/better-auth/auth-instance';
import { hasRecentCode, issueAuthCode } from '../../integrations/better-auth/auth-codes';
import { hashPassword, isCommonPassword } from '../../integrations/better-auth/password';
import { loadUser } from '../../integrations/better-auth/session-user';
import { users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { queueMail } from '../../integrations/mail';
import { AppError } from '../../lib/app-error';
import type { RequestSession } from '../../plugins/session';

/** A sign-in refused for an unconfirmed address mails a new link at most this often. */
const RESEND_AFTER_MS = 2 * 60_000;

export interface SessionResult {
  session: Session;
  setCookies: string[];
}

/** Email sign-up, sign-in, code exchange and sessions, on top of the auth library. */
export function createAuthService(deps: AppDeps, auth: Auth) {
  const db = deps.database.db;
  /**
   * The mailed links; `next` is the page the reader signed up from (a path of this site), where
   * confirming (or signing in) brings them back.
   */
  const urls = {
    confirm: (code: string, next?: string) => {
      const query = new URLSearchParams({ code });
      const back = safeReturnPath(next);
      if (back) query.set(RETURN_PARAM, back);
      return `${deps.config.PUBLIC_URL}${paths.authCallback}?${query.toString()}`;
    },
    login: (next?: string) => `${deps.config.PUBLIC_URL}${signInPath(next)}`,
  };

  async function sessionFor(userId: string, token: string): Promise<Session> {
    const user = await loadUser(db, userId);
    if (!user) throw new AppError('UNAUTHORIZED', authMessages.sessionRetrievalFailed);
    return { access_token: token, authenticated: true, user };
  }

  /** A new confirmation link for an unconfirmed account, recorded with its mail; it leads on to `next`. */
  async function sendConfirmation(userId: string, email: string, next?: string) {
    await deps.database.transaction(async (tx) => {
      const code = await issueAuthCode(tx, userId, 'confirm-email');
      await queueMail(deps, tx, {
        to: email,
        template: 'confirm-signup',
        data: { confirmUrl: urls.confirm(code, next) },
      });
    });
  }

  const findByEmail = async (email: string) =>
    (
      await db
        .select({ id: users.id, emailVerified: users.emailVerified })
        .from(users)
        .where(eq(users.email, email))
    )[0];

  /**
   * A fresh confirmation link when `address` has an account still waiting for one and no link
   * went out in the last `withinMs`: repeated asks do not flood the inbox. Nothing otherwise.
   */
  async function sendConfirmationUnlessRecent(address: string, withinMs: number, next?: string) {
    const user = await findByEmail(address);
    if (user && !user.emailVerified && !(await hasRecentCode(db, user.id, withinMs)))
      await sendConfirmation(user.id, address, next);
  }

  return {
    /**
     * Answers the same whether or not the address has an account: a new one gets a
     * confirmation link, an unconfirmed one a fresh link, a confirmed one a notice. Each link
     * brings the reader back to `next`.
     */
    async signup({ email, password, next }: SignupBody): Promise<void> {
      if (isCommonPassword(password)) {
        throw new AppError('VALIDATION_FAILED', authMessages.commonPassword, {
          issues: [{ path: 'password', message: authMessages.commonPassword }],
        });
      }
      const address = email.toLowerCase();
      const existing = await findByEmail(address);
      if (!existing) {
        try {
          await auth.api.signUpEmail({ body: { email: address, password, name: '' } });
        } catch (err) {
          if (!isAPIError(err)) throw err;
        }
        const created = await findByEmail(address);
        if (!created) throw new AppError('INTERNAL', authMessages.registerFailed);
        return sendConfirmation(created.id, address, next);
      }
      // Same work as a new sign-up, so timing does not tell the two apart.
      await hashPassword(password);
      if (!existing.emailVerified) return sendConfirmation(existing.id, address, next);
      await deps.database.transaction((tx) =>
        queueMail(deps, tx, {
          to: address,
          template: 'signup-attempt',
          data: { loginUrl: urls.login(next) },
        }),
      );
    },

    /**
     * A new confirmation link for an address still waiting for one, unless a link went out in
     * the last minute; nothing for any other address, and the same answer either way.
     */
    async resendConfirmation(email: string, next?: string): Promise<void> {
      await sendConfirmationUnlessRecent(email.toLowerCase(), RESEND_CONFIRMATION_AFTER_MS, next);
    },

    async login({ email, password, next }: LoginBody, headers: IncomingHttpHeaders): Promise<SessionResult> {
      const address = email.toLowerCase();
      try {
        const result = await auth.api.signInEmail({
          body: { email: address, password },
          headers: fromNodeHeaders(headers),
          returnHeaders: true,
        });
        return {
          session: await sessionFor(result.response.user.id, result.response.token),
          setCookies: result.headers.getSetCookie(),
        };
      } catch (err) {
        if (!isAPIError(err)) throw err;
        if (err.status === 'FORBIDDEN') {
          await sendConfirmationUnlessRecent(address, RESEND_AFTER_MS, next);
          throw new AppError('FORBIDDEN', authMessages.emailNotConfirmed);
        }
        throw new AppError('UNAUTHORIZED', authMessages.invalidCredentials);
      }
    },

    async exchange(code: string, headers: IncomingHttpHeaders): Promise<SessionResult> {
      try {
        const result = await auth.api.exchangeCode({
          body: { code },
          headers: fromNodeHeaders(headers),
          returnHeaders: true,
        });
        return {
          session: await sessionFor(result.response.userId, result.response.token),
          setCookies: result.headers.getSetCookie(),
        };
      } catch (err) {
        if (isAPIError(err)) throw new AppError('UNAUTHORIZED', authMessages.codeInvalid);
        throw err;
      }
    },

    current: (session: Extract<RequestSession, { token: string }>) =>
      sessionFor(session.userId, session.token),

    /** Revokes the session on the server and clears the cookie. */
    async logout(headers: IncomingHttpHeaders): Promise<string[]> {
      const result = await auth.api.signOut({ headers: fromNodeHeaders(headers), returnHeaders: true });
      return result.headers.getSetCookie();
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
