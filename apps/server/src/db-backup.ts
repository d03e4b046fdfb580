/**
 * `npm run db:backup [-- file]`: the embedded database in DATA_DIR as a plain SQL dump (pg_dump),
 * by default `shiplog-backup-<UTC time>.sql` where npm was run. While the app runs and holds
 * the database, the app takes the dump itself (lib/backup-channel.ts); otherwise this command
 * opens DATA_DIR. Either way the dump is one consistent state. With DATABASE_URL, PostgreSQL's
 * own pg_dump is the tool: this prints its command and exits 1.
 */
import { PGlite } from '@electric-sql/pglite';
import { existsSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { dumpPgliteSql } from './db/sql-dump';
import { requestBackup } from './lib/backup-channel';
import { failCli, loadCliConfig } from './lib/cli-database';
import { DataDirLockedError, lockDataDir } from './lib/data-dir';

const COMMAND = 'npm run db:backup';

const { positionals } = parseArgs({ allowPositionals: true, options: {} });
if (positionals.length > 1) failCli(`Usage: ${COMMAND} [-- file.sql]`);

const stamp = new Date()
  .toISOString()
  .replace(/[-:]/g, '')
  .replace(/\.\d+Z$/, 'Z');
/** npm runs the script in apps/server; a relative path is taken from where npm was run. */
const output = resolve(
  process.env.INIT_CWD ?? process.cwd(),
  positionals[0] ?? `shiplog-backup-${stamp}.sql`,
);

const config = loadCliConfig();
if (config.DATABASE_URL) {
  failCli(
    `${COMMAND} backs up the embedded database. With DATABASE_URL set, use PostgreSQL's pg_dump, ` +
      'which reads one consistent snapshot while the app runs:\n' +
      `  pg_dump --no-owner --no-privileges --inserts --file=${JSON.stringify(output)} "$DATABASE_URL"\n` +
      `(--inserts lets npm run db:restore load it into the embedded database as well as into PostgreSQL.)`,
  );
}
if (existsSync(output)) failCli(`${COMMAND}: ${output} already exists; name another file.`);

const dataDir = resolve(config.DATA_DIR);
if (!existsSync(join(dataDir, 'PG_VERSION')))
  failCli(`${COMMAND}: there is no embedded database in ${dataDir}.`);

/** The dump, and who took it. */
async function takeDump(): Promise<{ sql: string; by: string }> {
  let unlock: () => void;
  try {
    unlock = lockDataDir(dataDir);
  } catch (err) {
    if (!(err instanceof DataDirLockedError) || !err.pid) throw err;
    // The app runs: it takes the dump on its own connection.
    return { sql: await requestBackup(dataDir, err.pid), by: `the running app (pid ${err.pid})` };
  }
  try {
    const client = await PGlite.create(dataDir);
    try {
      return { sql: await dumpPgliteSql(client), by: 'this command (the app was not running)' };
    } finally {
      await client.close();
    }
  } finally {
    unlock();
  }
}

const formatSize = (bytes: number) =>
  bytes < 1_000_000 ? `${(bytes / 1_000).toFixed(1)} kB` : `${(bytes / 1_000_000).toFixed(1)} MB`;

try {
  const { sql, by } = await takeDump();
  // Written whole, then renamed: a file by this name is always a complete dump.
  const partial = `${output}.partial`;
  try {
    writeFileSync(partial, sql, { mode: 0o600 });
    renameSync(partial, output);
  } finally {
    rmSync(partial, { force: true });
  }
  console.log(
    `Backed up the embedded database in ${dataDir} to ${output} (${formatSize(Buffer.byteLength(sql))}), taken by ${by}.`,
  );
  console.log(
    'Keep the app secret with it (APP_SECRET, or DATA_DIR/app-secret): sign-ins, links in mail already sent ' +
      'and stored GitHub tokens and webhook secrets are sealed with it, and need the same secret after a restore.',
  );
  if (!config.S3_BUCKET)
    console.log(
      `Uploaded images are files, not in the dump: copy ${join(dataDir, 'uploads')} with it ` +
        '(e.g. rsync -a), and put it back in DATA_DIR/uploads after a restore.',
    );
} catch (err) {
  failCli(`${COMMAND} failed: ${err instanceof Error ? err.message : String(err)}`);
}
