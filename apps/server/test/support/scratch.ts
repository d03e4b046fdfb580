import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const made: string[] = [];

/**
 * A new folder in the system's temp folder (`shiplog-<name>-…`), removed once the tests of the
 * file that made it are done (scratch-setup.ts): data folders of apps started as child
 * processes, web build stand-ins, exported files.
 */
export function scratchDir(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), `shiplog-${name}-`));
  made.push(dir);
  return dir;
}

/** Removes every folder scratchDir made so far. */
export function removeScratchDirs() {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
}
