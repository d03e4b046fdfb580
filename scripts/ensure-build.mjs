// Builds what `npm start` runs when it is missing or older than its sources: the web app
// (apps/web/dist), the compiled server (apps/server/dist), the embedded database's template and
// the shiplog command's package the server offers (packages/cli/dist/shiplog.tgz),
// so that a fresh clone starts with no extra step and a changed source is never served stale.
// `node scripts/ensure-build.mjs` does it alone; scripts/start.mjs does it before starting.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildDataTemplateIfMissing, buildServerIfStale, isStale } from '../apps/server/build.mjs';
import { buildIfStale as buildCliIfStale } from '../packages/cli/build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Runs `npm run build -w @shiplog/web`; a SIGTERM/SIGINT meanwhile stops it and this process. */
function buildWeb() {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '-w', '@shiplog/web'], { cwd: root, stdio: 'inherit' });
    const stop = (signal) => {
      child.kill(signal);
      process.exit(signal === 'SIGINT' ? 130 : 143);
    };
    process.once('SIGTERM', stop).once('SIGINT', stop);
    child.once('error', reject);
    child.once('exit', (code) => {
      process.off('SIGTERM', stop).off('SIGINT', stop);
      if (code === 0) resolve();
      else reject(new Error(`the web build failed (exit code ${code})`));
    });
  });
}

/** Builds what is stale; the web app only when it is served from apps/web/dist (no WEB_DIST_DIR). */
export async function ensureBuild() {
  const web = !process.env.WEB_DIST_DIR;
  if (web && isStale(`${root}apps/web/dist/index.html`, `${root}apps/web`, `${root}packages/contract/src`)) {
    console.log('Building the web app…');
    await buildWeb();
  }
  if (await buildServerIfStale()) console.log('Compiled the server.');
  else buildDataTemplateIfMissing();
  if (await buildCliIfStale()) console.log('Packed the shiplog command.');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await ensureBuild();
