import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DbHandle } from '../../src/db/client';
import { engine, TEST_DATABASE_URL, withDatabase } from './engine';

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
  const clone = await clonePostgresTemplate();
  const handle = await openDatabase({ engine: 'postgres', url: clone.url, poolSize: 4 });
  return {
    handle,
    async drop() {
      await handle.close();
      await clone.drop();
    },
  };
}

const adminQuery = async (text: string) => {
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
};

/** A PostgreSQL database of its own, migrated (from the run's template), and its removal. */
export async function clonePostgresTemplate(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `shiplog_t_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await adminQuery(`create database ${name} template ${inject('pgTemplate')}`);
  return {
    url: withDatabase(TEST_DATABASE_URL, name),
    drop: () => adminQuery(`drop database if exists ${name} with (force)`),
  };
}
