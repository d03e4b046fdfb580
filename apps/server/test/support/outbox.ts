import { and, desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../../src/db/schema';
import type { DbHandle } from '../../src/db/client';
import { until } from './wait';

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** A test app, a mail harness: anything with the app's database. */
export interface WithDatabase {
  deps: { database: DbHandle };
}

/** Mail the app recorded for `to` (of one `template` when given), newest first. */
export function outboxTo(t: WithDatabase, to: string, template?: string): Promise<OutboxRow[]> {
  const address = eq(mailOutbox.toAddress, to);
  return t.deps.database.db
    .select()
    .from(mailOutbox)
    .where(template ? and(address, eq(mailOutbox.template, template)) : address)
    .orderBy(desc(mailOutbox.createdAt));
}

/** Outbox rows of one template, to anyone. */
export const outboxOf = (t: WithDatabase, template: string) =>
  t.deps.database.db.select().from(mailOutbox).where(eq(mailOutbox.template, template));

/** Waits until the outbox has no mail left to send (all sent or failed). */
export async function untilOutboxSettled(t: WithDatabase, timeoutMs = 20_000) {
  await until(
    async () => (await t.deps.database.db.$count(mailOutbox, eq(mailOutbox.status, 'queued'))) === 0,
    timeoutMs,
    'the outbox to settle',
  );
}

/** Waits until no job of `names` is waiting, due for a retry or running in the database. */
export async function untilJobsIdle(database: DbHandle, names: string[], timeoutMs = 20_000): Promise<void> {
  await until(
    async () => {
      const { rows } = await database.executeSql(
        `select count(*)::int as n from pgboss.job where name = any($1) and state in ('created', 'retry', 'active')`,
        [names],
      );
      return Number((rows[0] as { n: number }).n) === 0;
    },
    timeoutMs,
    `the ${names.join(', ')} jobs to finish`,
  );
}

/**
 * Waits until every mail recorded so far has been tried for the last time: nothing queued in
 * the outbox and no send-mail job waiting, due for a retry or running. A mail sent twice has
 * arrived by then.
 */
export async function untilMailSent(t: WithDatabase, timeoutMs = 20_000): Promise<void> {
  await untilOutboxSettled(t, timeoutMs);
  await untilJobsIdle(t.deps.database, ['send-mail'], timeoutMs);
}
