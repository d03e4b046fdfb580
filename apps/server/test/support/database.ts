import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { expect, inject } from 'vitest';
import { openDatabase, queryObserver, type DbHandle } from '../../src/db/client';
import { engineFree } from '../engine-split';
import { engine, TEST_DATABASE_URL, withDatabase } from './engine';
import { scratchDir } from './scratch';
import { until } from './wait';

export interface TestDatabase {
  handle: DbHandle;
  /** Closes the connection and removes the database. */
  drop(): Promise<void>;
}

let snapshot: { path: string; blob: Blob } | undefined;
/** The run's migrated PGlite snapshot (a tar), read once per worker: PGlite only reads the Blob. */
export function pgliteSnapshot(): Blob {
  const path = inject('pgliteSnapshot');
  if (snapshot?.path !== path) snapshot = { path, blob: new Blob([readFileSync(path)]) };
  return snapshot.blob;
}

/** test/engine-split.ts's engine-free files, as patterns on a test file's path. */
const engineFreeFiles = engineFree.map(
  (pattern) => new RegExp(`/apps/server/${pattern.replace(/\./g, '\\.').replace(/\*/g, '[^/]*')}$`),
);

/**
 * Fails the test when its file is listed as engine-free (it runs on one engine only) but opens
 * a database: such a file belongs on both engines or on PostgreSQL (test/engine-split.ts).
 */
export function assertNotEngineFree() {
  const file = expect.getState().testPath ?? '';
  if (engineFreeFiles.some((pattern) => pattern.test(file)))
    throw new Error(`${file} is listed as engine-free in test/engine-split.ts but opens a database`);
}

/** A migrated database of its own, cloned from the run's snapshot or template. */
export async function createTestDatabase(): Promise<TestDatabase> {
  assertNotEngineFree();
  if (engine === 'pglite') {
    const handle = await openDatabase({ engine: 'pglite', loadDataDir: pgliteSnapshot() });
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

/**
 * A new DATA_DIR that already holds the run's migrated embedded database: the app opens it in
 * a moment, where creating one costs seconds. For tests about something else than a first start.
 */
export async function migratedDataDir(): Promise<string> {
  assertNotEngineFree();
  const dataDir = scratchDir('data');
  const handle = await openDatabase({ engine: 'pglite', dataDir, loadDataDir: pgliteSnapshot() });
  await handle.close();
  return dataDir;
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

/** An empty PostgreSQL database of its own (nothing migrated), and its removal. */
export async function emptyPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `shiplog_e_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await adminQuery(`create database ${name}`);
  return {
    url: withDatabase(TEST_DATABASE_URL, name),
    drop: () => adminQuery(`drop database if exists ${name} with (force)`),
  };
}

/** The SQL statements our code sends while `fn` runs. */
export async function statementsOf<T>(fn: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const statements: string[] = [];
  queryObserver.current = (sql) => statements.push(sql);
  try {
    return { result: await fn(), statements };
  } finally {
    queryObserver.current = null;
  }
}

/**
 * Waits until the database's clock (`now()`, which decides what is published) has passed `at`:
 * for scheduled things that fall due on their own, with no job and no write.
 */
export async function untilDatabaseTime(database: DbHandle, at: Date | string, timeoutMs = 20_000) {
  const iso = new Date(at).toISOString();
  await until(
    async () => {
      const { rows } = await database.executeSql('select now() >= $1::timestamptz as due', [iso]);
      return (rows[0] as { due: boolean }).due === true;
    },
    timeoutMs,
    `the database clock to pass ${iso}`,
  );
}

/**
 * Runs `fn` while the database refuses the writes a trigger named `name` catches on `table`
 * (`event`: e.g. 'insert', 'update'; `when`: an optional condition on `new`), raising `message`.
 * The trigger and its function are removed afterwards, whatever `fn` did.
 */
export async function whileRefusing<T>(
  database: DbHandle,
  refusal: { name: string; table: string; event: string; when?: string; message: string },
  fn: () => Promise<T>,
): Promise<T> {
  const { name, table, event, when, message } = refusal;
  await database.executeSql(
    `create function ${name}() returns trigger language plpgsql as $$ begin raise exception '${message}'; end $$`,
  );
  await database.executeSql(
    `create trigger ${name} before ${event} on ${table} for each row ${when ? `when (${when}) ` : ''}execute function ${name}()`,
  );
  try {
    return await fn();
  } finally {
    await database.executeSql(`drop trigger ${name} on ${table}`);
    await database.executeSql(`drop function ${name}()`);
  }
}
