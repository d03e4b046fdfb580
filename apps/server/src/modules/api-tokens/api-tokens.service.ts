import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, lt, or } from 'drizzle-orm';
import {
  API_TOKEN_PATTERN,
  API_TOKEN_PREFIX,
  MAX_API_TOKENS,
  acceptsApiToken,
  apiTokenAllows,
  apiTokenMessages,
  type ApiToken,
  type CreateApiTokenBody,
  type CreatedApiToken,
  type Endpoint,
  type Whoami,
} from '@shiplog/contract';
import { loadUser } from '../../integrations/better-auth/session-user';
import { apiTokens } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { hashOpaqueToken } from '../subscribers/subscriber-links';
import type { RequestSession } from '../../plugins/session';
import { badRequest, forbidden, notFound, unauthorized } from '../../lib/app-error';

type Row = typeof apiTokens.$inferSelect;

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const BODY_LENGTH = 43;
const DAY_MS = 24 * 3600_000;
/** `last_used_at` is written at most this often per token. */
export const LAST_USED_PRECISION_MS = 60_000;

/** A new token: the prefix and 256 random bits in 43 base62 characters. */
function newTokenValue(): string {
  let n = BigInt(`0x${randomBytes(32).toString('hex')}`);
  let body = '';
  for (let i = 0; i < BODY_LENGTH; i++) {
    body = BASE62[Number(n % 62n)]! + body;
    n /= 62n;
  }
  return API_TOKEN_PREFIX + body;
}

/** What is stored and looked up: the SHA-256 of the token, in hex (as for every opaque token). */
export const hashApiToken = hashOpaqueToken;

const toApiToken = (row: Row): ApiToken => ({
  id: row.id,
  name: row.name,
  scope: row.scope,
  hint: row.hint,
  created_at: row.createdAt.toISOString(),
  expires_at: row.expiresAt?.toISOString() ?? null,
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
});

/** The token a request presented, once it is known to be valid. */
export type ValidApiToken = Pick<Row, 'id' | 'userId' | 'scope' | 'lastUsedAt'>;

/**
 * Personal API tokens: created, listed and revoked by their user; checked on every request that
 * carries one. Only a token's hash is stored; a request's token is hashed and looked up by it.
 */
export function createApiTokenService(deps: Pick<AppDeps, 'database'>) {
  const db = deps.database.db;
  const notRevoked = isNull(apiTokens.revokedAt);

  return {
    /** The user's tokens that are not revoked (expired ones too, marked by their date), newest first. */
    async list(userId: string): Promise<ApiToken[]> {
      const rows = await db
        .select()
        .from(apiTokens)
        .where(and(eq(apiTokens.userId, userId), notRevoked))
        .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
      return rows.map(toApiToken);
    },

    /** A new token; its value is in the answer and nowhere else. */
    async create(userId: string, body: CreateApiTokenBody, now = new Date()): Promise<CreatedApiToken> {
      const [active] = await db
        .select({ n: count() })
        .from(apiTokens)
        .where(
          and(
            eq(apiTokens.userId, userId),
            notRevoked,
            or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, now)),
          ),
        );
      if ((active?.n ?? 0) >= MAX_API_TOKENS) throw badRequest(apiTokenMessages.tooMany);
      const token = newTokenValue();
      const [row] = await db
        .insert(apiTokens)
        .values({
          userId,
          name: body.name.trim(),
          scope: body.scope,
          tokenHash: hashApiToken(token),
          hint: token.slice(-4),
          expiresAt: body.expires_in_days ? new Date(now.getTime() + body.expires_in_days * DAY_MS) : null,
          createdAt: now,
        })
        .returning();
      return { token, api_token: toApiToken(row!) };
    },

    /** Revokes one of the user's tokens at once; someone else's, or a revoked one, is 404. */
    async revoke(userId: string, id: string): Promise<void> {
      const revoked = await db
        .update(apiTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId), notRevoked))
        .returning({ id: apiTokens.id });
      if (!revoked.length) throw notFound(apiTokenMessages.notFound);
    },

    async get(id: string): Promise<ApiToken | null> {
      const [row] = await db.select().from(apiTokens).where(eq(apiTokens.id, id));
      return row ? toApiToken(row) : null;
    },

    /** GET /api/whoami: the signed-in user, and the token the request carries (null with a session). */
    async whoami(session: RequestSession): Promise<Whoami> {
      const user = await loadUser(db, session.userId);
      if (!user) throw unauthorized();
      const apiToken = session.via === 'api-token' ? await this.get(session.apiToken.id) : null;
      return { user, api_token: apiToken };
    },

    /** The token a request carries, or 401: unknown, revoked or expired. */
    async authenticate(value: string, now = new Date()): Promise<ValidApiToken> {
      if (!API_TOKEN_PATTERN.test(value)) throw unauthorized(apiTokenMessages.invalid);
      const [row] = await db
        .select({
          id: apiTokens.id,
          userId: apiTokens.userId,
          scope: apiTokens.scope,
          lastUsedAt: apiTokens.lastUsedAt,
          expiresAt: apiTokens.expiresAt,
          revokedAt: apiTokens.revokedAt,
        })
        .from(apiTokens)
        .where(eq(apiTokens.tokenHash, hashApiToken(value)));
      if (!row) throw unauthorized(apiTokenMessages.invalid);
      if (row.revokedAt) throw unauthorized(apiTokenMessages.revoked);
      if (row.expiresAt && row.expiresAt <= now) throw unauthorized(apiTokenMessages.expired);
      return row;
    },

    /**
     * 403 unless the token may make this request: never on the account itself or sign-in
     * sessions, and only reads (GET, HEAD) with the `read` scope.
     */
    authorize(token: ValidApiToken, endpoint: Pick<Endpoint, 'auth' | 'path'>, method: string): void {
      if (!acceptsApiToken(endpoint)) throw forbidden(apiTokenMessages.accountOnly);
      if (!apiTokenAllows(token.scope, method)) throw forbidden(apiTokenMessages.readOnly);
    },

    /** Records the use, at most once a minute per token (the guard already read the last one). */
    async touch(token: ValidApiToken, now = new Date()): Promise<void> {
      const stale = new Date(now.getTime() - LAST_USED_PRECISION_MS);
      if (token.lastUsedAt && token.lastUsedAt > stale) return;
      await db
        .update(apiTokens)
        .set({ lastUsedAt: now })
        .where(
          and(eq(apiTokens.id, token.id), or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, stale))),
        );
    },
  };
}

export type ApiTokenService = ReturnType<typeof createApiTokenService>;
