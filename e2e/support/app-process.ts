import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { until } from '@shiplog/fakes';
import { inject } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

/** Whether any process of the group led by `pid` is still running. */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

export interface AppProcess {
  baseUrl: string;
  child: ChildProcess;
  output: () => string;
  /** Stops the app, then removes its DATA_DIR (after `keep` has read it, when given). */
  stop(options?: { keep?: (dataDir: string) => void }): Promise<void>;
}

/**
 * Starts the built app the way `npm start` does, on a free port with a DATA_DIR of its own: a
 * copy of `template` (by default the run's, see global-setup.ts: a data directory an app has
 * already created and migrated, which opens in a moment where creating one costs seconds), or
 * an empty one when `template` is null.
 */
export async function startApp(
  env: Record<string, string> = {},
  template: string | null = inject('dataDirTemplate'),
): Promise<AppProcess> {
  // A free port can be taken by another process between freePort() closing it and the app
  // binding it: then try another port.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startAppOnce(env, template);
    } catch (err) {
      if (!(err instanceof PortTaken) || attempt === 3) throw err;
    }
  }
}

class PortTaken extends Error {}

async function startAppOnce(env: Record<string, string>, template: string | null): Promise<AppProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'shiplog-e2e-'));
  if (template) cpSync(template, dataDir, { recursive: true });
  const baseUrl = `http://localhost:${port}`;
  const child = spawn('npm', ['start'], {
    cwd: root,
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Counts of public projects in the tests are their own; the footer test turns it on.
      PRODUCT_CHANGELOG: 'false',
      // An app's idle job workers look for work every 5 s instead of 2: a job queued outside a
      // transaction, or after one commits, wakes its worker at once either way. An idle app
      // spent 3.7 s of CPU a minute on PGlite polls at 2 s, 1.6 s at 5 s; two or three apps sit
      // mostly idle beside the browser through the whole suite.
      JOB_POLLING_SECONDS: '5',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += String(d)));
  child.stderr!.on('data', (d) => (output += String(d)));
  const end = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) {
      rmSync(dataDir, { recursive: true, force: true });
      if (output.includes('EADDRINUSE')) throw new PortTaken(`port ${port} was taken:\n${output}`);
      throw new Error(`the app exited early:\n${output}`);
    }
    if (Date.now() > end) throw new Error(`the app did not start:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    child,
    output: () => output,
    async stop({ keep } = {}) {
      const exited = new Promise((r) => child.once('exit', r));
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
      // npm may exit before the app it started has closed its database: wait for the group.
      await until(() => !groupAlive(child.pid!), 15_000, 'the app to stop');
      keep?.(dataDir);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
