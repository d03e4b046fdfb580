import type { TxHandle } from '../../db/client';
import type { AppDeps } from '../../deps';
import { wakeMailWorker } from './queue-mail';

/**
 * Sweeps that mail about due work (new updates, new comments, digests). Work is claimed by a
 * write in the transaction that records its mails (keyed once by their idempotency keys): two
 * workers never both take it, and a crash or error rolls back the claim with the mails, so the
 * work stays due for the next sweep.
 */

export interface SweepOptions {
  /** The clock: work due up to this moment is taken. */
  now?: Date;
  /** Most items taken in one call. */
  limit?: number;
}

export interface SweepResult {
  /** Items this call claimed. */
  claimed: number;
  /** Mails recorded in the outbox and queued. */
  mails: number;
}

type SweepDeps = Pick<AppDeps, 'database' | 'config' | 'queue'>;

/** One transaction of a sweep; after it commits, this process's mail worker starts on its mails. */
async function inTransaction<R extends SweepResult | null>(
  deps: SweepDeps,
  claim: (tx: TxHandle) => Promise<R>,
): Promise<R> {
  const result = await deps.database.transaction(claim);
  if (result?.mails) wakeMailWorker(deps);
  return result;
}

/**
 * Claims each item in a transaction of its own: `claim` takes it with a conditional write and
 * records its mails, answering how many (null when another worker took it first). An item that
 * fails is rolled back and handed to `failed`; the others go on.
 */
export async function sweepEach<T>(
  deps: SweepDeps,
  items: readonly T[],
  claim: (tx: TxHandle, item: T) => Promise<number | null>,
  failed: (err: unknown, item: T) => void,
): Promise<SweepResult> {
  const total: SweepResult = { claimed: 0, mails: 0 };
  for (const item of items) {
    let done: SweepResult | null;
    try {
      done = await inTransaction(deps, async (tx) => {
        const mails = await claim(tx, item);
        return mails === null ? null : { claimed: 1, mails };
      });
    } catch (err) {
      failed(err, item);
      continue;
    }
    if (!done) continue;
    total.claimed++;
    total.mails += done.mails;
  }
  return total;
}

/**
 * Claims batch after batch, each in one transaction: `claim` locks at most `size` due rows (FOR
 * UPDATE SKIP LOCKED), moves them past due and records their mails. Stops after a short batch.
 */
export async function sweepBatches(
  deps: SweepDeps,
  size: number,
  claim: (tx: TxHandle) => Promise<SweepResult>,
): Promise<SweepResult> {
  const total: SweepResult = { claimed: 0, mails: 0 };
  for (;;) {
    const batch = await inTransaction(deps, claim);
    total.claimed += batch.claimed;
    total.mails += batch.mails;
    if (batch.claimed < size) return total;
  }
}
