import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { setFlagsFromString } from 'node:v8';
import pg from 'pg';
import { copyDataTemplate } from './data-template';
import { serverSourceFile } from '../server-files';
import { runDataMigrations } from './data-migrations';
import { createStatementLanes } from './statement-lanes';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface SqlResult {
  rows: Record<string, unknown>[];
}

/** One database, whichever engine: Drizzle for our code, raw SQL for the job queue. */
export interface DbHandle {
  engine: 'pglite' | 'postgres';
  db: Database;
  executeSql(text: string, values?: unknown[]): Promise<SqlResult>;
  /**
   * Runs `fn` in one transaction on one connection; Drizzle and raw SQL (e.g. queueing a
   * job) inside it commit or roll back together.
   */
  transaction<T>(fn: (tx: TxHandle) => Promise<T>): Promise<T>;
  /**
   * Brings the schema and data up to date, then runs `after` (the job queue's own schema and
   * queues), all under one lock on PostgreSQL: processes started at the same moment on one
   * database take turns, so none trips over another's half-created tables.
   */
  migrate(after?: () => Promise<void>): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball (test snapshots). */
  dump?(): Promise<Blob>;
  /** PGlite only: the database as a plain SQL dump (pg_dump), consistent while the app runs. */
  sqlDump?(): Promise<string>;
  /**
   * PGlite only (no autovacuum runs in it): VACUUM of `table`, for work that updates or deletes
   * many of its rows, whose dead versions otherwise slow every later read of it.
   */
  vacuum?(table: string): Promise<void>;
}

export type TxHandle = Pick<DbHandle, 'db' | 'executeSql'>;

export const migrationsFolder = serverSourceFile('db', 'migrations');
/**
 * Test hook: when set, sees every SQL statement our code sends (Drizzle and executeSql),
 * e.g. to count the statements a request costs. Unset in the app.
 */
export const queryObserver: { current: ((sql: string) => void) | null } = { current: null };
const logger = { logQuery: (sql: string) => queryObserver.current?.(sql) };
const observe = (sql: string) => queryObserver.current?.(sql);

/** Serialises start-up (migrations, the job queue's schema and queues) when several processes start against one PostgreSQL. */
const MIGRATION_LOCK = 727_001;

export type DbOptions =
  | { engine: 'pglite'; dataDir?: string; loadDataDir?: Blob }
  | { engine: 'postgres'; url: string; poolSize?: number };

export async function openDatabase(options: DbOptions): Promise<DbHandle> {
  const { handle, migrateSchema, underStartLock } =
    options.engine === 'pglite' ? await openPglite(options) : await openPostgres(options);
  const opened: DbHandle = {
    ...handle,
    migrate: (after) =>
      underStartLock(async () => {
        await migrateSchema();
        await runDataMigrations(opened);
        await after?.();
      }),
  };
  return opened;
}

/** An opened database before openDatabase adds migrations: the handle, its schema migration and its start lock. */
interface OpenedDatabase {
  handle: Omit<DbHandle, 'migrate'>;
  migrateSchema(): Promise<void>;
  underStartLock(fn: () => Promise<void>): Promise<void>;
}

/**
 * PGlite's shared buffers. Postgres's default (128 MB) is all touched at start in WebAssembly
 * memory, whatever the data; 16 MB holds the working set of a small instance, and pages beyond
 * it come from the operating system's file cache.
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

async function openPglite(options: { dataDir?: string; loadDataDir?: Blob }): Promise<OpenedDatabase> {
  // Loaded only for the embedded database: a process on PostgreSQL never needs them.
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  if (options.dataDir && !options.loadDataDir) copyDataTemplate(options.dataDir);
  // V8 compiles Postgres's WebAssembly with its baseline tier (Liftoff) only. The optimising
  // tier recompiles hot functions in the background: ~65 MB more memory, about a second of CPU
  // at start (more across a test run's many databases), for CPU-heavy queries ~25% faster.
  setFlagsFromString('--liftoff-only');
  const client = await PGlite.create(options.dataDir, {
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  // One statement at a time on this thread: requests' before background work's.
  const lanes = createStatementLanes({ capacity: 1 });
  const inTurn = {
    query: (...args: Parameters<PGlite['query']>) => lanes.run(() => client.query(...args)),
    transaction: (...args: Parameters<PGlite['transaction']>) => lanes.run(() => client.transaction(...args)),
  } as unknown as PGlite;
  const db = drizzlePglite({ client: inTurn, schema, casing: 'snake_case', logger }) as unknown as Database;
  const handle: OpenedDatabase['handle'] = {
    engine: 'pglite',
    db,
    async executeSql(text, values) {
      observe(text);
      // PGlite's extended protocol takes one statement; unparameterised scripts go through exec.
      if (!values?.length && text.includes(';')) {
        const results = await lanes.run(() => client.exec(text));
        return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
      }
      const result = await inTurn.query<Record<string, unknown>>(text, values ?? []);
      return { rows: result.rows };
    },
    transaction: (fn) =>
      inTurn.transaction((tx) =>
        fn({
          db: drizzlePglite({
            client: tx as unknown as PGlite,
            schema,
            casing: 'snake_case',
            logger,
          }) as unknown as Database,
          executeSql: async (text, values) => {
            observe(text);
            return { rows: (await tx.query<Record<string, unknown>>(text, values ?? [])).rows };
          },
        }),
      ),
    dump: () => client.dumpDataDir('gzip'),
    async vacuum(table) {
      observe(`vacuum ${table}`);
      await lanes.run(() => client.exec(`vacuum ${table}`));
    },
    sqlDump: async () => (await import('./sql-dump')).dumpPgliteSql(client),
    async close() {
      if (!client.closed) await client.close();
    },
  };
  return {
    handle,
    migrateSchema: () => migratePglite(drizzlePglite({ client }), { migrationsFolder }),
    // One process per DATA_DIR (its lock file): nothing to take turns with.
    underStartLock: (fn: () => Promise<void>) => fn(),
  };
}

async function openPostgres(options: { url: string; poolSize?: number }): Promise<OpenedDatabase> {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection must not crash the process; the next query reports it.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case', logger }) as unknown as Database;
  let closed = false;
  const handle: OpenedDatabase['handle'] = {
    engine: 'postgres',
    db,
    async executeSql(text, values) {
      observe(text);
      const result = await pool.query(text, values ?? []);
      const last = Array.isArray(result) ? result.at(-1) : result;
      return { rows: (last?.rows ?? []) as Record<string, unknown>[] };
    },
    async transaction(fn) {
      const conn = await pool.connect();
      try {
        await conn.query('begin');
        const result = await fn({
          db: drizzlePg({ client: conn, schema, casing: 'snake_case', logger }) as unknown as Database,
          executeSql: async (text, values) => {
            observe(text);
            return { rows: (await conn.query(text, values ?? [])).rows };
          },
        });
        await conn.query('commit');
        return result;
      } catch (err) {
        await conn.query('rollback').catch(() => {});
        throw err;
      } finally {
        conn.release();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
  return {
    handle,
    migrateSchema: () => migratePg(drizzlePg({ client: pool }), { migrationsFolder }),
    // A session-level advisory lock, held on one connection while the others work.
    async underStartLock(fn) {
      const conn = await pool.connect();
      try {
        await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await fn();
      } finally {
        await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
        conn.release();
      }
    },
  };
}

/** Answers within `timeoutMs` whether the database takes a query. */
export async function pingDatabase(handle: DbHandle, timeoutMs = 2_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([handle.executeSql('select 1').then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
