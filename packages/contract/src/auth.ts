import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { RETURN_PARAM, safeReturnPath } from './pages';

export {
  ANONYMOUS_NAME,
  avatarColourIndex,
  avatarUrl,
  displayName,
  generatedAvatarPath,
  githubAvatarPath,
  initialsOf,
  publicName,
} from './constants';

/** The auth messages, word for word, shared by server and web. */
export const authMessages = {
  missingCredentials: 'Please enter both email and password',
  passwordHint: 'Password must be at least 6 characters',
  signInFailed: 'Failed to sign in',
  registerFailed: 'Failed to register',
  invalidCredentials: 'Invalid email or password',
  commonPassword: 'This password is too common. Please choose a less guessable one.',
  checkInbox: 'Check your email for a confirmation link to finish signing up.',
  emailNotConfirmed: 'Please confirm your email address first. We have sent you a new link.',
  codeInvalid: 'This sign-in link is invalid or has expired. Please sign in again.',
  githubNotConfigured: 'GitHub sign-in is not configured on this server',
  githubError: 'Error signing in with GitHub. Please try again.',
  githubExchangeFailed: 'Failed to authenticate with GitHub. Please try again.',
  callbackFailed: 'An error occurred during authentication. Please try again.',
  unexpected: 'An unexpected error occurred during authentication.',
  sessionRetrievalFailed: 'Failed to retrieve session after authentication.',
  finalizing: 'Finalizing authentication...',
  redirecting: 'Redirecting to dashboard...',
  errorTitle: 'Authentication Error',
  processing: 'Processing authentication...',
  /** Our own words from here on. */
  sentTo: (email: string) => `We sent a confirmation link to ${email}.`,
  resend: 'Resend',
  /** The same answer whether or not the address waits for confirmation (no account is revealed). */
  resent: 'If this address is waiting for confirmation, a new link is on its way.',
  resendFailed: 'Failed to send a new link. Please try again.',
} as const;

/**
 * The `?error=` the GitHub callback page gets when signing in failed on our side (the code
 * exchange, the state check, reading the user): the page says authMessages.githubExchangeFailed,
 * the server logs what happened. Errors GitHub itself sends (`access_denied`) pass as they are.
 */
export const GITHUB_SIGN_IN_FAILED = 'github_sign_in_failed';

/** A new confirmation link can be asked this long after the last one (the sign-up page waits as long). */
export const RESEND_CONFIRMATION_AFTER_MS = 60_000;

export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;

export const credentialsSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, authMessages.missingCredentials)
    .max(254)
    .pipe(z.email('Please enter a valid email address')),
  password: z.string().min(1, authMessages.missingCredentials).max(MAX_PASSWORD_LENGTH),
});
export type Credentials = z.infer<typeof credentialsSchema>;

/**
 * Where a reader goes back to once signed in (`?next=` of the sign-in pages): a page of this
 * site only. A mailed confirmation link carries it, so confirming lands where they signed up from.
 */
export const returnPathSchema = z
  .string()
  .max(2048)
  .refine((value) => safeReturnPath(value) !== null, `${RETURN_PARAM} must be a page of this site`);

/** POST /api/auth/login; `next` goes into the confirmation link mailed again to an unconfirmed address. */
export const loginBodySchema = credentialsSchema.extend({ next: returnPathSchema.optional() });
export type LoginBody = z.infer<typeof loginBodySchema>;

export const signupBodySchema = credentialsSchema.extend({
  password: z.string().min(MIN_PASSWORD_LENGTH, authMessages.passwordHint).max(MAX_PASSWORD_LENGTH),
  next: returnPathSchema.optional(),
});
export type SignupBody = z.infer<typeof signupBodySchema>;

export const signupResponseSchema = z.object({ message: z.string() });

export const resendConfirmationBodySchema = credentialsSchema
  .pick({ email: true })
  .extend({ next: returnPathSchema.optional() });
export type ResendConfirmationBody = z.infer<typeof resendConfirmationBodySchema>;

export const exchangeBodySchema = z.object({
  code: z.string().min(1).max(512),
  state: z.string().max(512).optional(),
});
export type ExchangeBody = z.infer<typeof exchangeBodySchema>;

export const identitySchema = z.object({
  provider: z.enum(['email', 'github']),
  id: z.string(),
  username: z.string().nullable(),
  created_at: z.string(),
  /** GitHub refused the stored token (revoked or expired): connect again to use GitHub. */
  reconnect_needed: z.boolean(),
});

/** The user as the API shapes it. */
export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  user_metadata: z.object({
    name: z.string().nullable(),
    full_name: z.string().nullable(),
    avatar_url: z.string().nullable(),
    user_name: z.string().nullable(),
    /** The public profile's own fields (edited in /settings). */
    bio: z.string().nullable(),
    website: z.string().nullable(),
    x_handle: z.string().nullable(),
    bluesky_handle: z.string().nullable(),
    mastodon_handle: z.string().nullable(),
  }),
  app_metadata: z.object({ provider: z.enum(['email', 'github']), providers: z.array(z.string()) }),
  provider_id: z.string().nullable(),
  identities: z.array(identitySchema),
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const sessionSchema = z.object({
  access_token: z.string(),
  authenticated: z.literal(true),
  user: userSchema,
});
export type Session = z.infer<typeof sessionSchema>;

export const githubModeSchema = z.enum(['signin', 'connect']);
export const githubUrlQuerySchema = z.object({
  redirect_url: z.string().max(2048).optional(),
  mode: githubModeSchema.default('signin'),
});
export const githubUrlResponseSchema = z.union([
  z.object({ url: z.string() }),
  z.object({ error: z.string() }),
]);

/** Which sign-in methods this server offers (cheap to ask: no OAuth state is created). */
export const authProvidersSchema = z.object({
  email: z.literal(true),
  github: z.object({ enabled: z.boolean(), error: z.string().optional() }),
});
export type AuthProviders = z.infer<typeof authProvidersSchema>;

export const MAX_NAME_LENGTH = 80;

/** POST /api/auth/github/callback: kept for existing clients; the provider token is the server's own. */
export const githubTokenCallbackBodySchema = z
  .object({ access_token: z.string().max(512).optional() })
  .passthrough();
export const githubTokenCallbackResponseSchema = z.object({ stored: z.boolean(), message: z.string() });

/** Sign-up, sign-in, sessions and GitHub sign-in. */
export const authEndpoints = {
  signUp: defineEndpoint({
    id: 'signUp',
    method: 'POST',
    path: '/auth/signup',
    summary: 'Create an account; a confirmation link is mailed',
    tags: ['auth'],
    auth: 'none',
    body: signupBodySchema,
    status: 201,
    response: signupResponseSchema,
  }),
  resendConfirmation: defineEndpoint({
    id: 'resendConfirmation',
    method: 'POST',
    path: '/auth/signup/resend',
    summary: 'Mail a new confirmation link to an address waiting for confirmation',
    tags: ['auth'],
    auth: 'none',
    body: resendConfirmationBodySchema,
    status: 200,
    response: signupResponseSchema,
  }),
  signIn: defineEndpoint({
    id: 'signIn',
    method: 'POST',
    path: '/auth/login',
    summary: 'Sign in with email and password',
    tags: ['auth'],
    auth: 'none',
    errors: [401],
    body: loginBodySchema,
    status: 200,
    response: sessionSchema,
  }),
  exchangeCode: defineEndpoint({
    id: 'exchangeCode',
    method: 'POST',
    path: '/auth/exchange',
    summary: 'Turn a mailed or GitHub code into a session',
    tags: ['auth'],
    auth: 'none',
    errors: [401],
    body: exchangeBodySchema,
    status: 200,
    response: sessionSchema,
  }),
  getSession: defineEndpoint({
    id: 'getSession',
    method: 'GET',
    path: '/auth/session',
    summary: 'The current session (401 without one)',
    tags: ['auth'],
    auth: 'required',
    status: 200,
    response: sessionSchema,
  }),
  signOut: defineEndpoint({
    id: 'signOut',
    method: 'POST',
    path: '/auth/logout',
    summary: 'Sign out and revoke the session',
    tags: ['auth'],
    auth: 'optional',
    status: 204,
  }),
  getAuthProviders: defineEndpoint({
    id: 'getAuthProviders',
    method: 'GET',
    path: '/auth/providers',
    summary: 'Which sign-in methods are enabled',
    tags: ['auth'],
    auth: 'none',
    status: 200,
    response: authProvidersSchema,
  }),
  getGithubUrl: defineEndpoint({
    id: 'getGithubUrl',
    method: 'GET',
    path: '/auth/github',
    summary: "GitHub's authorize URL for sign-in or connect",
    tags: ['auth'],
    auth: 'optional',
    errors: [401],
    query: githubUrlQuerySchema,
    status: 200,
    response: githubUrlResponseSchema,
  }),
  storeGithubToken: defineEndpoint({
    id: 'storeGithubToken',
    method: 'POST',
    path: '/auth/github/callback',
    summary: 'Kept for existing clients; the server keeps GitHub tokens itself',
    tags: ['auth'],
    auth: 'required',
    body: githubTokenCallbackBodySchema,
    status: 200,
    response: githubTokenCallbackResponseSchema,
  }),
};
