import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort, until } from '@shiplog/fakes';
import { assertNotEngineFree } from './database';

const serverRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
}

export { freePort };

/** A compiled entry point (apps/server/build.mjs; the tests' global setup compiles them). */
export const compiledEntry = (entry: string) => `dist/${entry}.js`;

/**
 * Runs the compiled `dist/<entry>.js` as `npm start` / `npm run worker` do, with only the given
 * environment; Node itself gets the signals, as it does under `npm start`.
 */
export function spawnServer(env: Record<string, string>, entry = 'main'): ServerProcess {
  assertNotEngineFree();
  const child = spawn(process.execPath, [compiledEntry(entry)], {
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

/** Resolves once the process has printed `text`, or fails with what it printed (and kills it). */
export async function untilPrinted(server: ServerProcess, text: string, timeoutMs = 45_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  await until(
    () => {
      if (server.stdout().includes(text)) return true;
      if (server.child.exitCode !== null || Date.now() > end) {
        server.child.kill('SIGKILL');
        throw new Error(`${text}: not printed:\n${server.stdout().slice(-2_000)}\n${server.stderr()}`);
      }
      return false;
    },
    timeoutMs + 1_000,
    text,
  );
}

/** Resolves once the process logs that it is serving, or fails with what it printed. */
export const waitUntilRunning = (server: ServerProcess, timeoutMs = 45_000) =>
  untilPrinted(server, 'Shiplog is running', timeoutMs);

/** A worker process (`npm run worker`): no HTTP, only jobs. */
export async function startWorker(env: Record<string, string>, timeoutMs = 45_000): Promise<ServerProcess> {
  const worker = spawnServer(env, 'worker');
  await untilPrinted(worker, 'Shiplog workers are running', timeoutMs);
  return worker;
}

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `command` to its end with `input` on its stdin; answers its exit code and output. */
export function runToEnd(
  command: string,
  args: string[],
  options: { cwd: string; env: Record<string, string | undefined>; input?: string },
): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += String(chunk)));
    child.stderr.on('data', (chunk) => (stderr += String(chunk)));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(options.input ?? '');
  });
}

/**
 * Runs a compiled command (`dist/<entry>.js`, e.g. waitlist-export or db-backup) to its end, as
 * npm runs it from apps/server, with only the given environment; answers its exit code and output.
 */
export function runCompiledCommand(
  entry: string,
  args: string[],
  env: Record<string, string>,
): Promise<CommandResult> {
  const child = spawn(process.execPath, [compiledEntry(entry), ...args], {
    cwd: serverRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (d) => (stdout += String(d)));
  child.stderr!.on('data', (d) => (stderr += String(d)));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}
