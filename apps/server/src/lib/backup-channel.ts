/**
 * How `npm run db:backup` gets a dump of the embedded database while the app holds it: the app
 * answers on a Unix socket of its own (HTTP, never on the network, not part of the API), and
 * only to a caller who can read the token it keeps in DATA_DIR (0600, like the app secret). The
 * socket itself is 0600 too: only the user running the app can connect.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Logger } from 'pino';

const INFO_FILE = 'backup-channel.json';
const SOCKET_FILE = 'backup.sock';
const DUMP_PATH = '/dump';
/** Linux takes socket paths of up to 107 bytes. */
const MAX_SOCKET_PATH = 100;

/** What the app leaves in DATA_DIR for `db:backup`: which process answers, where, with which token. */
interface ChannelInfo {
  pid: number;
  socket: string;
  token: string;
}

const sameToken = (given: string, token: string) =>
  given.length === token.length && timingSafeEqual(Buffer.from(given), Buffer.from(token));

/**
 * Starts answering dump requests for the database in `dataDir`, which this process has locked.
 * Answers the function that stops it and removes its files. Never fails the app's start: when
 * the channel cannot open, that is logged and db:backup asks to stop the app instead.
 */
export async function openBackupChannel(
  dataDir: string,
  dump: () => Promise<string>,
  logger: Logger,
): Promise<() => Promise<void>> {
  const infoPath = join(dataDir, INFO_FILE);
  // A long DATA_DIR cannot hold a socket: then a private folder of its own in the temp folder.
  let socketDir: string | null = null;
  let socket = join(dataDir, SOCKET_FILE);
  if (Buffer.byteLength(socket) > MAX_SOCKET_PATH) {
    socketDir = mkdtempSync(join(tmpdir(), 'shiplog-'));
    socket = join(socketDir, SOCKET_FILE);
  }
  // Files of a process that ended without cleaning up (this one holds the lock now).
  rmSync(socket, { force: true });
  rmSync(infoPath, { force: true });
  const token = randomBytes(32).toString('base64url');

  const server: Server = createServer((req, res) => {
    const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    if (req.method !== 'POST' || req.url !== DUMP_PATH) return res.writeHead(404).end();
    if (!sameToken(given, token)) return res.writeHead(401).end();
    const started = Date.now();
    dump().then(
      (sql) => {
        const bytes = Buffer.byteLength(sql);
        logger.info({ bytes, ms: Date.now() - started }, 'database backup taken for db:backup');
        res
          .writeHead(200, { 'content-type': 'application/sql; charset=utf-8', 'content-length': bytes })
          .end(sql);
      },
      (err: unknown) => {
        logger.error({ err }, 'database backup failed');
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(String(err));
      },
    );
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socket, () => resolve());
    });
    chmodSync(socket, 0o600);
    const info: ChannelInfo = { pid: process.pid, socket, token };
    writeFileSync(infoPath, JSON.stringify(info), { mode: 0o600, flag: 'wx' });
  } catch (err) {
    // The app runs without it: db:backup then says to stop the app first.
    logger.warn({ err }, 'db:backup cannot reach this process: its backup channel did not open');
    server.close();
    rmSync(socketDir ?? socket, { recursive: true, force: true });
    return async () => {};
  }

  let closed = false;
  return async () => {
    if (closed) return;
    closed = true;
    rmSync(infoPath, { force: true });
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
    rmSync(socketDir ?? socket, { recursive: true, force: true });
  };
}

export class BackupChannelError extends Error {
  override name = 'BackupChannelError';
}

/** Asks the app with process id `pid`, which holds `dataDir`, for a dump of its database. */
export async function requestBackup(dataDir: string, pid: number): Promise<string> {
  let info: ChannelInfo;
  try {
    info = JSON.parse(readFileSync(join(dataDir, INFO_FILE), 'utf8')) as ChannelInfo;
  } catch {
    info = { pid: 0, socket: '', token: '' };
  }
  if (info.pid !== pid)
    throw new BackupChannelError(
      `the app (pid ${pid}) holds the embedded database in ${dataDir} but takes no backup requests yet ` +
        '(still starting, or a version from before db:backup): try again once it runs, or stop it and run db:backup again',
    );
  return new Promise<string>((resolve, reject) => {
    const req = request(
      {
        socketPath: info.socket,
        method: 'POST',
        path: DUMP_PATH,
        headers: { authorization: `Bearer ${info.token}` },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          if (res.statusCode === 200) resolve(body);
          else
            reject(
              new BackupChannelError(
                `the app (pid ${pid}) could not take the backup: ${body || res.statusCode}`,
              ),
            );
        });
      },
    );
    req.on('error', (err) =>
      reject(new BackupChannelError(`the app (pid ${pid}) did not answer on ${info.socket}: ${err.message}`)),
    );
    req.end();
  });
}
