import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder, found the same way from the TypeScript sources (tests, dev) and
 * from the compiled bundle in dist/ (`npm start`): the nearest folder above this file that holds
 * the package's package.json.
 */
function findServerRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'src', 'main.ts'))) return dir;
    if (dirname(dir) === dir) throw new Error(`the server's folder was not found above ${from}`);
  }
}

export const serverRoot = findServerRoot(dirname(fileURLToPath(import.meta.url)));

/** A file shipped with the server's sources (migrations, fonts), by its path under src/. */
export const serverSourceFile = (...parts: string[]) => join(serverRoot, 'src', ...parts);
