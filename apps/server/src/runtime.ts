import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Config } from './config';
import { openDatabase, type DbHandle } from './db/client';
import { createAiWriter } from './integrations/ai';
import { createMailer } from './integrations/mail';
import type { AppDeps } from './deps';
import { createJobs } from './jobs';
import { JobQueue } from './queue/job-queue';
import { openBackupChannel } from './lib/backup-channel';
import { ensureDataDir, lockDataDir, resolveAppSecret } from './lib/data-dir';
import { createProjectReads } from './lib/project-read-cache';
import { serverRoot } from './server-files';
import { ensureProductChangelog } from './modules/projects/product-changelog';

export const SHUTDOWN_TIMEOUT_MS = 10_000;
const defaultDist = join(serverRoot, '..', 'web', 'dist');

export interface Runtime {
  deps: AppDeps;
  app: FastifyInstance | null;
  /** Stops accepting, lets in-flight requests and running jobs finish, closes the database. */
  stop(): Promise<void>;
}

/** Config → data dir (lock, secret) → database → migrations → queue (→ HTTP). */
export async function startRuntime(
  config: Config,
  logger: Logger,
  opts: {
    http: boolean;
    workers: boolean;
    configure?: (app: FastifyInstance) => unknown;
    /** How long public project reads stay in memory (default PROJECT_READ_TTL_MS; 0: off). */
    readCacheTtlMs?: number;
  },
): Promise<Runtime> {
  const dataDir = ensureDataDir(config.DATA_DIR);
  const embedded = !config.DATABASE_URL;
  const unlock = embedded ? lockDataDir(dataDir) : () => {};
  let database: DbHandle | null = null;
  try {
    const secret = resolveAppSecret(dataDir, config.APP_SECRET);
    if (!embedded && !config.APP_SECRET) {
      logger.warn(
        'APP_SECRET is not set: using the one in DATA_DIR; every process sharing DATABASE_URL needs the same',
      );
    }
    database = await openDatabase(
      config.DATABASE_URL ? { engine: 'postgres', url: config.DATABASE_URL } : { engine: 'pglite', dataDir },
    );
    const queue = new JobQueue<AppDeps>(database, logger, createJobs(config), {
      pollingIntervalSeconds: config.JOB_POLLING_SECONDS,
      maintenanceIntervalSeconds: config.JOB_MAINTENANCE_SECONDS,
    });
    const webDistDir = config.WEB_DIST_DIR ?? (existsSync(defaultDist) ? defaultDist : null);
    const mailer = createMailer(config, logger);
    const deps: AppDeps = {
      config,
      database,
      secret,
      logger,
      queue,
      mailer,
      ai: createAiWriter(config),
      ...createProjectReads(opts.readCacheTtlMs),
      webDistDir,
    };
    // The queue's schema and queues are created under the migrations' lock: processes started
    // together on one PostgreSQL database take turns instead of racing to create them.
    await database.migrate(async () => {
      await queue.start({ workers: opts.workers, deps });
      if (config.PRODUCT_CHANGELOG) await ensureProductChangelog(deps.database);
    });

    let app: FastifyInstance | null = null;
    if (opts.http) {
      // The HTTP app (Fastify, every route) is loaded only by processes that serve it: not by
      // `npm run worker`.
      const { buildApp } = await import('./app');
      app = await buildApp(deps);
      await opts.configure?.(app);
      await app.listen({ port: config.PORT, host: config.HOST });
    }
    // `npm run db:backup` asks the process holding the embedded database for its dump.
    const closeBackups = database.sqlDump ? await openBackupChannel(dataDir, database.sqlDump, logger) : null;
    const db = database;
    let stopping: Promise<void> | null = null;
    const stop = () =>
      (stopping ??= (async () => {
        await closeHttp(app);
        await closeBackups?.();
        await queue.stop(SHUTDOWN_TIMEOUT_MS - 2_000);
        mailer.close?.();
        await db.close();
        unlock();
      })());
    return { deps, app, stop };
  } catch (err) {
    await database?.close().catch(() => {});
    unlock();
    throw err;
  }
}

/**
 * Stops accepting and waits for requests in flight. Keep-alive connections that turn
 * idle after their last response are closed as they do, so they cannot hold the exit.
 */
async function closeHttp(app: FastifyInstance | null) {
  if (!app) return;
  const reaper = setInterval(() => app.server.closeIdleConnections(), 50);
  try {
    await app.close();
  } finally {
    clearInterval(reaper);
  }
}

/** SIGTERM/SIGINT: stop gracefully, and exit within SHUTDOWN_TIMEOUT_MS whatever happens. */
export function stopOnSignals(runtime: Runtime, logger: Logger) {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    // Later signals are ignored, not left to Node's default (exit at once): a Ctrl-C under
    // `npm start` reaches the server twice, from the terminal and passed on by npm.
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    force.unref();
    runtime.stop().then(
      () => process.exit(0),
      (err: unknown) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
