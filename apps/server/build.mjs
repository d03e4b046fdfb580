// Compiles the server for production: one ES module per entry point in dist/, with our own
// TypeScript (the server and @shiplog/contract) bundled and every npm package left to Node.
// `npm start` and `npm run worker` run these files; tsx is for development and tests only.
// It also keeps dist/pgdata-template: an initialised, empty embedded database that a new
// DATA_DIR is copied from (src/lib/data-dir.ts), so a first start skips PGlite's initdb.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const serverDir = fileURLToPath(new URL('.', import.meta.url));
const distDir = join(serverDir, 'dist');
/** The data template's folder and the file in it naming the PGlite version that made it. */
export const dataTemplateDir = join(distDir, 'pgdata-template');
export const DATA_TEMPLATE_STAMP = 'shiplog-template.json';

export const entryPoints = {
  main: 'src/main.ts',
  worker: 'src/worker.ts',
  seed: 'src/seed.ts',
  'waitlist-export': 'src/modules/waitlist/cli/export.ts',
  'db-backup': 'src/db-backup.ts',
  'db-restore': 'src/db-restore.ts',
};

/** Bare imports stay external, but for our own workspace packages (TypeScript sources). */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@shiplog/') ? undefined : { path: args.path, external: true },
    );
  },
};

export async function buildServer() {
  // Everything in dist/ but the data template, which only a new PGlite version changes.
  if (existsSync(distDir)) {
    for (const entry of readdirSync(distDir)) {
      if (entry !== 'pgdata-template') rmSync(join(distDir, entry), { recursive: true, force: true });
    }
  }
  // Loaded here, not at the top: `npm start` imports this file and mostly builds nothing.
  const esbuild = await import('esbuild');
  await esbuild.build({
    absWorkingDir: serverDir,
    entryPoints,
    outdir: 'dist',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [npmPackagesExternal],
  });
  // esbuild's service process would otherwise live as long as this one (`npm start`'s server).
  await esbuild.stop();
  buildDataTemplateIfMissing();
}

/** The PGlite version installed, which the data template must have been made with. */
export function pgliteVersion() {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  return JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')).version;
}

/** Whether dist/pgdata-template holds a database initialised by the installed PGlite. */
export function isDataTemplateCurrent() {
  try {
    const stamp = JSON.parse(readFileSync(join(dataTemplateDir, DATA_TEMPLATE_STAMP), 'utf8'));
    return stamp.pglite === pgliteVersion();
  } catch {
    return false;
  }
}

/**
 * Makes dist/pgdata-template when it is missing or from another PGlite version: PGlite's
 * initdb runs once here, in a child process (it peaks at ~750 MB), instead of at every first
 * start. Answers whether it made one.
 */
export function buildDataTemplateIfMissing() {
  if (isDataTemplateCurrent()) return false;
  const scratch = `${dataTemplateDir}.${process.pid}`;
  rmSync(scratch, { recursive: true, force: true });
  try {
    // Liftoff only, as the app runs PGlite (src/db/client.ts): faster here too.
    const args = ['--liftoff-only', fileURLToPath(import.meta.url), '--data-template', scratch];
    execFileSync(process.execPath, args, {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    // Another build may have made one meanwhile, which a starting app may be copying: keep it.
    if (isDataTemplateCurrent()) return false;
    rmSync(dataTemplateDir, { recursive: true, force: true });
    renameSync(scratch, dataTemplateDir);
  } catch (err) {
    // Another build made it at the same moment: theirs is as good as ours.
    if (!isDataTemplateCurrent()) throw err;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return true;
}

/** Initialises an empty embedded database in `dir` (a new folder) and stamps it. */
async function createDataTemplate(dir) {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(dir);
  await db.close();
  writeFileSync(join(dir, DATA_TEMPLATE_STAMP), JSON.stringify({ pglite: pgliteVersion() }));
}

/** The newest modification time of the files under `dir` (builds and installs left out). */
export function newestSource(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs);
  }
  return latest;
}

/** Whether `built` is missing or older than any file in the `sources` folders. */
export const isStale = (built, ...sources) =>
  !existsSync(built) || statSync(built).mtimeMs < Math.max(...sources.map(newestSource));

/** Compiles the server when dist/ is missing or older than its sources or the contract's. */
export async function buildServerIfStale() {
  const sources = [join(serverDir, 'src'), join(serverDir, '..', '..', 'packages', 'contract', 'src')];
  if (!isStale(join(serverDir, 'dist', 'main.js'), ...sources)) return false;
  await buildServer();
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv[2] === '--data-template') await createDataTemplate(process.argv[3]);
  else await buildServer();
}
