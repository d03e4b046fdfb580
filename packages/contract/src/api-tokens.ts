import { z } from 'zod';
import { userSchema } from './auth';
import { defineEndpoint, type Endpoint, type HttpMethod } from './endpoint';

/**
 * Personal API tokens: made in /settings for scripts and the `shiplog` command line, sent as
 * `Authorization: Bearer shp_…`. A token acts as its user on the API, within its scope, but
 * never on the account itself (its settings, password, notifications, GitHub link, deletion,
 * its API tokens) or on sign-in sessions: those need the user signed in.
 */

/** Every token starts with this, so people and secret scanners recognise one. */
export const API_TOKEN_PREFIX = 'shp_';
/** The prefix and 43 base62 characters (256 random bits). */
export const API_TOKEN_PATTERN = /^shp_[0-9A-Za-z]{43}$/;

export const API_TOKEN_SCOPES = ['read', 'write'] as const;
export const apiTokenScopeSchema = z.enum(API_TOKEN_SCOPES);
export type ApiTokenScope = z.infer<typeof apiTokenScopeSchema>;
export const apiTokenScopeLabels: Record<ApiTokenScope, string> = { read: 'Read', write: 'Read and write' };

/** Lifetimes offered, in days; null never expires. */
export const API_TOKEN_EXPIRY_DAYS = [30, 90, 365, null] as const;
export const DEFAULT_API_TOKEN_EXPIRY_DAYS = 90;
export const MAX_API_TOKEN_NAME_LENGTH = 60;
/** Active (not revoked) tokens one account may hold. */
export const MAX_API_TOKENS = 20;
/** Requests one token may make per minute, whatever the client address. */
export const API_TOKEN_REQUESTS_PER_MINUTE = 120;

/** Messages about API tokens, word for word: the server's refusals and the settings section's. */
export const apiTokenMessages = {
  nameRequired: 'Give the token a name.',
  nameTooLong: `A token name can be at most ${MAX_API_TOKEN_NAME_LENGTH} characters.`,
  tooMany: `You have ${MAX_API_TOKENS} active tokens. Revoke one before creating another.`,
  notFound: 'API token not found',
  invalid: 'This API token is not valid. Create a new one in Settings.',
  expired: 'This API token has expired. Create a new one in Settings.',
  revoked: 'This API token has been revoked. Create a new one in Settings.',
  accountOnly:
    'Personal API tokens cannot be used for account settings, sign-in sessions or API tokens. Sign in to Shiplog to do this.',
  readOnly: 'This API token can only read. Create a token with the "Read and write" scope to make changes.',
  empty: 'No API tokens yet. Create one to use the Shiplog API or the shiplog command line.',
  created: 'API token created',
  revealOnce: 'Copy this token now. You will not be able to see it again.',
  copied: 'Token copied to clipboard',
  copyFailed: 'Could not copy. Select the token and copy it yourself.',
  revokedToast: 'API token revoked',
  revokeConfirm: 'Scripts and command lines using this token stop working at once. This cannot be undone.',
  loadFailed: 'Failed to load your API tokens. Please try again.',
  createFailed: 'Failed to create the API token. Please try again.',
  revokeFailed: 'Failed to revoke the API token. Please try again.',
} as const;

/** A token as its owner sees it: never its value, which is shown once, at creation. */
export const apiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  scope: apiTokenScopeSchema,
  /** The token's last four characters, to tell tokens apart. */
  hint: z.string(),
  created_at: z.string(),
  /** Null: never expires. */
  expires_at: z.string().nullable(),
  /** Null: never used. Updated at most once a minute. */
  last_used_at: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;
export const apiTokenListSchema = z.array(apiTokenSchema);

export const createApiTokenBodySchema = z.object({
  name: z
    .string({ error: apiTokenMessages.nameRequired })
    .trim()
    .min(1, apiTokenMessages.nameRequired)
    .max(MAX_API_TOKEN_NAME_LENGTH, apiTokenMessages.nameTooLong),
  scope: apiTokenScopeSchema,
  /** 30, 90 or 365 days from now; null never expires. */
  expires_in_days: z.union([z.literal(30), z.literal(90), z.literal(365), z.null()]),
});
export type CreateApiTokenBody = z.input<typeof createApiTokenBodySchema>;

/** The new token: `token` is its value, answered this once and never again. */
export const createdApiTokenSchema = z.object({ token: z.string(), api_token: apiTokenSchema });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

export const apiTokenIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** Who is calling: the user, and the personal API token the request carries (null with a session). */
export const whoamiSchema = z.object({ user: userSchema, api_token: apiTokenSchema.nullable() });
export type Whoami = z.infer<typeof whoamiSchema>;

/** The account itself and sign-in sessions: never open to a personal API token. */
const ACCOUNT_PATH = /^\/(?:account|auth)(?:\/|$)/;

/**
 * Whether a personal API token may call the operation: any that reads who is asking, except
 * those of the account itself (/account…: settings, password, notifications, GitHub link,
 * deletion, API tokens) and of sign-in sessions (/auth…).
 */
export function acceptsApiToken(endpoint: Pick<Endpoint, 'auth' | 'path'>): boolean {
  return endpoint.auth !== 'none' && !ACCOUNT_PATH.test(endpoint.path);
}

/** What a token needs for a request: reads (GET, HEAD) need `read`, everything else `write`. */
export function apiTokenScopeFor(method: HttpMethod | 'HEAD' | 'OPTIONS' | string): ApiTokenScope {
  return method === 'GET' || method === 'HEAD' ? 'read' : 'write';
}

/** Whether a token of `scope` may make a request with `method` (a write token also reads). */
export function apiTokenAllows(scope: ApiTokenScope, method: string): boolean {
  return scope === 'write' || apiTokenScopeFor(method) === 'read';
}

/** Personal API tokens, managed by their signed-in user in /settings. */
export const apiTokenEndpoints = {
  listApiTokens: defineEndpoint({
    id: 'listApiTokens',
    method: 'GET',
    path: '/account/tokens',
    summary: 'Your personal API tokens (not revoked), newest first',
    tags: ['account'],
    auth: 'required',
    status: 200,
    response: apiTokenListSchema,
  }),
  createApiToken: defineEndpoint({
    id: 'createApiToken',
    method: 'POST',
    path: '/account/tokens',
    summary: 'Create a personal API token (its value is answered once)',
    tags: ['account'],
    auth: 'required',
    body: createApiTokenBodySchema,
    status: 201,
    response: createdApiTokenSchema,
  }),
  revokeApiToken: defineEndpoint({
    id: 'revokeApiToken',
    method: 'DELETE',
    path: '/account/tokens/:id',
    summary: 'Revoke a personal API token',
    tags: ['account'],
    auth: 'required',
    params: apiTokenIdParamsSchema,
    status: 204,
  }),
  getWhoami: defineEndpoint({
    id: 'getWhoami',
    method: 'GET',
    path: '/whoami',
    summary: 'Who is calling, and the personal API token the request carries',
    tags: ['account'],
    auth: 'required',
    status: 200,
    response: whoamiSchema,
  }),
};
