import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './lib/data-dir';
import { createLogger } from './lib/logger';
import { SHUTDOWN_TIMEOUT_MS, startRuntime, stopOnSignals } from './runtime';

/** Shared by main.ts and worker.ts: known start-up failures print one line and exit 1. */
export async function boot(opts: {
  http: boolean;
  workers?: boolean;
  /** How long public project reads stay in memory; 0 turns that cache off (benchmarks). */
  readCacheTtlMs?: number;
}) {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  if (!opts.http && !config.DATABASE_URL) {
    console.error(
      'npm run worker needs DATABASE_URL: with the embedded database, npm start runs the workers in-process.',
    );
    process.exit(1);
  }
  const logger = createLogger(config.LOG_LEVEL);
  // SIGTERM/SIGINT while starting: finish starting (the data dir's lock and the database are
  // then released in order), stop at once, and give up after the shutdown timeout.
  let early: NodeJS.Signals | null = null;
  const onEarlySignal = (signal: NodeJS.Signals) => {
    early ??= signal;
    setTimeout(() => process.exit(1), SHUTDOWN_TIMEOUT_MS).unref();
  };
  process.on('SIGTERM', onEarlySignal).on('SIGINT', onEarlySignal);
  try {
    const runtime = await startRuntime(config, logger, {
      http: opts.http,
      workers: opts.workers ?? config.RUN_WORKERS,
      readCacheTtlMs: opts.readCacheTtlMs,
    });
    stopOnSignals(runtime, logger);
    process.off('SIGTERM', onEarlySignal).off('SIGINT', onEarlySignal);
    if (early) process.kill(process.pid, early);
    logger.info(
      { engine: runtime.deps.database.engine, url: opts.http ? config.PUBLIC_URL : undefined },
      opts.http ? `Shiplog is running at ${config.PUBLIC_URL}` : 'Shiplog workers are running',
    );
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(err.message);
      process.exit(1);
    }
    logger.fatal({ err }, 'start-up failed');
    process.exit(1);
  }
}
