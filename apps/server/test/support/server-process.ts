import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const serverRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
}

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/**
 * Runs `src/<entry>.ts` as `npm start` / `npm run worker` do (`node --import tsx`), with only the
 * given environment. Node itself gets the signals: the tsx command would relay them, and kills a
 * child that does not answer its relay within 30 ms (a busy machine), so no graceful stop.
 */
export function spawnServer(env: Record<string, string>, entry = 'main'): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', `src/${entry}.ts`], {
    cwd: serverRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout!.on('data', (d) => (out += String(d)));
  child.stderr!.on('data', (d) => (err += String(d)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, stdout: () => out, stderr: () => err, exited };
}

/** Resolves once the process logs that it is serving, or fails with what it printed. */
export async function waitUntilRunning(server: ServerProcess, timeoutMs = 45_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!server.stdout().includes('Shiplog is running')) {
    if (server.child.exitCode !== null || Date.now() > end) {
      throw new Error(`server did not start:\n${server.stdout()}\n${server.stderr()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
