/**
 * `project_page_vs_bare_node`: GET /projects/{id} as a visitor (no session: server-rendered, with
 * its first answers) of a project with 200 updates of every type on PGlite, against bare
 * node:http sending the same bytes; `project_page_html_kb`: that page gzipped, in KB.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  compare,
  root,
  runIfMain,
  seedLongProject,
  serverEntry,
  startPinned,
  stop,
  waitFor,
} from './bench-kit';

const APP_PORT = 3931;
const BARE_PORT = 3932;
const UPDATES = 200;

export async function runProjectPageBench(): Promise<string[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shiplog-bench-page-'));
  const origin = `http://127.0.0.1:${APP_PORT}`;
  const env = { NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn' };
  const seed = spawnSync(process.execPath, [serverEntry('seed')], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (seed.status !== 0) throw new Error(`npm run seed failed with ${seed.status}`);
  const app = startPinned(process.execPath, [serverEntry('main')], {
    ...env,
    PORT: String(APP_PORT),
    PUBLIC_URL: origin,
  });
  let bare: ReturnType<typeof startPinned> | null = null;
  try {
    await waitFor(`${origin}/api/health`, app);
    const { project } = await seedLongProject(origin, UPDATES);
    const appUrl = `${origin}${project}`;
    const body = await (await fetch(appUrl)).text();
    if (!body.includes('<article')) throw new Error(`${project} is not server-rendered`);
    const bodyFile = join(dataDir, 'project-page.html');
    writeFileSync(bodyFile, body);
    bare = startPinned(process.execPath, [join(root, 'bench/bare-json-server.mjs')], {
      PORT: String(BARE_PORT),
      BODY_FILE: bodyFile,
    });
    const bareUrl = `http://127.0.0.1:${BARE_PORT}${project}`;
    await waitFor(bareUrl, bare);
    const r = await compare('project_page', appUrl, bareUrl);
    const gzipKb = gzipSync(body).length / 1024;
    console.log(
      `project_page: app_rps=${r.appRps.toFixed(0)} bare_rps=${r.bareRps.toFixed(0)} app_p50_ms=${r.appP50} app_p99_ms=${r.appP99} html_bytes=${Buffer.byteLength(body)}`,
    );
    return [`project_page_vs_bare_node=${r.ratio.toFixed(2)}`, `project_page_html_kb=${gzipKb.toFixed(1)}`];
  } finally {
    await stop(app);
    if (bare) await stop(bare);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await runIfMain(import.meta.url, runProjectPageBench);
