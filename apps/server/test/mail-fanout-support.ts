import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { loadConfig } from '../src/config';
import { openDatabase, type DbHandle } from '../src/db/client';
import { projects, projectSubscribers, updates, users } from '../src/db/schema';
import type { AppDeps } from '../src/deps';
import { createJobs } from '../src/jobs';
import { JobQueue } from '../src/queue/job-queue';
import type { ServerProcess } from './support/server-process';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * `src/worker.ts` in one node process (tsx as a loader, not its CLI, which would run the
 * worker in a child that a SIGKILL of the parent leaves running).
 */
function spawnWorker(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
    cwd: serverRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (d) => (out += String(d)));
  child.stderr.on('data', (d) => (err += String(d)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, stdout: () => out, stderr: () => err, exited };
}

/** A worker process (`npm run worker`): no HTTP, only jobs. */
export async function startWorker(env: Record<string, string>, timeoutMs = 45_000): Promise<ServerProcess> {
  const worker = spawnWorker(env);
  const end = Date.now() + timeoutMs;
  while (!worker.stdout().includes('Shiplog workers are running')) {
    if (worker.child.exitCode !== null || Date.now() > end) {
      worker.child.kill('SIGKILL');
      throw new Error(`worker did not start:\n${worker.stdout().slice(-2_000)}\n${worker.stderr()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return worker;
}

/** The environment every process of the run shares: one database, one secret, the sink. */
export function fanoutEnv(databaseUrl: string, smtpUrl: string, extra: Record<string, string>) {
  return {
    DATABASE_URL: databaseUrl,
    APP_SECRET: 'fanout-secret-fanout-secret-fanout-secret',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'shiplog-fanout-')),
    SMTP_URL: smtpUrl,
    PUBLIC_URL: 'https://shiplog.test',
    MAIL_FROM: 'Shiplog <hello@fanout.test>',
    LOG_LEVEL: 'info',
    ...extra,
  };
}

/** A public project with `emails` confirmed subscribers and one update due now; answers the update id. */
export async function seedFanout(db: DbHandle, emails: string[]): Promise<string> {
  return db.transaction(async (tx) => {
    const [owner] = await tx.db
      .insert(users)
      .values({ id: 'fanout-owner', email: 'owner@fanout.test', name: 'Owner', emailVerified: true })
      .returning();
    const [project] = await tx.db
      .insert(projects)
      .values({ userId: owner!.id, name: 'Fanout', repositoryName: 'owner/fanout', isPrivate: false })
      .returning();
    for (let i = 0; i < emails.length; i += 500) {
      await tx.db
        .insert(projectSubscribers)
        .values(
          emails
            .slice(i, i + 500)
            .map((email) => ({ projectId: project!.id, email, confirmedAt: new Date() })),
        );
    }
    const [update] = await tx.db
      .insert(updates)
      .values({ projectId: project!.id, type: 'release', title: 'Version 1.0', content: 'It ships.' })
      .returning();
    return update!.id;
  });
}

/** The database and a queue (no workers) with the same settings as the worker processes. */
export async function openFanoutDatabase(env: Record<string, string>) {
  const config = loadConfig(env);
  const db = await openDatabase({ engine: 'postgres', url: env.DATABASE_URL!, poolSize: 2 });
  const queue = new JobQueue<AppDeps>(db, pino({ level: 'silent' }), createJobs(config));
  await queue.start({ workers: false });
  return { db, queue };
}
