import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(
    message: string,
    /** The process holding the lock, when known. */
    readonly pid?: number,
  ) {
    super(message);
  }
}

const LOCK_FILE = 'shiplog.lock';
const SECRET_FILE = 'app-secret';

export function ensureDataDir(dir: string): string {
  const abs = resolve(dir);
  mkdirSync(abs, { recursive: true, mode: 0o700 });
  return abs;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the data directory for this process. PGlite does not lock its files, so two
 * processes on one directory would corrupt it: the second one gets a clear error.
 * A lock left by a process that no longer runs is taken over.
 */
export function lockDataDir(dir: string): () => void {
  const path = join(dir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx', 0o600);
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        if (readFileSync(path, 'utf8').trim() === String(process.pid)) rmSync(path, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(
          `DATA_DIR ${dir} is in use by another Shiplog process (pid ${owner}). ` +
            'Stop it first, or give this process another DATA_DIR or a DATABASE_URL.',
          owner,
        );
      }
      rmSync(path, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not take the lock file ${path}.`);
}

/** APP_SECRET when given; otherwise one generated on first start and kept in DATA_DIR. */
export function resolveAppSecret(dir: string, given: string | undefined): string {
  if (given) return given;
  const path = join(dir, SECRET_FILE);
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(path, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}
