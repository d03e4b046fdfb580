/**
 * What the scale bench (scale.ts) needs: its sizes, a database seeded with one large project
 * (the demo account's, written straight into the tables by the server's seed-scale script), the
 * app started on it, the owner signed in, sequential latency samples and the app's memory.
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { psql, root, serverEntry, startPinned, stop, waitFor } from './bench-kit';
import { breakdown, probeOptions } from './process-memory';

const small = process.env.BENCH_SCALE === 'small';
/** `BENCH_<name>` when set, else the full run's or the small run's value. */
const setting = (name: string, full: number, smallRun: number) =>
  Number(process.env[`BENCH_${name}`] ?? (small ? smallRun : full));

export const sizes = {
  updates: setting('SCALE_UPDATES', 10_000, 200),
  subscribers: setting('SCALE_SUBSCRIBERS', 100_000, 1_000),
  waitlist: setting('SCALE_WAITLIST', 50_000, 500),
  comments: setting('SCALE_COMMENTS', 20_000, 400),
  likes: setting('SCALE_LIKES', 50_000, 1_000),
};

export const settings = {
  mode: small ? 'small' : 'full',
  engines: (process.env.BENCH_SCALE_ENGINES ?? 'pglite,postgres').split(',') as Engine[],
  /** Each address is read one request at a time for this long, and at least `minSamples` times… */
  seconds: setting('SCALE_SECONDS', 5, 0.2),
  minSamples: setting('SCALE_MIN_SAMPLES', 20, 3),
  /** …but no longer than this (the slowest reads take seconds each). */
  maxSeconds: setting('SCALE_MAX_SECONDS', 40, 3),
  /** The word the search reads look for (one update in 16 has it). */
  query: process.env.BENCH_SCALE_QUERY ?? 'webhooks',
  /** The fan-out is given this long; past it the rate so far is extrapolated. */
  fanoutMaxSeconds: setting('SCALE_FANOUT_MAX_SECONDS', 900, 60),
  /** How long the app idles before its settled memory is read. */
  settleSeconds: setting('SCALE_SETTLE_SECONDS', 30, 5),
  windowSeconds: setting('SCALE_WINDOW_SECONDS', 2, 1),
  idleWindows: setting('SCALE_IDLE_WINDOWS', 4, 1),
};

export type Engine = 'pglite' | 'postgres';
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const TSX = join(root, 'node_modules/.bin/tsx');
const OWNER = { email: 'demo@shiplog.local', password: 'shiplog-demo-2025' };
const PORT = 3941;

export interface ScaleDb {
  engine: Engine;
  env: Record<string, string>;
  projectId: string;
  mostCommentedUpdateId: string;
  mostLikedUpdateId: string;
  seedSeconds: number;
  cleanup(): void;
}

/** Runs a server script on `env` (CPU of this process); its output, or throws. */
function script(cmd: string, args: string[], env: Record<string, string>): string {
  const run = spawnSync(cmd, args, {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    encoding: 'utf8',
    maxBuffer: 1 << 24,
  });
  if (run.status !== 0) throw new Error(`${args[0]} failed: ${run.stderr || run.stdout}`);
  return run.stdout;
}

/**
 * A new database on `engine` (PGlite in a new DATA_DIR, or a database of its own on the
 * PostgreSQL server) with the demo account (`npm run seed`) and the large project; null when
 * there is no PostgreSQL.
 */
export function seedScaleDatabase(engine: Engine): ScaleDb | null {
  const dataDir = mkdtempSync(join(tmpdir(), `shiplog-bench-scale-${engine}-`));
  const name = `shiplog_bench_scale_${process.pid}`;
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const cleanup = () => {
    if (engine === 'postgres') psql(ADMIN_URL, `drop database if exists ${name} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  };
  if (engine === 'postgres' && psql(ADMIN_URL, `create database ${name}`) === null) {
    cleanup();
    return null;
  }
  const env: Record<string, string> =
    engine === 'postgres'
      ? {
          DATA_DIR: dataDir,
          DATABASE_URL: url.toString(),
          APP_SECRET: 'bench-secret-bench-secret-bench-secret',
        }
      : { DATA_DIR: dataDir };
  try {
    script(process.execPath, [serverEntry('seed')], env);
    const started = Date.now();
    const args = Object.entries(sizes).map(([k, v]) => `--${k}=${v}`);
    const out = script(
      TSX,
      ['apps/server/src/modules/updates/cli/seed-scale.ts', `--owner=${OWNER.email}`, ...args],
      env,
    );
    const value = (key: string) => out.match(new RegExp(`${key}=(\\S+)`))?.[1] ?? '';
    return {
      engine,
      env,
      projectId: value('project_id'),
      mostCommentedUpdateId: value('most_commented_update_id'),
      mostLikedUpdateId: value('most_liked_update_id'),
      seedSeconds: (Date.now() - started) / 1000,
      cleanup,
    };
  } catch (err) {
    cleanup();
    throw err;
  }
}

export interface App {
  child: ChildProcess;
  origin: string;
  healthySeconds: number;
  stop(): Promise<void>;
}

/**
 * The built app (`npm start`'s server, workers in-process) on the database; `uncached` runs it
 * from source with its read cache off (the server's serve.ts), so every read is a cold one.
 */
export async function startApp(db: ScaleDb, opts: { uncached?: boolean; smtpPort?: number } = {}) {
  const origin = `http://127.0.0.1:${PORT}`;
  const [cmd, args] = opts.uncached
    ? [TSX, ['apps/server/src/modules/updates/cli/serve.ts', '--uncached']]
    : [process.execPath, [serverEntry('main')]];
  const started = Date.now();
  const probeDir = mkdtempSync(join(tmpdir(), 'shiplog-scale-probe-'));
  const child = startPinned(cmd, args, {
    ...db.env,
    ...probeOptions(probeDir),
    NODE_ENV: 'production',
    PORT: String(PORT),
    PUBLIC_URL: origin,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    ...(opts.smtpPort ? { SMTP_URL: `smtp://127.0.0.1:${opts.smtpPort}` } : {}),
  });
  await waitFor(`${origin}/api/health`, child);
  const memory = () => memoryOf(child.pid!, probeDir);
  return { child, origin, healthySeconds: (Date.now() - started) / 1000, memory, stop: () => stop(child) };
}

/** The project owner's session: headers for their requests (a cookie, and the origin for writes). */
export async function signIn(origin: string): Promise<Record<string, string>> {
  const headers = { origin, 'content-type': 'application/json' };
  const res = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify(OWNER),
  });
  if (!res.ok) throw new Error(`owner sign-in: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { ...headers, cookie };
}

/** The app's memory now: resident and peak, and the resident set by kind (MB, whole). */
export interface AppMemory {
  rss: number;
  peak: number;
  wasm: number;
  v8Heap: number;
  /** Of the V8 heap: what live and not yet collected objects use, and the young generation's share. */
  v8Used: number;
  newSpace: number;
  /** With BENCH_MEMORY_PROBE_GC=1: the heap still alive after a full collection. */
  live?: number;
  files: number;
  native: number;
}

async function memoryOf(pid: number, probeDir: string): Promise<AppMemory> {
  process.kill(pid, 'SIGUSR2');
  await new Promise((resolve) => setTimeout(resolve, 500));
  const parts = breakdown(pid, probeDir);
  const round = (n: number) => Math.round(n);
  return {
    ...memoryMb(pid),
    wasm: round(parts.wasm),
    v8Heap: round(parts.v8Heap),
    v8Used: round(parts.v8Used),
    newSpace: round(parts.newSpace),
    ...(parts.live === undefined ? {} : { live: round(parts.live) }),
    files: round(parts.files),
    native: round(parts.native),
  };
}

/** Resident memory of a process now and at its peak, in MB. */
function memoryMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(status.match(new RegExp(`${field}:\\s+(\\d+) kB`))?.[1] ?? 0);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

/** One GET, uncompressed (the server's work, not gzip's): milliseconds to the last byte, and bytes. */
export async function timedGet(url: string, headers: Record<string, string> = {}) {
  const started = performance.now();
  const res = await fetch(url, { headers: { 'accept-encoding': 'identity', ...headers } });
  const body = Buffer.from(await res.arrayBuffer());
  if (!res.ok) throw new Error(`GET ${url}: ${res.status} ${body.toString('utf8', 0, 200)}`);
  return { ms: performance.now() - started, bytes: body.length, headers: res.headers, body };
}

export interface Stats {
  p50: number;
  p99: number;
  max: number;
  n: number;
  bytes: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Sequential GETs of `url` (one at a time: each request's own cost, no queueing). */
export async function sample(url: string): Promise<Stats> {
  const times: number[] = [];
  let bytes = 0;
  const started = performance.now();
  for (;;) {
    const got = await timedGet(url);
    times.push(got.ms);
    bytes = got.bytes;
    const elapsed = (performance.now() - started) / 1000;
    if (elapsed >= settings.maxSeconds) break;
    if (elapsed >= settings.seconds && times.length >= settings.minSamples) break;
  }
  const sorted = times.sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1)!,
    n: sorted.length,
    bytes,
  };
}
