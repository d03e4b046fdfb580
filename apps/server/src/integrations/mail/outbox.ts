import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';

export type OutboxMail = typeof mailOutbox.$inferSelect;
export type NewOutboxMail = Pick<
  typeof mailOutbox.$inferInsert,
  'toAddress' | 'template' | 'subject' | 'textBody' | 'htmlBody' | 'headers'
>;

const MAX_ERROR_LENGTH = 2_000;

export async function insertOutboxMail(db: Database, mail: NewOutboxMail): Promise<string> {
  const [row] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
  return row!.id;
}

export async function findOutboxMail(db: Database, id: string): Promise<OutboxMail | null> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row ?? null;
}

/**
 * Takes the mail for one try: counts the attempt and holds a lease for `leaseSeconds`.
 * Null when it was sent already, does not exist, or another job holds the lease.
 */
export async function claimOutboxMail(db: Database, id: string, leaseSeconds: number) {
  const [row] = await db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      lockedUntil: sql`now() + ${leaseSeconds}::int * interval '1 second'`,
    })
    .where(
      and(
        eq(mailOutbox.id, id),
        inArray(mailOutbox.status, ['queued', 'failed']),
        or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, sql`now()`)),
      ),
    )
    .returning();
  return row ?? null;
}

export async function markOutboxDelivered(
  db: Database,
  id: string,
  result: { status: 'sent' | 'logged'; messageId: string | null },
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: result.status, messageId: result.messageId, sentAt: sql`now()`, lockedUntil: null })
    .where(eq(mailOutbox.id, id));
}

/** Records a failed try; the mail is `failed` when `final`, otherwise queued for the next try. */
export async function recordOutboxFailure(
  db: Database,
  id: string,
  failure: { error: string; final: boolean },
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      status: failure.final ? 'failed' : 'queued',
      lastError: failure.error.slice(0, MAX_ERROR_LENGTH),
      lockedUntil: null,
    })
    .where(eq(mailOutbox.id, id));
}
