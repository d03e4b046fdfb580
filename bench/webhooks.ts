/**
 * `webhook_acks_per_second`: 1,000 signed GitHub deliveries (GitHub's example push payload) at
 * concurrency 20 against POST /api/webhooks/github on PostgreSQL while the process-webhook queue
 * is backed up (BACKLOG jobs waiting, no worker running); every answer must be 2xx and the p99
 * under 1 s. The same load against a bare node:http server that only checks the signature
 * (bare-webhook-server.mjs) is the baseline. Then a worker process (`npm run worker`) works
 * the queue, is killed with SIGKILL once part of the deliveries are done and started again;
 * the bench checks that exactly 1,000 deliveries end up processed (result <> 'queued') and
 * that no delivery made two updates.
 */
import { createHash, createHmac, randomUUID } from 'node:crypto';
import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  apiOn,
  median,
  ownerWithProject,
  psql,
  root,
  runIfMain,
  startPinned,
  stop,
  waitFor,
} from './bench-kit';

const DELIVERIES = Number(process.env.BENCH_WEBHOOK_DELIVERIES ?? 1_000);
const CONCURRENCY = 20;
const BACKLOG = Number(process.env.BENCH_WEBHOOK_BACKLOG ?? 5_000);
const APP_PORT = 3931;
const BARE_PORT = 3932;
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const APP_SECRET = 'bench-secret-bench-secret-bench-secret';
const HOOK_SECRET = 'bench-hook-secret-0123456789abcdef';
const REPOSITORY = 'bench/webhooks';
const TSX = join(root, 'node_modules/.bin/tsx');
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const api = apiOn(APP_PORT);

/** An owner (confirmed with the outbox's code), a public project and its webhook row. */
async function projectWithWebhook(dbUrl: string) {
  const { token, projectId: id } = await ownerWithProject(
    api,
    dbUrl,
    'owner@webhooks-bench.test',
    REPOSITORY,
  );
  // The hook itself lives on GitHub; here only our row, its secret sealed the app's way.
  const seal = spawnSync(
    TSX,
    [
      '-e',
      `import('./apps/server/src/modules/webhooks/hook-secrets.ts').then(async (m) => console.log(await m.createHookSecrets(process.env.APP_SECRET).seal(process.env.HOOK_SECRET)))`,
    ],
    { cwd: root, encoding: 'utf8', env: { ...process.env, APP_SECRET, HOOK_SECRET } },
  );
  const sealed = seal.stdout.trim();
  if (seal.status !== 0 || !sealed) throw new Error(`sealing the hook secret failed: ${seal.stderr}`);
  psql(
    dbUrl,
    `insert into project_webhooks (project_id, repository_name, github_hook_id, secret_encrypted) values ('${id}', '${REPOSITORY}', 1, '${sealed}')`,
  );
  // Every delivery makes an update: without these settings the exactly-once check means nothing.
  await api(`/projects/${id}/auto-updates`, {
    method: 'PUT',
    token,
    body: JSON.stringify({
      enabled: true,
      tone: 'technical',
      commit_types: ['push', 'merge', 'release'],
      min_significance: 'minor',
    }),
  });
  return id;
}

/**
 * GitHub's example push payload: one feature commit on the bench repository's default branch,
 * a different commit for each delivery (one commit is told once, whatever delivers it).
 */
function pushBodyMaker(): (deliveryId: string) => string {
  const examples = JSON.parse(
    readFileSync(join(root, 'node_modules/@octokit/webhooks-examples/api.github.com/index.json'), 'utf8'),
  ) as { name: string; examples: Json[] }[];
  const push = structuredClone(
    examples
      .find((e) => e.name === 'push')!
      .examples.find((p) => p.ref === 'refs/heads/master' && p.commits.length === 1),
  );
  push.ref = 'refs/heads/main';
  push.repository = {
    ...push.repository,
    full_name: REPOSITORY,
    name: 'webhooks',
    default_branch: 'main',
    master_branch: 'main',
  };
  push.commits[0] = {
    ...push.commits[0],
    message: 'feat: deliveries acknowledged in milliseconds',
    modified: ['src/receiver.ts'],
  };
  return (deliveryId) => {
    const sha = createHash('sha1').update(deliveryId).digest('hex');
    const commit = { ...push.commits[0], id: sha };
    return JSON.stringify({ ...push, after: sha, commits: [commit], head_commit: commit });
  };
}

/** `ids.length` signed deliveries at CONCURRENCY; answers statuses and latencies. */
async function deliver(port: number, ids: string[], bodyOf: (deliveryId: string) => string) {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  const started = performance.now();
  const lane = async () => {
    while (next < ids.length) {
      const id = ids[next++]!;
      const body = bodyOf(id);
      const signature = `sha256=${createHmac('sha256', HOOK_SECRET).update(body).digest('hex')}`;
      const at = performance.now();
      const res = await fetch(`http://127.0.0.1:${port}/api/webhooks/github`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'GitHub-Hookshot/bench',
          'x-github-event': 'push',
          'x-github-delivery': id,
          'x-github-hook-id': '1',
          'x-hub-signature-256': signature,
        },
        body,
      });
      await res.arrayBuffer();
      latencies.push(performance.now() - at);
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, lane));
  const seconds = (performance.now() - started) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
  const non2xx = [...statuses].filter(([s]) => s < 200 || s >= 300).reduce((n, [, c]) => n + c, 0);
  return { rate: ids.length / seconds, p50: pct(0.5), p99: pct(0.99), non2xx, statuses, seconds };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function startWorker(dbUrl: string, dataDir: string): ChildProcess {
  // Node itself (tsx as a loader), not the tsx CLI: SIGKILL must reach the worker, not a wrapper.
  return startPinned(process.execPath, ['--import', 'tsx', 'apps/server/src/worker.ts'], {
    NODE_ENV: 'production',
    DATABASE_URL: dbUrl,
    APP_SECRET,
    DATA_DIR: dataDir,
    PUBLIC_URL: 'https://shiplog.bench',
    JOB_POLLING_SECONDS: '0.5',
    JOB_MAINTENANCE_SECONDS: '5',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
  });
}

/** The worker runs, is SIGKILLed after a quarter of the deliveries, runs again until all are done. */
async function processWithOneKill(dbUrl: string, dataDir: string, ids: string[]) {
  const idList = ids.map((id) => `'${id}'`).join(',');
  const processed = () =>
    Number(
      psql(dbUrl, `select count(*) from webhook_deliveries where id in (${idList}) and result <> 'queued'`) ??
        0,
    );
  const started = Date.now();
  let worker = startWorker(dbUrl, dataDir);
  let killedAt = -1;
  try {
    while (processed() < ids.length / 4) {
      if (Date.now() - started > 300_000) throw new Error('webhooks: the worker did not start processing');
      await sleep(200);
    }
    killedAt = processed();
    worker.kill('SIGKILL');
    await new Promise((r) => (worker.exitCode !== null ? r(null) : worker.once('exit', r)));
    worker = startWorker(dbUrl, dataDir);
    const deadline = Date.now() + 600_000;
    while (processed() < ids.length && Date.now() < deadline) await sleep(500);
  } finally {
    await stop(worker);
  }
  const results = psql(
    dbUrl,
    `select string_agg(result || '=' || n, ' ') from (select result, count(*) n from webhook_deliveries where id in (${idList}) group by 1 order by 1) r`,
  );
  const doubled = Number(
    psql(
      dbUrl,
      `select count(*) from (select auto_delivery_id from updates where auto_delivery_id in (${idList}) group by 1 having count(*) > 1) d`,
    ) ?? -1,
  );
  const updates = Number(
    psql(dbUrl, `select count(*) from updates where auto_delivery_id in (${idList})`) ?? -1,
  );
  return {
    processed: processed(),
    killedAt,
    doubled,
    updates,
    results,
    seconds: (Date.now() - started) / 1000,
  };
}

export async function runWebhooksBench(): Promise<string[]> {
  const name = `shiplog_bench_webhooks_${process.pid}`;
  if (psql(ADMIN_URL, `create database ${name}`) === null)
    return [`webhooks: no PostgreSQL at ${ADMIN_URL} (or no psql); skipped`];
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const dbUrl = url.toString();
  const dataDir = mkdtempSync(join(tmpdir(), 'shiplog-bench-webhooks-'));
  const app = startPinned(TSX, ['apps/server/src/main.ts'], {
    NODE_ENV: 'production',
    PORT: String(APP_PORT),
    DATABASE_URL: dbUrl,
    APP_SECRET,
    DATA_DIR: dataDir,
    PUBLIC_URL: 'https://shiplog.bench',
    RUN_WORKERS: 'false',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
  });
  const bare = startPinned(process.execPath, [join(root, 'bench/bare-webhook-server.mjs')], {
    PORT: String(BARE_PORT),
    WEBHOOK_SECRET: HOOK_SECRET,
  });
  try {
    await waitFor(`http://127.0.0.1:${APP_PORT}/api/health`, app);
    await projectWithWebhook(dbUrl);
    psql(
      dbUrl,
      `insert into pgboss.job (name, data) select 'process-webhook', jsonb_build_object('deliveryId', 'backlog-' || g) from generate_series(1, ${BACKLOG}) g`,
    );
    const waiting = psql(
      dbUrl,
      `select count(*) from pgboss.job where name = 'process-webhook' and state = 'created'`,
    );
    const body = pushBodyMaker();
    // Warm-up on both servers (their deliveries are not counted).
    await deliver(
      APP_PORT,
      Array.from({ length: 100 }, () => `warmup-${randomUUID()}`),
      body,
    );
    const ids = Array.from({ length: DELIVERIES }, () => randomUUID());
    const run = await deliver(APP_PORT, ids, body);
    const bareRuns = [];
    for (let i = 0; i < 3; i++)
      bareRuns.push(
        await deliver(
          BARE_PORT,
          Array.from({ length: DELIVERIES }, () => randomUUID()),
          body,
        ),
      );
    const bareRate = median(bareRuns.map((r) => r.rate));
    const statuses = [...run.statuses].map(([s, n]) => `${s}=${n}`).join(' ');
    await stop(app);
    const done = await processWithOneKill(dbUrl, dataDir, ids);
    return [
      `webhooks: ${DELIVERIES} signed deliveries (${body('size').length} bytes) at concurrency ${CONCURRENCY} with ${waiting} jobs waiting: ` +
        `${statuses} in ${run.seconds.toFixed(1)} s, p50 ${run.p50.toFixed(1)} ms, p99 ${run.p99.toFixed(1)} ms; bare node ${bareRate.toFixed(0)}/s`,
      `webhooks: worker killed (SIGKILL) at ${done.killedAt} processed and restarted; ${done.processed} processed in ${done.seconds.toFixed(0)} s (${done.results}), ` +
        `${done.updates} updates, ${done.doubled} deliveries with two updates`,
      `webhook_acks_per_second=${run.rate.toFixed(0)}`,
      `webhook_ack_p99_ms=${run.p99.toFixed(1)}`,
      `webhook_acks_vs_bare_node=${(run.rate / bareRate).toFixed(2)}`,
      `webhook_all_acknowledged=${run.non2xx === 0 && run.p99 < 1000}`,
      `webhook_processed_exactly_once=${done.processed === DELIVERIES && done.updates === DELIVERIES && done.doubled === 0}`,
    ];
  } finally {
    await stop(app);
    await stop(bare);
    psql(ADMIN_URL, `drop database if exists ${name} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await runIfMain(import.meta.url, runWebhooksBench);
