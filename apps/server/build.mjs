// Compiles the server for production: one ES module per entry point in dist/, with our own
// TypeScript (the server and @shiplog/contract) bundled and every npm package left to Node.
// `npm start` and `npm run worker` run these files; tsx is for development and tests only.
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

export const serverDir = fileURLToPath(new URL('.', import.meta.url));

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
  rmSync(new URL('dist', import.meta.url), { recursive: true, force: true });
  await build({
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

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
