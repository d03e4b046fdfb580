/**
 * Memory and start-up of `npm start` as an operator runs it, on PGlite (a new DATA_DIR, then a
 * restart on it) and on PostgreSQL (a scratch database): time from spawning npm to the first
 * 200 from /api/health, the resident memory (VmRSS, and VmHWM for the peak) of the server
 * process and of the whole tree npm started, idle, and where the server's memory goes
 * (WebAssembly memory, V8 heap, code files, the rest native); the same for `npm run worker` on
 * PostgreSQL. Then SIGTERM to npm alone: how long until every process is gone. Run alone with
 * `npx tsx bench/memory.ts`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { hasTaskset, psql, root, runIfMain } from './bench-kit';
import { breakdown, probeOptions } from './process-memory';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
/** Idle means past V8's memory reducer, which shrinks the heap ~15 s after start-up's last big GC. */
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 30);
const PORT = 3931;
const MB = 1024;

interface Proc {
  pid: number;
  ppid: number;
  command: string;
}

function readProc(pid: number): Proc | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (state === 'Z') return null;
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
    return { pid, ppid: Number(ppid), command };
  } catch {
    return null;
  }
}

/** `root` and every live process under it. */
function treeOf(rootPid: number): Proc[] {
  const all = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => readProc(Number(name)))
    .filter((p): p is Proc => p !== null);
  const tree = all.filter((p) => p.pid === rootPid);
  for (let i = 0; i < tree.length; i++) tree.push(...all.filter((p) => p.ppid === tree[i]!.pid));
  return tree;
}

/** A field of /proc/<pid>/status in MB (VmRSS now, VmHWM the peak so far). */
function statusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const kb = readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`${field}:\\s+(\\d+) kB`));
  return kb ? Number(kb[1]) / MB : 0;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (n: number) => Math.round(n);

interface Run {
  npm: ChildProcess;
  healthyMs: number;
  server: number;
  probeDir: string;
}

/**
 * `npm <args>` (on every CPU: the bench itself is pinned to one) until it is ready: /api/health
 * answers 200, or, for `npm run worker`, it prints that its workers run.
 */
async function startNpm(args: string[], env: Record<string, string>): Promise<Run> {
  const probeDir = mkdtempSync(join(tmpdir(), 'shiplog-bench-probe-'));
  const everyCpu = `0-${cpus().length - 1}`;
  const worker = args.includes('worker');
  // taskset execs npm, so the pid is npm's.
  const [cmd, argv] = hasTaskset ? ['taskset', ['-c', everyCpu, 'npm', ...args]] : ['npm', args];
  const started = Date.now();
  const npm = spawn(cmd, argv, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      LOG_LEVEL: worker ? 'info' : 'warn',
      ...probeOptions(probeDir),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  npm.stdout!.on('data', (chunk: Buffer) => (output = (output + String(chunk)).slice(-10_000)));
  const ready = async () =>
    worker
      ? output.includes('Shiplog workers are running')
      : (await fetch(`http://127.0.0.1:${PORT}/api/health`).catch(() => null))?.status === 200;
  for (;;) {
    if (npm.exitCode !== null) throw new Error(`npm ${args.join(' ')} exited with ${npm.exitCode}`);
    if (Date.now() - started > 120_000) throw new Error(`npm ${args.join(' ')} was not ready in 2 minutes`);
    if (await ready()) break;
    await sleep(20);
  }
  const healthyMs = Date.now() - started;
  // The server: the biggest process under npm (npm itself, shells or a nested npm are small).
  const [server] = treeOf(npm.pid!)
    .filter((p) => p.pid !== npm.pid)
    .sort((a, b) => statusMb(b.pid, 'VmRSS') - statusMb(a.pid, 'VmRSS'));
  if (!server) throw new Error('npm started no process');
  return { npm, healthyMs, server: server.pid, probeDir };
}

/** After IDLE_SECONDS without requests: resident memory of the server and of the tree, and the peaks. */
async function idle(run: Run) {
  await sleep(IDLE_SECONDS * 1000);
  const tree = treeOf(run.npm.pid!);
  process.kill(run.server, 'SIGUSR2');
  await sleep(500);
  return {
    rss: statusMb(run.server, 'VmRSS'),
    treeRss: tree.reduce((sum, p) => sum + statusMb(p.pid, 'VmRSS'), 0),
    peak: statusMb(run.server, 'VmHWM'),
    treePeak: tree.reduce((sum, p) => sum + statusMb(p.pid, 'VmHWM'), 0),
    processes: tree.length,
    parts: breakdown(run.server, run.probeDir),
  };
}

/** SIGTERM to npm alone; how long until it and everything under it are gone. */
async function stopNpm(run: Run) {
  const tree = treeOf(run.npm.pid!).map((p) => p.pid);
  const started = Date.now();
  process.kill(run.npm.pid!, 'SIGTERM');
  while (tree.some((pid) => readProc(pid)) && Date.now() - started < 15_000) await sleep(20);
  const left = tree.filter((pid) => readProc(pid));
  for (const pid of left) process.kill(pid, 'SIGKILL');
  while (left.some((pid) => readProc(pid))) await sleep(20);
  rmSync(run.probeDir, { recursive: true, force: true });
  return { stopMs: Date.now() - started, left: left.length };
}

function line(engine: string, phase: string, values: Record<string, number>) {
  return `memory engine=${engine} run=${phase} ${Object.entries(values)
    .map(([k, v]) => `${k}=${round(v)}`)
    .join(' ')}`;
}

/** One start of `npm start` (or `npm run worker`) on `env`, idle, stopped: its line and the breakdown's. */
async function measure(engine: string, phase: 'fresh' | 'restart' | 'worker', env: Record<string, string>) {
  const run = await startNpm(phase === 'worker' ? ['run', 'worker'] : ['start'], env);
  try {
    const m = await idle(run);
    const stopped = await stopNpm(run);
    const timing = {
      fresh: 'fresh_start_to_healthy_ms',
      restart: 'restart_to_healthy_ms',
      worker: 'worker_start_to_ready_ms',
    };
    return [
      line(engine, phase, {
        [timing[phase]]: run.healthyMs,
        idle_rss_mb: m.rss,
        idle_rss_tree_mb: m.treeRss,
        ...(phase === 'fresh'
          ? { first_boot_peak_rss_mb: m.peak, first_boot_peak_rss_tree_mb: m.treePeak }
          : {}),
        processes: m.processes,
        stop_ms: stopped.stopMs,
        processes_left: stopped.left,
      }),
      line(engine, `${phase}_breakdown_mb`, {
        rss: m.rss,
        wasm: m.parts.wasm,
        v8_heap: m.parts.v8Heap,
        code_files: m.parts.files,
        native_other: m.parts.native,
      }),
    ];
  } finally {
    if (run.npm.exitCode === null) run.npm.kill('SIGKILL');
  }
}

export async function runMemoryBench(): Promise<string[]> {
  const lines: string[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'shiplog-bench-memory-'));
  try {
    lines.push(...(await measure('pglite', 'fresh', { DATA_DIR: dataDir })));
    lines.push(...(await measure('pglite', 'restart', { DATA_DIR: dataDir })));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const name = `shiplog_bench_memory_${process.pid}`;
  if (psql(ADMIN_URL, `create database ${name}`) === null) {
    return [...lines, `memory: no PostgreSQL at ${ADMIN_URL} (or no psql); PostgreSQL skipped`];
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const pgDataDir = mkdtempSync(join(tmpdir(), 'shiplog-bench-memory-'));
  const env = {
    DATABASE_URL: url.toString(),
    APP_SECRET: 'bench-secret-bench-secret-bench-secret',
    DATA_DIR: pgDataDir,
  };
  try {
    lines.push(...(await measure('postgres', 'fresh', env)));
    lines.push(...(await measure('postgres', 'restart', env)));
    lines.push(...(await measure('postgres', 'worker', env)));
  } finally {
    psql(ADMIN_URL, `drop database if exists ${name} with (force)`);
    rmSync(pgDataDir, { recursive: true, force: true });
  }
  return lines;
}

await runIfMain(import.meta.url, runMemoryBench);
