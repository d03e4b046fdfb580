import { ConfigError, loadConfig, type Config } from '../config';
import { openDatabase, type DbHandle } from '../db/client';
import { DataDirLockedError, ensureDataDir, lockDataDir } from './data-dir';

/** Prints one line to stderr and ends a command-line script with exit code 1. */
export function failCli(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The configuration checked as at start-up; a bad variable ends the script with its one line. */
export function loadCliConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) failCli(err.message);
    throw err;
  }
}

export interface CliDatabase {
  config: Config;
  dataDir: string;
  database: DbHandle;
  /** Where the data is, for messages: `DATABASE_URL` or the embedded database's folder. */
  where: string;
  /** Closes the database and releases the data folder's lock. */
  close(): Promise<void>;
}

/**
 * The database a command-line script (`npm run seed`, `npm run waitlist:export`) works on:
 * configuration checked as at start-up, DATABASE_URL or the embedded database in DATA_DIR
 * (which the app must not be holding), migrated first.
 */
export async function openCliDatabase(command: string, whileLocked: string): Promise<CliDatabase> {
  const config = loadCliConfig();
  const dataDir = ensureDataDir(config.DATA_DIR);
  let unlock = () => {};
  if (!config.DATABASE_URL) {
    try {
      unlock = lockDataDir(dataDir);
    } catch (err) {
      if (err instanceof DataDirLockedError) failCli(`${command} ${whileLocked} ${err.message}`);
      throw err;
    }
  }
  try {
    const database = await openDatabase(
      config.DATABASE_URL ? { engine: 'postgres', url: config.DATABASE_URL } : { engine: 'pglite', dataDir },
    );
    await database.migrate().catch(async (err: unknown) => {
      await database.close();
      throw err;
    });
    return {
      config,
      dataDir,
      database,
      where: config.DATABASE_URL ? 'DATABASE_URL' : `the embedded database in ${dataDir}`,
      close: async () => {
        await database.close();
        unlock();
      },
    };
  } catch (err) {
    unlock();
    failCli(`${command} failed: ${err instanceof Error ? err.message : String(err)}`);
  }
}
