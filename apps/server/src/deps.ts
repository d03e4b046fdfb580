import type { Logger } from 'pino';
import type { Config } from './config';
import type { DbHandle } from './db/client';
import type { AiWriter } from './integrations/ai';
import type { Mailer } from './integrations/mail/mailer';
import type { ProjectReadCache } from './lib/project-read-cache';
import type { JobQueue } from './queue/job-queue';

/** What the app and its jobs are built from; tests pass their own. */
export interface AppDeps {
  config: Config;
  database: DbHandle;
  /** Used to sign cookies and encrypt secrets at rest. */
  secret: string;
  logger: Logger;
  queue: JobQueue<AppDeps>;
  /** The AI writer chosen by AI_PROVIDER, built once for the routes and the jobs. */
  ai: AiWriter;
  /** Outgoing mail (SMTP, or the log without SMTP_URL); only the send-mail job uses it. */
  mailer: Mailer;
  /** Public project reads kept in memory for a few seconds (the timeline, the project). */
  readCache: ProjectReadCache;
  /**
   * Called once after every committed write that changes what a project's reads show (the
   * project, its updates, likes, comments, confirmed subscribers, domain); no id: any project.
   */
  afterProjectWrite(projectId?: string): void;
  /** Built web app (index.html and assets); null serves the API only. */
  webDistDir: string | null;
  /** How long a successful health check is remembered. */
  healthCacheMs?: number;
}
