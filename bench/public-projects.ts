/**
 * `public_projects_vs_bare_node`: GET /api/projects/public (the first page, default size)
 * with 100 public projects seeded by `npm run seed` on PGlite, against bare node:http
 * sending the same bytes.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compare, hasTaskset, root, serverEntry, startPinned, stop, waitFor } from './bench-kit';

const APP_PORT = 3921;
const BARE_PORT = 3922;
/** The demo seed has two public projects; 98 samples make 100. */
const SAMPLE_PROJECTS = 98;
const PATH = '/api/projects/public';

export async function runPublicProjectsBench(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shiplog-bench-projects-'));
  const env = { NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn' };
  const seed = spawnSync(
    process.execPath,
    [serverEntry('seed'), `--extra-public-projects=${SAMPLE_PROJECTS}`],
    {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (seed.status !== 0) throw new Error(`npm run seed failed with ${seed.status}`);
  const app = startPinned(process.execPath, [serverEntry('main')], { ...env, PORT: String(APP_PORT) });
  let bare: ReturnType<typeof startPinned> | null = null;
  try {
    const appUrl = `http://127.0.0.1:${APP_PORT}${PATH}`;
    await waitFor(`http://127.0.0.1:${APP_PORT}/api/health`, app);
    const body = await (await fetch(appUrl)).text();
    const bodyFile = join(dataDir, 'public-projects.json');
    writeFileSync(bodyFile, body);
    bare = startPinned(process.execPath, [join(root, 'bench/bare-json-server.mjs')], {
      PORT: String(BARE_PORT),
      BODY_FILE: bodyFile,
    });
    const bareUrl = `http://127.0.0.1:${BARE_PORT}${PATH}`;
    await waitFor(bareUrl, bare);
    const label = 'public_projects';
    const r = await compare(label, appUrl, bareUrl);
    console.log(
      `${label}: app_rps=${r.appRps.toFixed(0)} bare_rps=${r.bareRps.toFixed(0)} app_p50_ms=${r.appP50} app_p99_ms=${r.appP99} projects=${(JSON.parse(body) as unknown[]).length} body_bytes=${Buffer.byteLength(body)}`,
    );
    return `public_projects_vs_bare_node=${r.ratio.toFixed(2)}`;
  } finally {
    await stop(app);
    if (bare) await stop(bare);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// Run alone (`npx tsx bench/public-projects.ts`): pinned to CPU 1 like run.ts.
if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  if (hasTaskset && !process.env.BENCH_PINNED) {
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
  console.log(await runPublicProjectsBench());
}
