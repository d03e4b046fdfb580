/**
 * Loads GET /api/health of the built app and the same JSON from a bare node:http server,
 * in interleaved rounds, and prints the median per-round throughput ratio and latencies.
 * Then the scenarios with their own app and data (public-projects.ts, project-updates.ts,
 * fanout.ts, webhooks.ts), and memory.ts: `npm start`'s memory and time to healthy.
 * Servers run on CPU 0 and the load generator on CPU 1 where `taskset` exists.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { runPublicProjectsBench } from './public-projects';
import { serverEntry } from './bench-kit';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const DURATION = Number(process.env.BENCH_SECONDS ?? 3);
const CONNECTIONS = 50;
const root = fileURLToPath(new URL('..', import.meta.url));
const hasTaskset = spawnSync('taskset', ['-c', '0', 'true']).status === 0;

if (hasTaskset && !process.env.BENCH_PINNED) {
  // Re-run this script pinned to CPU 1; the servers get CPU 0.
  const self = spawnSync(
    'taskset',
    ['-c', '1', process.execPath, ...process.execArgv, ...process.argv.slice(1)],
    {
      stdio: 'inherit',
      env: { ...process.env, BENCH_PINNED: '1' },
    },
  );
  process.exit(self.status ?? 1);
}

/** The command line that runs `cmd` on CPU 0 when taskset exists. */
function pinned(cmd: string, args: string[]): [string, string[]] {
  return hasTaskset ? ['taskset', ['-c', '0', cmd, ...args]] : [cmd, args];
}

async function waitFor(url: string, child: ChildProcess) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

function start(cmd: string, args: string[], env: Record<string, string>): ChildProcess {
  const [c, a] = pinned(cmd, args);
  return spawn(c, a, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
}

interface Sample {
  rps: number;
  p50: number;
  p99: number;
}

async function load(url: string, seconds: number): Promise<Sample> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, pipelining: 1 });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

const dataDir = mkdtempSync(join(tmpdir(), 'shiplog-bench-'));
const appPort = 3901;
const barePort = 3902;
const app = start(process.execPath, [serverEntry('main')], {
  NODE_ENV: 'production',
  PORT: String(appPort),
  DATA_DIR: dataDir,
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
});
const bare = start(process.execPath, [join(root, 'bench/bare-server.mjs')], { PORT: String(barePort) });

try {
  const appUrl = `http://127.0.0.1:${appPort}/api/health`;
  const bareUrl = `http://127.0.0.1:${barePort}/api/health`;
  await waitFor(appUrl, app);
  await waitFor(bareUrl, bare);
  await load(appUrl, 2);
  await load(bareUrl, 2);

  const samples = { app: [] as Sample[], bare: [] as Sample[] };
  for (let round = 1; round <= ROUNDS; round++) {
    const order = round % 2 ? (['bare', 'app'] as const) : (['app', 'bare'] as const);
    for (const which of order) samples[which].push(await load(which === 'app' ? appUrl : bareUrl, DURATION));
    const [a, b] = [samples.app.at(-1)!, samples.bare.at(-1)!];
    console.log(
      `round ${round}: app ${a.rps.toFixed(0)} req/s, bare ${b.rps.toFixed(0)} req/s, ratio ${(a.rps / b.rps).toFixed(2)}`,
    );
  }
  const stat = (which: 'app' | 'bare', key: keyof Sample) => median(samples[which].map((s) => s[key]));
  console.log(
    `pinning=${hasTaskset ? 'servers cpu0, load cpu1' : 'none (no taskset)'} connections=${CONNECTIONS} rounds=${ROUNDS}x${DURATION}s`,
  );
  console.log(`app_rps=${stat('app', 'rps').toFixed(0)} bare_rps=${stat('bare', 'rps').toFixed(0)}`);
  console.log(`app_p50_ms=${stat('app', 'p50')} app_p99_ms=${stat('app', 'p99')}`);
  console.log(`bare_p50_ms=${stat('bare', 'p50')} bare_p99_ms=${stat('bare', 'p99')}`);
  // The machine's speed drifts between rounds; each round's pair ran back to back, so the
  // median of the per-round ratios is steadier than the ratio of medians.
  const ratios = samples.app.map((a, i) => a.rps / samples.bare[i]!.rps);
  console.log(`health_vs_bare_node=${median(ratios).toFixed(2)}`);
} finally {
  app.kill('SIGTERM');
  bare.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1_000));
  rmSync(dataDir, { recursive: true, force: true });
}

// Scenarios with their own app and data, one at a time.
console.log(await runPublicProjectsBench());
for (const line of await (await import('./project-updates')).runProjectUpdatesBench()) console.log(line);
for (const line of await (await import('./project-page')).runProjectPageBench()) console.log(line);
for (const line of await (await import('./fanout')).runFanoutBench()) console.log(line);
for (const line of await (await import('./webhooks')).runWebhooksBench()) console.log(line);
for (const line of await (await import('./image-upload')).runImageUploadBench()) console.log(line);
// The What's new widget: its size and its effect on a host page's Lighthouse score.
for (const line of await (await import('./widget')).runWidgetBench()) console.log(line);
// Memory and start-up of `npm start` itself (PGlite and PostgreSQL), with nothing else running.
for (const line of await (await import('./memory')).runMemoryBench()) console.log(line);
