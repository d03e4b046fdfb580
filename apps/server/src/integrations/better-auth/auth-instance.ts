import { eq } from 'drizzle-orm';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer } from 'better-auth/plugins/bearer';
import type { AppDeps } from '../../deps';
import { accounts, sessions, users, verifications } from '../../db/schema';
import { consumeAuthCode } from './auth-codes';
import { exchangePlugin } from './exchange-plugin';
import { githubProvider } from './github-provider';
import { hashPassword, verifyPassword } from './password';

export const AUTH_BASE_PATH = '/api/auth/provider';
const DAY = 24 * 3600;

/** The session cookie: `__Host-` prefixed (Secure, Path=/, no Domain) when served over https. */
export function sessionCookieName(https: boolean) {
  return `${https ? '__Host-' : ''}shiplog.session_token`;
}

/**
 * better-auth on our database: email + password (Argon2id), server-side sessions carried by
 * an httpOnly cookie or `Authorization: Bearer`, encrypted provider tokens. Our own routes
 * call it; its HTTP handler serves only the OAuth redirect endpoints.
 */
export function createAuth(deps: Pick<AppDeps, 'config' | 'database' | 'secret'>) {
  const https = deps.config.PUBLIC_URL.startsWith('https:');
  // GitHub logins seen during this process's sign-ins, kept on the user once the identity is stored.
  const logins = new Map<string, string>();
  const github = githubProvider(deps.config, (id, login) => logins.set(id, login));
  const syncLogin = async (account: { providerId: string; accountId: string; userId: string }) => {
    const login = account.providerId === 'github' ? logins.get(account.accountId) : undefined;
    if (!login) return;
    logins.delete(account.accountId);
    await deps.database.db.update(users).set({ userName: login }).where(eq(users.id, account.userId));
  };
  return betterAuth({
    appName: 'Shiplog',
    baseURL: deps.config.PUBLIC_URL,
    basePath: AUTH_BASE_PATH,
    secret: deps.secret,
    trustedOrigins: [deps.config.PUBLIC_URL],
    database: drizzleAdapter(deps.database.db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    user: { additionalFields: { userName: { type: 'string', required: false, input: false } } },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      requireEmailVerification: true,
      autoSignIn: false,
      password: { hash: hashPassword, verify: verifyPassword },
    },
    session: { expiresIn: 30 * DAY, updateAge: DAY },
    databaseHooks: {
      account: {
        create: { after: syncLogin },
        update: { after: (a) => syncLogin(a as Parameters<typeof syncLogin>[0]) },
      },
    },
    account: {
      encryptOAuthTokens: true,
      // Sign-in links GitHub to the account with its verified primary email; connecting (signed
      // in, on purpose) links whatever GitHub account the user chooses.
      accountLinking: { enabled: true, trustedProviders: ['github'], allowDifferentEmails: true },
    },
    advanced: {
      useSecureCookies: false,
      cookies: {
        session_token: {
          name: sessionCookieName(https),
          attributes: { secure: https, sameSite: 'lax', httpOnly: true },
        },
      },
      cookiePrefix: 'shiplog',
      database: { generateId: () => crypto.randomUUID() },
    },
    // Our own limiter (per IP and per account, shared by every process) guards these routes.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    logger: { level: 'error' },
    plugins: [
      bearer(),
      exchangePlugin((code) => consumeAuthCode(deps.database, code)),
      ...(github ? [github] : []),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
