import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDataTemplateIfMissing, buildServerIfStale } from '../build.mjs';
import { SHUTDOWN_TIMEOUT_MS } from '../src/runtime';
import {
  clonePostgresTemplate,
  createWebDist,
  engine,
  freePort,
  scratchDir,
  spawnServer,
  TEST_DATABASE_URL,
  until,
  waitUntilRunning,
} from './support';

/**
 * `npm start` and `npm run worker` as an operator runs them: the signal goes to the process npm
 * started (never its group), and everything it started must be gone in time, with the embedded
 * database or the PostgreSQL connections released.
 */
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const spawned: ChildProcess[] = [];

beforeAll(async () => {
  // What `npm start` would otherwise build first (the global setup compiles the server too); the
  // web app is the stand-in of WEB_DIST_DIR, so npm never builds it here.
  await buildServerIfStale();
  buildDataTemplateIfMissing();
}, 120_000);

afterAll(() => {
  for (const child of spawned) if (child.pid) killGroup(child.pid);
});

function killGroup(pid: number) {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    /* already gone */
  }
}

/** `npm <args>` in the repository, in a process group of its own, with only the given environment. */
function npm(args: string[], env: Record<string, string>) {
  const child = spawn('npm', args, {
    cwd: repoRoot,
    detached: true,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: createWebDist(),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  spawned.push(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += String(d)));
  child.stderr!.on('data', (d) => (output += String(d)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, pid: child.pid!, output: () => output, exited };
}

type Npm = ReturnType<typeof npm>;

/** A process's parent and state from /proc, or null once it is gone (or a zombie: it has exited). */
function procStat(pid: number): { ppid: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return state === 'Z' ? null : { ppid: Number(ppid) };
  } catch {
    return null;
  }
}

const commandOf = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
  } catch {
    return '';
  }
};

/** Every live process under `root` (children, grandchildren…), from /proc. */
function descendantsOf(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    const pid = Number(name);
    const stat = Number.isInteger(pid) ? procStat(pid) : null;
    if (stat) children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), pid]);
  }
  const found: number[] = [];
  const walk = (pid: number) => {
    for (const child of children.get(pid) ?? []) {
      found.push(child);
      walk(child);
    }
  };
  walk(root);
  return found;
}

async function untilPrinted(run: Npm, text: string) {
  await until(
    () => {
      if (run.child.exitCode !== null)
        throw new Error(`npm exited before printing ${text}:\n${run.output()}`);
      return run.output().includes(text);
    },
    60_000,
    `${text}\n${run.output()}`,
  );
}

/**
 * Sends `signal` to npm alone (or, as Ctrl-C in a terminal does, to its whole process group)
 * and answers how long until npm and everything it had started were gone (recorded before the
 * signal); fails when anything outlives the shutdown timeout.
 */
async function stopWith(run: Npm, signal: NodeJS.Signals, to: 'npm' | 'group' = 'npm'): Promise<number> {
  const tree = descendantsOf(run.pid);
  // npm's shell gives way to the server (`exec`): npm, then node, nothing else.
  expect(tree.map(commandOf)).toEqual([expect.stringMatching(/^node .*scripts\/start\.mjs/)]);
  const started = Date.now();
  process.kill(to === 'npm' ? run.pid : -run.pid, signal);
  const left = () => [run.pid, ...tree].filter((pid) => procStat(pid) !== null);
  await until(() => left().length === 0, SHUTDOWN_TIMEOUT_MS, 'npm and the server to exit', 50).catch(() => {
    throw new Error(
      `still running ${SHUTDOWN_TIMEOUT_MS} ms after ${signal}: ${left().map(commandOf).join(', ')}`,
    );
  });
  return Date.now() - started;
}

/** A first start on a new DATA_DIR (up to 60 s on a loaded machine), a stop, and for one test a second start. */
const START_AND_STOP_TIMEOUT_MS = 150_000;

describe.runIf(engine === 'pglite')('npm start on the embedded database', () => {
  async function startApp(dataDir: string): Promise<Npm> {
    const port = await freePort();
    const run = npm(['start'], { PORT: String(port), DATA_DIR: dataDir });
    await until(
      async () => {
        if (run.child.exitCode !== null) throw new Error(`npm start exited:\n${run.output()}`);
        return (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.status === 200;
      },
      60_000,
      'npm start to answer /api/health',
    );
    expect(existsSync(join(dataDir, 'shiplog.lock'))).toBe(true);
    return run;
  }

  it(
    'stops on SIGTERM to npm alone: no process left, DATA_DIR released for the next start',
    async () => {
      const dataDir = scratchDir('signals');
      const run = await startApp(dataDir);

      expect(await stopWith(run, 'SIGTERM')).toBeLessThan(SHUTDOWN_TIMEOUT_MS);
      expect(run.output()).toContain('shutting down');
      expect(existsSync(join(dataDir, 'shiplog.lock'))).toBe(false);

      // The next start opens the same database.
      const next = spawnServer({ PORT: String(await freePort()), DATA_DIR: dataDir });
      spawned.push(next.child);
      await waitUntilRunning(next);
      next.child.kill('SIGTERM');
      expect(await next.exited).toBe(0);
    },
    START_AND_STOP_TIMEOUT_MS,
  );

  it(
    'stops gracefully on Ctrl-C, which reaches the server twice (from the terminal and from npm)',
    async () => {
      const dataDir = scratchDir('signals');
      const run = await startApp(dataDir);

      expect(await stopWith(run, 'SIGINT', 'group')).toBeLessThan(SHUTDOWN_TIMEOUT_MS);
      // Stopped in order, not cut short by the second SIGINT: the lock is released on the way out.
      expect(run.output()).toContain('shutting down');
      expect(existsSync(join(dataDir, 'shiplog.lock'))).toBe(false);
    },
    START_AND_STOP_TIMEOUT_MS,
  );
});

describe.runIf(engine === 'postgres')('npm start and npm run worker on PostgreSQL', () => {
  /** Sessions open on `url`'s database, from any process. */
  async function sessionsOn(url: string): Promise<number> {
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [new URL(url).pathname.slice(1)],
      );
      return rows[0]!.n;
    } finally {
      await admin.end();
    }
  }

  it.each([
    { command: 'npm start', args: ['start'], running: 'Shiplog is running', signal: 'SIGTERM' },
    {
      command: 'npm run worker',
      args: ['run', 'worker'],
      running: 'Shiplog workers are running',
      signal: 'SIGINT',
    },
  ] as const)(
    '$command stops on $signal to npm alone and closes its connections',
    async ({ args, running, signal }) => {
      const db = await clonePostgresTemplate();
      try {
        const run = npm([...args], {
          PORT: String(await freePort()),
          DATA_DIR: scratchDir('signals'),
          DATABASE_URL: db.url,
          APP_SECRET: 'process-signals-test-secret-0123456789abcdef',
        });
        await untilPrinted(run, running);
        expect(await sessionsOn(db.url)).toBeGreaterThan(0);

        expect(await stopWith(run, signal)).toBeLessThan(SHUTDOWN_TIMEOUT_MS);
        expect(run.output()).toContain('shutting down');
        expect(await sessionsOn(db.url)).toBe(0);
      } finally {
        await db.drop();
      }
    },
  );
});
