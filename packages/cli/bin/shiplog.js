#!/usr/bin/env node
// The `shiplog` command. Runs dist/shiplog.js, the CLI compiled from src/ with the contract
// bundled in (build.mjs); in a checkout it compiles first when dist/ is missing or older than
// the sources, so `npx shiplog` works right after `npm install`.
import { existsSync } from 'node:fs';

const dist = new URL('../dist/shiplog.js', import.meta.url);
const sources = new URL('../src', import.meta.url);

if (existsSync(sources)) {
  const { buildIfStale } = await import('../build.mjs').catch(() => ({ buildIfStale: null }));
  if (buildIfStale) await buildIfStale();
}
if (!existsSync(dist)) {
  console.error('shiplog: the command is not built; run `npm run build -w @shiplog/cli`.');
  process.exit(1);
}
const { main } = await import(dist.href);
process.exitCode = await main(process.argv.slice(2));
