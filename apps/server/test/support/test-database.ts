import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DbHandle } from '../../src/db/client';
import { engine, TEMPLATE_DB, TEST_DATABASE_URL, withDatabase } from './engine';

export interface TestDatabase {
  handle: DbHandle;
  /** Closes the connection and removes the database. */
  drop(): Promise<void>;
}

/** A migrated database of its own, cloned from the run's snapshot or template. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (engine === 'pglite') {
    const snapshot = new Blob([readFileSync(inject('pgliteSnapshot'))]);
    const handle = await openDatabase({ engine: 'pglite', loadDataDir: snapshot });
    return { handle, drop: () => handle.close() };
  }
  const name = `shiplog_t_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${TEMPLATE_DB}`);
  } finally {
    await admin.end();
  }
  const handle = await openDatabase({ engine: 'postgres', url: withDatabase(TEST_DATABASE_URL, name), poolSize: 4 });
  return {
    handle,
    async drop() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
