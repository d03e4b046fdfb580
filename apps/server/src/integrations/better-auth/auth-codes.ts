import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { DbHandle, TxHandle } from '../../db/client';
import { authCodes } from '../../db/schema';

export const CONFIRM_CODE_TTL_MS = 24 * 3600 * 1000;

const hashCode = (code: string) => createHash('sha256').update(code).digest('base64url');

/** A fresh single-use code for `userId`; only its hash is stored. */
export async function issueAuthCode(
  tx: Pick<TxHandle, 'db'>,
  userId: string,
  purpose: 'confirm-email' | 'github',
  ttlMs = CONFIRM_CODE_TTL_MS,
): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  await tx.db
    .insert(authCodes)
    .values({ codeHash: hashCode(code), userId, purpose, expiresAt: new Date(Date.now() + ttlMs) });
  return code;
}

/** Marks the code used, once: a second use, an unknown or an expired code gives null. */
export async function consumeAuthCode(database: DbHandle, code: string): Promise<string | null> {
  const [row] = await database.db
    .update(authCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(authCodes.codeHash, hashCode(code)),
        isNull(authCodes.usedAt),
        gt(authCodes.expiresAt, new Date()),
      ),
    )
    .returning({ userId: authCodes.userId });
  return row?.userId ?? null;
}

/** Whether a still-valid code was issued to `userId` in the last `withinMs` (no mail floods). */
export async function hasRecentCode(db: Database, userId: string, withinMs: number): Promise<boolean> {
  const rows = await db
    .select({ userId: authCodes.userId })
    .from(authCodes)
    .where(
      and(
        eq(authCodes.userId, userId),
        isNull(authCodes.usedAt),
        gt(authCodes.createdAt, new Date(Date.now() - withinMs)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
