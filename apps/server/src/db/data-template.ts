import { copyFileSync, cpSync, existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { serverRoot } from '../server-files';

/** The initialised empty database that build.mjs keeps, and its stamp naming the PGlite version. */
const TEMPLATE_DIR = join(serverRoot, 'dist', 'pgdata-template');
const TEMPLATE_STAMP = 'shiplog-template.json';

function installedPgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  return (JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')) as { version: string })
    .version;
}

/**
 * A DATA_DIR without a database gets a copy of the build's template (apps/server/build.mjs)
 * instead of PGlite's initdb, which takes seconds and a second WebAssembly Postgres in memory.
 * PG_VERSION, which tells PGlite a database is there, is copied last: a copy cut short is
 * simply made again. Answers whether it copied; without a template made by the installed
 * PGlite (nothing built yet, or an upgrade since), PGlite initialises the folder itself.
 */
export function copyDataTemplate(dir: string): boolean {
  if (existsSync(join(dir, 'PG_VERSION'))) return false;
  try {
    const stamp = JSON.parse(readFileSync(join(TEMPLATE_DIR, TEMPLATE_STAMP), 'utf8')) as { pglite?: string };
    if (stamp.pglite !== installedPgliteVersion()) return false;
  } catch {
    return false;
  }
  const skipped = new Set([join(TEMPLATE_DIR, TEMPLATE_STAMP), join(TEMPLATE_DIR, 'PG_VERSION')]);
  cpSync(TEMPLATE_DIR, dir, { recursive: true, filter: (source) => !skipped.has(source) });
  copyFileSync(join(TEMPLATE_DIR, 'PG_VERSION'), join(dir, 'PG_VERSION'));
  return true;
}
