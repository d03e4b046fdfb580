import pino from 'pino';
import { loadConfig } from '../../src/config';
import { openDatabase, type DbHandle } from '../../src/db/client';
import { projects, projectSubscribers, updates, users } from '../../src/db/schema';
import type { AppDeps } from '../../src/deps';
import { createJobs } from '../../src/jobs';
import { JobQueue } from '../../src/queue/job-queue';
import { scratchDir } from './scratch';

/** The environment every process of the run shares: one database, one secret, the sink. */
export function fanoutEnv(databaseUrl: string, smtpUrl: string, extra: Record<string, string>) {
  return {
    DATABASE_URL: databaseUrl,
    APP_SECRET: 'fanout-secret-fanout-secret-fanout-secret',
    DATA_DIR: scratchDir('fanout'),
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
