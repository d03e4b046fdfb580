/**
 * `fanout_mails_per_second`: a public project with 10,000 confirmed subscribers on PostgreSQL,
 * one update published through the API, every mail delivered over SMTP (the mailer's pool) to a
 * local sink that accepts everything (smtp-counter.mjs); measured from the publish request to
 * the last mail accepted. Meanwhile a steady load reads the project's public timeline:
 * `fanout_api_p99_during_vs_idle` is its p99 latency during the fan-out over its p99 when idle
 * (medians of 2-second windows: idle ones before and after, busy ones during).
 * The app (HTTP and workers in one process, as `npm start` runs) is on CPU 0; the load and
 * the sink on CPU 1.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import {
  apiOn,
  median,
  ownerWithProject,
  psql,
  root,
  runIfMain,
  startPinned,
  stop,
  serverEntry,
  waitFor,
} from './bench-kit';

const SUBSCRIBERS = Number(process.env.BENCH_FANOUT_SUBSCRIBERS ?? 10_000);
const APP_PORT = 3921;
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
/** A steady read load (not saturation): latency then shows interference, not queueing. */
export const LOAD = { connections: 10, overallRate: 200 };

export interface SinkStats {
  count: number;
  /** Distinct recipients: `count` less this is the copies sent twice. */
  recipients: number;
  firstAt: number;
  lastAt: number;
  /** Different recipients, and mails to a recipient that had one already. */
  distinct: number;
  duplicates: number;
}

/** The SMTP sink in a process of its own on the load's CPU; answers its port and a stats call. */
export async function startSink(): Promise<{
  child: ChildProcess;
  port: number;
  stats(): Promise<SinkStats>;
}> {
  // Inherits this process's CPU (run.ts pins the load to CPU 1).
  const child = fork(join(root, 'bench/smtp-counter.mjs'), [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const { port } = await new Promise<{ port: number }>((resolve) => child.once('message', resolve as never));
  const stats = () =>
    new Promise<SinkStats>((resolve) => {
      child.once('message', resolve as never);
      child.send('stats');
    });
  return { child, port, stats };
}

const api = apiOn(APP_PORT);

export function latency(url: string, seconds: number) {
  let instance!: autocannon.Instance;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon({ url, ...LOAD, duration: seconds }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
  return { stop: () => instance.stop(), done };
}

export type Sink = Awaited<ReturnType<typeof startSink>>;

export const WINDOW_SECONDS = 2;

/** p99 of consecutive windows of the steady load, until `done` says stop. */
export async function windows(
  url: string,
  done: (count: number) => Promise<boolean>,
  seconds = WINDOW_SECONDS,
) {
  const p99s: number[] = [];
  // A window in which no request was answered counts as its own length (p99 0 would hide it).
  while (!(await done(p99s.length)))
    p99s.push((await latency(url, seconds).done).latency.p99 || seconds * 1000);
  return p99s;
}

/**
 * Idle windows, then the publish and windows until the last mail is in, then idle windows
 * again. Other work on the machine comes and goes: the median window is compared, not one
 * long run's p99.
 */
async function measureFanout(sink: Sink, token: string, projectId: string) {
  const timeline = `http://127.0.0.1:${APP_PORT}/api/projects/${projectId}/updates`;
  await latency(timeline, 5).done;
  const before = await windows(timeline, async (n) => n >= 4);
  sink.child.send('reset');
  const started = Date.now();
  await api(`/projects/${projectId}/updates`, {
    method: 'POST',
    token,
    body: JSON.stringify({ type: 'release', title: 'Version 2.0', content: 'The big one.' }),
  });
  // 180 s, or 20 ms a mail for larger runs (BENCH_FANOUT_SUBSCRIBERS=100000).
  const limitSeconds = Math.max(180, SUBSCRIBERS / 50);
  const deadline = Date.now() + limitSeconds * 1000;
  const during = await windows(timeline, async () => {
    if (Date.now() > deadline) throw new Error(`fan-out: not done within ${limitSeconds} s`);
    return (await sink.stats()).recipients >= SUBSCRIBERS;
  });
  const last = await sink.stats();
  const after = await windows(timeline, async (n) => n >= 4);
  const seconds = (last.lastAt - started) / 1000;
  const idle = median([...before, ...after]);
  return {
    rate: SUBSCRIBERS / seconds,
    duplicates: last.count - last.recipients,
    ratio: median(during) / Math.max(idle, 1),
    line:
      `fanout: ${SUBSCRIBERS} mails in ${seconds.toFixed(1)} s (first after ${((last.firstAt - started) / 1000).toFixed(1)} s); ` +
      `timeline p99 per ${WINDOW_SECONDS} s window: idle median ${idle} ms (${[...before, ...after].join(', ')}), ` +
      `during the fan-out median ${median(during)} ms (${during.join(', ')}); ${LOAD.overallRate} req/s over ${LOAD.connections} connections`,
  };
}

export async function runFanoutBench(): Promise<string[]> {
  const name = `shiplog_bench_fanout_${process.pid}`;
  if (psql(ADMIN_URL, `create database ${name}`) === null) {
    return [`fanout: no PostgreSQL at ${ADMIN_URL} (or no psql); skipped`];
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const dbUrl = url.toString();
  const dataDir = mkdtempSync(join(tmpdir(), 'shiplog-bench-fanout-'));
  const sink = await startSink();
  const app = startPinned(process.execPath, [serverEntry('main')], {
    NODE_ENV: 'production',
    PORT: String(APP_PORT),
    DATABASE_URL: dbUrl,
    APP_SECRET: 'bench-secret-bench-secret-bench-secret',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'https://shiplog.bench',
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
  });
  try {
    await waitFor(`http://127.0.0.1:${APP_PORT}/api/health`, app);
    const { token, projectId } = await ownerWithProject(api, dbUrl, 'owner@bench.test', 'bench/fanout');
    psql(
      dbUrl,
      `insert into project_subscribers (project_id, email, confirmed_at)
       select '${projectId}', 'subscriber-' || g || '@bench.test', now() from generate_series(1, ${SUBSCRIBERS}) g`,
    );
    const run = await measureFanout(sink, token, projectId);
    return [
      run.line,
      `fanout_mails_per_second=${run.rate.toFixed(0)}`,
      `fanout_api_p99_during_vs_idle=${run.ratio.toFixed(2)}`,
      `fanout_duplicates=${run.duplicates}`,
    ];
  } finally {
    await stop(app);
    sink.child.kill();
    psql(ADMIN_URL, `drop database if exists ${name} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await runIfMain(import.meta.url, runFanoutBench);
