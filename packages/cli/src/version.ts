import { readFileSync } from 'node:fs';

/** build.mjs writes the server's version in; the bundle never reads the file below. */
declare const SHIPLOG_VERSION: string | undefined;

/** From the sources (tests): the server package's version, as build.mjs reads it. */
function serverPackageVersion(): string {
  const file = new URL('../../../apps/server/package.json', import.meta.url);
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

/** The CLI's version: the server's it is served by (`/cli/shiplog.tgz`), set at build time. */
export const VERSION: string = typeof SHIPLOG_VERSION === 'string' ? SHIPLOG_VERSION : serverPackageVersion();
