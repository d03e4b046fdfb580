// Compiles the CLI into one ES module, dist/shiplog.js, with @shiplog/contract and zod bundled:
// it runs on Node alone. bin/shiplog.js calls buildIfStale first when run from a checkout.
import { existsSync, readdirSync, renameSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const cliDir = fileURLToPath(new URL('.', import.meta.url));
const output = join(cliDir, 'dist', 'shiplog.js');
const sourceDirs = [join(cliDir, 'src'), join(cliDir, '..', 'contract', 'src')];

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

export async function build() {
  const { build: esbuild } = await import('esbuild');
  // Written aside and renamed, so a run that starts meanwhile never loads half a file.
  const partial = `${output}.${process.pid}.tmp`;
  await esbuild({
    entryPoints: [join(cliDir, 'src', 'main.ts')],
    outfile: partial,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'warning',
    legalComments: 'none',
  });
  renameSync(partial, output);
}

/** Builds when dist/shiplog.js is missing or older than the CLI's or the contract's sources. */
export async function buildIfStale() {
  const built = existsSync(output) ? statSync(output).mtimeMs : 0;
  if (built >= Math.max(...sourceDirs.filter(existsSync).map(newest))) return false;
  await build();
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await build();
