/**
 * `project_updates_vs_bare_node`: GET /api/projects/{id}/updates of a public project with
 * 50 updates, 1,000 likes and 200 comments, against bare node:http sending the same bytes.
 * Measured on PGlite and on PostgreSQL (when reachable), with the in-process cache and
 * without it (`serve.ts --uncached`: every request reads the database).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compare, root, runIfMain, startPinned, stop, waitFor } from './bench-kit';

const SCENARIO = { updates: 50, likes: 1_000, comments: 200 };
const APP_PORT = 3911;
const BARE_PORT = 3912;
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const TSX = join(root, 'node_modules/.bin/tsx');
const CLI = 'apps/server/src/modules/updates/cli';

interface Prepared {
  env: Record<string, string>;
  projectId: string;
  cleanup(): Promise<void>;
}

/** Migrates and fills the database the app will use (the server's own seeding script). */
function seed(env: Record<string, string>): string {
  const args = Object.entries(SCENARIO).map(([k, v]) => `--${k}=${v}`);
  const run = spawnSync(TSX, [`${CLI}/seed-timeline.ts`, ...args], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    encoding: 'utf8',
  });
  const id = run.stdout.match(/project_id=(\S+)/)?.[1];
  if (run.status !== 0 || !id) throw new Error(`seeding failed: ${run.stderr || run.stdout}`);
  return id;
}

async function preparePglite(): Promise<Prepared> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shiplog-bench-updates-'));
  const env = { DATA_DIR: dataDir };
  return {
    env,
    projectId: seed(env),
    cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** psql against the PostgreSQL server; false when there is none. */
function psql(url: string, command: string): boolean {
  return spawnSync('psql', [url, '-qAtc', command], { stdio: 'ignore' }).status === 0;
}

/** A database of its own on the PostgreSQL server, or null when there is none. */
async function preparePostgres(): Promise<Prepared | null> {
  const name = `shiplog_bench_${process.pid}`;
  if (!psql(ADMIN_URL, `create database ${name}`)) {
    console.log(`project_updates: no PostgreSQL at ${ADMIN_URL} (or no psql); PostgreSQL figures skipped`);
    return null;
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'shiplog-bench-updates-pg-'));
  const env = {
    DATABASE_URL: url.toString(),
    APP_SECRET: 'bench-secret-bench-secret-bench-secret',
    DATA_DIR: dataDir,
  };
  const drop = async () => {
    psql(ADMIN_URL, `drop database if exists ${name} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    return { env, projectId: seed(env), cleanup: drop };
  } catch (err) {
    await drop();
    throw err;
  }
}

async function measure(engine: string, cached: boolean, db: Prepared) {
  const app = startPinned(TSX, [`${CLI}/serve.ts`, ...(cached ? [] : ['--uncached'])], {
    ...db.env,
    NODE_ENV: 'production',
    PORT: String(APP_PORT),
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
  });
  const bodyDir = mkdtempSync(join(tmpdir(), 'shiplog-bench-body-'));
  let bare: ReturnType<typeof startPinned> | null = null;
  try {
    const appUrl = `http://127.0.0.1:${APP_PORT}/api/projects/${db.projectId}/updates`;
    await waitFor(`http://127.0.0.1:${APP_PORT}/api/health`, app);
    const body = await (await fetch(appUrl)).text();
    const count = (JSON.parse(body) as unknown[]).length;
    if (count !== SCENARIO.updates) throw new Error(`expected ${SCENARIO.updates} updates, got ${count}`);
    writeFileSync(join(bodyDir, 'body.json'), body);
    bare = startPinned(process.execPath, [join(root, 'bench/bare-json-server.mjs')], {
      PORT: String(BARE_PORT),
      BODY_FILE: join(bodyDir, 'body.json'),
    });
    const bareUrl = `http://127.0.0.1:${BARE_PORT}/api/projects/${db.projectId}/updates`;
    await waitFor(bareUrl, bare);
    const label = `project_updates[${engine},${cached ? 'cached' : 'uncached'}]`;
    const r = await compare(label, appUrl, bareUrl);
    console.log(
      `${label}: app_rps=${r.appRps.toFixed(0)} bare_rps=${r.bareRps.toFixed(0)} app_p50_ms=${r.appP50} app_p99_ms=${r.appP99} body_bytes=${Buffer.byteLength(body)}`,
    );
    return r.ratio;
  } finally {
    await stop(app);
    if (bare) await stop(bare);
    rmSync(bodyDir, { recursive: true, force: true });
  }
}

/** `project_updates_vs_bare_node=` (PGlite, cached) and the other three figures. */
export async function runProjectUpdatesBench(): Promise<string[]> {
  const lines: string[] = [];
  const pglite = await preparePglite();
  try {
    lines.push(`project_updates_vs_bare_node=${(await measure('pglite', true, pglite)).toFixed(2)}`);
    lines.push(
      `project_updates_uncached_vs_bare_node=${(await measure('pglite', false, pglite)).toFixed(2)}`,
    );
  } finally {
    await pglite.cleanup();
  }
  const postgres = await preparePostgres();
  if (postgres) {
    try {
      lines.push(
        `project_updates_postgres_vs_bare_node=${(await measure('postgres', true, postgres)).toFixed(2)}`,
      );
      lines.push(
        `project_updates_postgres_uncached_vs_bare_node=${(await measure('postgres', false, postgres)).toFixed(2)}`,
      );
    } finally {
      await postgres.cleanup();
    }
  }
  return lines;
}

await runIfMain(import.meta.url, runProjectUpdatesBench);
