import type { UpdateSource } from '@shiplog/contract';
import type { AppDeps } from '../../deps';
import type { DbHandle } from '../../db/client';
import { updates } from '../../db/schema';
import { storeSources } from '../../domain/update-sources';
import { wakeDeliveries } from '../../integrations/outbound-webhooks';
import { announceIfOut } from './announce-updates';
import type { UpdateRow } from './update-query';

/** The columns of a new update row. */
export type NewUpdateRow = typeof updates.$inferInsert;

type Writer = Pick<AppDeps, 'database' | 'afterProjectWrite' | 'queue' | 'config'>;
interface WriteOptions {
  sources?: readonly UpdateSource[];
}

/**
 * The one place a new update row is inserted (a source scan test keeps it so): the row, the
 * sources it was built from and, when it is published now, its `update.published` event for
 * the project's webhooks and channels, in one transaction; then the after-write hook. `ifAbsent`:
 * a row a unique index already holds (the same delivery, the same announced commit) is
 * skipped and the answer is null; otherwise a conflict is thrown to the caller.
 */
export async function insertUpdate(
  deps: Writer,
  values: NewUpdateRow,
  options?: WriteOptions,
): Promise<UpdateRow>;
export async function insertUpdate(
  deps: Writer,
  values: NewUpdateRow,
  options: WriteOptions & { ifAbsent: true },
): Promise<UpdateRow | null>;
export async function insertUpdate(
  deps: Writer,
  values: NewUpdateRow,
  { sources = [], ifAbsent = false }: WriteOptions & { ifAbsent?: boolean } = {},
): Promise<UpdateRow | null> {
  const { row, deliveries } = await deps.database.transaction(async (tx) => {
    const insert = tx.db.insert(updates).values(values);
    const [inserted] = await (ifAbsent ? insert.onConflictDoNothing() : insert).returning();
    if (!inserted) return { row: null, deliveries: 0 };
    await storeSources(tx.db, inserted.id, sources);
    const announced = await announceIfOut(deps, tx, inserted.id);
    return { row: announced.row ?? inserted, deliveries: announced.deliveries };
  });
  if (deliveries) wakeDeliveries(deps);
  if (row) deps.afterProjectWrite(row.projectId);
  return row;
}

/**
 * Fixed history written in bulk (the product changelog, demo and benchmark data): rows that
 * exist already are kept. Returns the ids inserted; the hook runs for each project touched.
 */
export async function insertUpdateHistory(
  deps: { database: Pick<DbHandle, 'db'>; afterProjectWrite?: AppDeps['afterProjectWrite'] },
  rows: NewUpdateRow[],
): Promise<string[]> {
  if (!rows.length) return [];
  const inserted = await deps.database.db
    .insert(updates)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: updates.id, projectId: updates.projectId });
  for (const projectId of new Set(inserted.map((r) => r.projectId))) deps.afterProjectWrite?.(projectId);
  return inserted.map((r) => r.id);
}
