import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root, serverEntry, stop, waitFor } from './bench-kit';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, with a debugging port for Lighthouse and a profile of its own. */
export function startChromium(profileDir: string, port: number): ChildProcess {
  const flags = [
    '--headless=new',
    `--remote-debugging-port=${port}`,
    `--user-data-dir=${profileDir}`,
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
    ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
    'about:blank',
  ];
  return spawn(CHROMIUM, flags, { stdio: 'ignore' });
}

/**
 * The built app on a new `DATA_DIR` (seeded as `npm run seed` does) on `appPort`, and Chromium
 * with its debugging port on `appPort + 1`, both answering; `close` stops them and removes
 * their folders. For the Lighthouse benches (web.ts, widget.ts).
 */
export async function startAppAndChromium(name: string, appPort: number) {
  const origin = `http://127.0.0.1:${appPort}`;
  const chromePort = appPort + 1;
  const dataDir = mkdtempSync(join(tmpdir(), `shiplog-bench-${name}-`));
  const profileDir = mkdtempSync(join(tmpdir(), 'shiplog-bench-chromium-'));
  const env = { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  const seed = spawnSync(process.execPath, [serverEntry('seed')], { cwd: root, env, stdio: 'ignore' });
  if (seed.status !== 0) throw new Error(`npm run seed failed with ${seed.status}`);
  const app = spawn(process.execPath, [serverEntry('main')], {
    cwd: root,
    env: { ...env, PORT: String(appPort), PUBLIC_URL: origin },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const chromium = startChromium(profileDir, chromePort);
  const close = async () => {
    chromium.kill('SIGTERM');
    await stop(app);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(profileDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${origin}/api/health`, app);
    await waitFor(`http://127.0.0.1:${chromePort}/json/version`, chromium);
  } catch (err) {
    await close();
    throw err;
  }
  return { origin, chromePort, close };
}
