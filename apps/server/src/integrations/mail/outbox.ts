import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, TxHandle } from '../../db/client';
import { mailOutbox } from '../../db/schema';

export type OutboxMail = typeof mailOutbox.$inferSelect;
export type NewOutboxMail = Pick<
  typeof mailOutbox.$inferInsert,
  'toAddress' | 'template' | 'subject' | 'textBody' | 'htmlBody' | 'headers' | 'idempotencyKey'
>;

const MAX_ERROR_LENGTH = 2_000;

/** Records a mail; null when one with the same idempotency key exists (it is not queued twice). */
export async function insertOutboxMail(db: Database, mail: NewOutboxMail): Promise<string | null> {
  const [row] = await db
    .insert(mailOutbox)
    .values(mail)
    .onConflictDoNothing({ target: mailOutbox.idempotencyKey })
    .returning({ id: mailOutbox.id });
  return row?.id ?? null;
}

/**
 * Records many mails in one statement (one array parameter per column, so a batch of
 * hundreds costs one round trip and little encoding); answers the ids of those whose key
 * was new.
 */
export async function insertOutboxMails(tx: TxHandle, mails: NewOutboxMail[]): Promise<string[]> {
  if (!mails.length) return [];
  const column = <K extends keyof NewOutboxMail>(key: K) => mails.map((m) => m[key] ?? null);
  const { rows } = await tx.executeSql(
    `insert into mail_outbox (to_address, template, subject, text_body, html_body, headers, idempotency_key)
     select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::jsonb[], $7::text[])
     on conflict (idempotency_key) do nothing
     returning id`,
    [
      column('toAddress'),
      column('template'),
      column('subject'),
      column('textBody'),
      column('htmlBody'),
      mails.map((m) => (m.headers ? JSON.stringify(m.headers) : null)),
      column('idempotencyKey'),
    ],
  );
  return (rows as { id: string }[]).map((r) => r.id);
}

export async function findOutboxMail(db: Database, id: string): Promise<OutboxMail | null> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row ?? null;
}

/** The try that claimed a mail: its id and the attempt it counted. */
export interface OutboxTry {
  id: string;
  attempt: number;
}

/**
 * Takes the mail for one try just before it is handed to SMTP, in one committed write: counts
 * the attempt, holds a lease for `leaseSeconds` and marks it `sendingAt`. Null when it was
 * sent already, failed for good, does not exist, or another try holds the lease.
 */
export async function claimOutboxMail(
  db: Database,
  id: string,
  leaseSeconds: number,
): Promise<OutboxTry | null> {
  const [row] = await db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      lockedUntil: sql`now() + ${leaseSeconds}::int * interval '1 second'`,
      sendingAt: sql`now()`,
    })
    .where(
      and(
        eq(mailOutbox.id, id),
        eq(mailOutbox.status, 'queued'),
        or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, sql`now()`)),
      ),
    )
    .returning({ id: mailOutbox.id, attempt: mailOutbox.attempts });
  return row ?? null;
}

/** Still this try's: queued, its attempt the last one counted. */
const ownedBy = (t: OutboxTry) =>
  and(eq(mailOutbox.id, t.id), eq(mailOutbox.status, 'queued'), eq(mailOutbox.attempts, t.attempt));

/** The server took the mail (or the log did): it is never sent again. */
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

/**
 * Records a failed try; the mail is `failed` when `final`, otherwise queued for the next try.
 * `refused`: the server answered with a refusal, so it does not have the message and the
 * sending mark goes. A try that no longer owns the mail records nothing: the newer try's
 * outcome stands.
 */
export async function recordOutboxFailure(
  db: Database,
  t: OutboxTry,
  failure: { error: string; final: boolean; refused: boolean },
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      status: failure.final ? 'failed' : 'queued',
      lastError: failure.error.slice(0, MAX_ERROR_LENGTH),
      lockedUntil: null,
      ...(failure.refused ? { sendingAt: null } : {}),
    })
    .where(ownedBy(t));
}

/**
 * The last try of a mail that never reached a server (no connection came free for it in
 * time): `failed`, unless another try holds it or it is no longer queued.
 */
export async function recordOutboxGivenUp(db: Database, id: string, error: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'failed', lastError: error.slice(0, MAX_ERROR_LENGTH) })
    .where(
      and(
        eq(mailOutbox.id, id),
        eq(mailOutbox.status, 'queued'),
        or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, sql`now()`)),
      ),
    );
}
