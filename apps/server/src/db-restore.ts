/**
 * `npm run db:restore -- <file> [--force]`: loads a plain SQL dump (`npm run db:backup`, or
 * `pg_dump --inserts`) into an empty database: the embedded one in DATA_DIR (the app must be
 * stopped), or PostgreSQL when DATABASE_URL is set, e.g. to move an installation from the
 * embedded database to PostgreSQL. `--force` drops what the target holds first. All in one
 * transaction: on any error the target is left as it was.
 */
import { PGlite } from '@electric-sql/pglite';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { checkDump, RestoreError, restoreSql, type RestoreResult, type SqlSession } from './db/sql-restore';
import { failCli, loadCliConfig } from './lib/cli-database';
import { DataDirLockedError, ensureDataDir, lockDataDir } from './lib/data-dir';

const COMMAND = 'npm run db:restore';

const { positionals, values: args } = parseArgs({
  allowPositionals: true,
  options: { force: { type: 'boolean', default: false } },
});
if (positionals.length !== 1) failCli(`Usage: ${COMMAND} -- <file.sql> [--force]`);
/** npm runs the script in apps/server; a relative path is taken from where npm was run. */
const input = resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]!);

let sql: string;
try {
  sql = readFileSync(input, 'utf8');
} catch (err) {
  failCli(`${COMMAND}: cannot read ${input}: ${(err as Error).message}`);
}
try {
  checkDump(sql);
} catch (err) {
  failCli(`${COMMAND} failed: ${(err as Error).message}`);
}

const config = loadCliConfig();

async function restoreIntoPostgres(url: string): Promise<RestoreResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const session: SqlSession = {
      exec: async (script) => void (await client.query(script)),
      query: async (text, values) => (await client.query(text, values)).rows,
    };
    return await restoreSql(session, sql, { force: args.force, where: 'The database at DATABASE_URL' });
  } finally {
    await client.end();
  }
}

async function restoreIntoDataDir(dataDir: string): Promise<RestoreResult> {
  let unlock: () => void;
  try {
    unlock = lockDataDir(dataDir);
  } catch (err) {
    if (err instanceof DataDirLockedError)
      failCli(`${COMMAND} cannot restore while the app runs: ${err.message}`);
    throw err;
  }
  try {
    const client = await PGlite.create(dataDir);
    try {
      const session: SqlSession = {
        exec: async (script) => void (await client.exec(script)),
        query: async (text, values) => (await client.query<never>(text, values)).rows,
      };
      return await restoreSql(session, sql, {
        force: args.force,
        where: `The embedded database in ${dataDir}`,
      });
    } finally {
      await client.close();
    }
  } finally {
    unlock();
  }
}

try {
  const where = config.DATABASE_URL
    ? 'the database at DATABASE_URL'
    : `the embedded database in ${config.DATA_DIR}`;
  const { tables, rows } = config.DATABASE_URL
    ? await restoreIntoPostgres(config.DATABASE_URL)
    : await restoreIntoDataDir(ensureDataDir(config.DATA_DIR));
  console.log(`Restored ${input} into ${where}: ${tables} tables, ${rows} rows.`);
  console.log(
    'Start the app with the app secret of the installation that was backed up (APP_SECRET, or its ' +
      'DATA_DIR/app-secret): sign-ins, links in mail already sent and stored GitHub tokens need it.',
  );
} catch (err) {
  const reason = err instanceof RestoreError ? err.message : `nothing was changed: ${(err as Error).message}`;
  failCli(`${COMMAND} failed: ${reason}`);
}
