import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { openDatabase, type DbHandle } from '../../src/db/client';
import { allJobs } from '../../src/jobs';
import { JobQueue } from '../../src/queue/job-queue';
import { buildServerIfStale } from '../../build.mjs';
import { templateDb, TEST_DATABASE_URL, withDatabase } from './engine';

/** Migrations and the job-queue schema, once per run. */
async function prepare(handle: DbHandle) {
  await handle.migrate();
  const queue = new JobQueue(handle, pino({ level: 'silent' }), allJobs);
  await queue.start({ workers: false });
  await queue.stop();
}

/**
 * One migrated database per run, cloned by every test file: a PGlite snapshot
 * (dumpDataDir, as a plain tar) or a PostgreSQL template database.
 */
export default async function setup(project: TestProject) {
  // Child-process tests run the compiled server, as `npm start` does.
  await buildServerIfStale();
  // Runs in the main process: the engine comes from the project's env, not process.env.
  if (project.config.env?.DB_ENGINE !== 'postgres') {
    const handle = await openDatabase({ engine: 'pglite' });
    await prepare(handle);
    const dump = await handle.dump!();
    // Unpacked once here: every database a test opens from it would otherwise gunzip it again
    // (0.4 s of CPU each; PGlite reads a plain tar as it is).
    const path = join(mkdtempSync(join(tmpdir(), 'shiplog-snapshot-')), 'snapshot.tar');
    writeFileSync(path, gunzipSync(Buffer.from(await dump.arrayBuffer())));
    await handle.close();
    project.provide('pgliteSnapshot', path);
    project.provide('pgTemplate', '');
    return () => rmSync(dirname(path), { recursive: true, force: true });
  }
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect().catch((err: Error) => {
    throw new Error(
      `PostgreSQL is not reachable at ${TEST_DATABASE_URL} (${err.message}). Start it, set TEST_DATABASE_URL, or run npm run test:pglite.`,
    );
  });
  const TEMPLATE_DB = templateDb(`${process.pid}_${Date.now().toString(36)}`);
  await admin.query(`create database ${TEMPLATE_DB}`);
  const handle = await openDatabase({
    engine: 'postgres',
    url: withDatabase(TEST_DATABASE_URL, TEMPLATE_DB),
  });
  await prepare(handle);
  await handle.close();
  project.provide('pgliteSnapshot', '');
  project.provide('pgTemplate', TEMPLATE_DB);
  return async () => {
    await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
    await admin.end();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    pgTemplate: string;
  }
}
