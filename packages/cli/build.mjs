// Compiles the CLI into one ES module, dist/shiplog.js, with @shiplog/contract and zod bundled:
// it runs on Node alone. bin/shiplog.js calls buildIfStale first when run from a checkout.
// It also packs dist/shiplog.tgz, the npm package the server offers at /cli/shiplog.tgz
// (`npm install -g https://{host}/cli/shiplog.tgz`): named `shiplog`, versioned with the
// server, with no dependencies, so installing it needs nothing from a registry.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const cliDir = fileURLToPath(new URL('.', import.meta.url));
const output = join(cliDir, 'dist', 'shiplog.js');
/** The package the server serves; apps/server/src/plugins/cli-package.ts reads it from here. */
export const packageFile = join(cliDir, 'dist', 'shiplog.tgz');
const serverPackage = join(cliDir, '..', '..', 'apps', 'server', 'package.json');
const sourceDirs = [join(cliDir, 'src'), join(cliDir, '..', 'contract', 'src')];
const sourceFiles = [join(cliDir, 'bin', 'shiplog.js'), join(cliDir, 'build.mjs'), serverPackage];

/** The server's version: the CLI's `--version` and its package's. */
export const serverVersion = () => JSON.parse(readFileSync(serverPackage, 'utf8')).version;

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

const PACKAGE_README = `# shiplog

The command line of your Shiplog server: turn the commit you just made into posts and a draft
update from your terminal. Needs Node 20 or newer and git.

    shiplog login        # your server's address and a personal API token (Settings → API tokens)
    shiplog post --last  # posts for X, LinkedIn and Discord, and a draft update, from HEAD
    shiplog drafts
    shiplog publish <id>

Run \`shiplog --help\` for every command.
`;

/** dist/shiplog.tgz: package.json, bin/shiplog.js and dist/shiplog.js, packed by npm itself. */
function pack(version) {
  const stage = mkdtempSync(join(tmpdir(), 'shiplog-cli-pack-'));
  try {
    mkdirSync(join(stage, 'bin'));
    mkdirSync(join(stage, 'dist'));
    copyFileSync(join(cliDir, 'bin', 'shiplog.js'), join(stage, 'bin', 'shiplog.js'));
    copyFileSync(output, join(stage, 'dist', 'shiplog.js'));
    writeFileSync(join(stage, 'README.md'), PACKAGE_README);
    const manifest = {
      name: 'shiplog',
      version,
      description: 'The shiplog command line: turn the commit you just made into posts and a draft update.',
      type: 'module',
      bin: { shiplog: 'bin/shiplog.js' },
      files: ['bin', 'dist'],
      engines: { node: '>=20' },
    };
    writeFileSync(join(stage, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    const [packed] = JSON.parse(
      execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', stage], {
        cwd: stage,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
      }),
    );
    renameSync(join(stage, packed.filename), `${packageFile}.${process.pid}.tmp`);
    renameSync(`${packageFile}.${process.pid}.tmp`, packageFile);
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}

export async function build() {
  const { build: esbuild } = await import('esbuild');
  const version = serverVersion();
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
    define: { SHIPLOG_VERSION: JSON.stringify(version) },
  });
  renameSync(partial, output);
  pack(version);
}

/** Builds when dist/shiplog.js or the package is missing or older than their sources. */
export async function buildIfStale() {
  const built = [output, packageFile].map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0));
  const sources = [
    ...sourceDirs.filter(existsSync).map(newest),
    ...sourceFiles.map((f) => statSync(f).mtimeMs),
  ];
  if (Math.min(...built) >= Math.max(...sources)) return false;
  await build();
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await build();
