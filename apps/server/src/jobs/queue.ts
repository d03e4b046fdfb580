import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { DbHandle } from '../db/client';
import type { JobDefinition } from './define-job';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyJob<Deps> = JobDefinition<any, Deps>;

export interface SendOptions {
  startAfter?: Date | number;
  singletonKey?: string;
  /** Runs the insert on this connection, e.g. inside the caller's transaction. */
  executeSql?: DbHandle['executeSql'];
}

const deadLetterOf = (name: string) => `${name}.dead`;

/**
 * The Postgres-backed job queue (pg-boss) on our own database, either engine.
 * Requests record work with `send`; workers run it with retries, and jobs that run out of
 * tries land in a dead-letter queue whose worker logs them at error level.
 */
export class JobQueue<Deps> {
  readonly boss: PgBoss;
  private readonly jobs = new Map<string, AnyJob<Deps>>();
  private started = false;
  private readonly pollingIntervalSeconds: number;

  constructor(
    private readonly handle: DbHandle,
    private readonly logger: Logger,
    definitions: AnyJob<Deps>[],
    options: { pollingIntervalSeconds?: number } = {},
  ) {
    for (const job of definitions) this.jobs.set(job.name, job);
    this.boss = new PgBoss({
      db: { executeSql: (text, values) => handle.executeSql(text, values) },
      schema: 'pgboss',
      ...(options.pollingIntervalSeconds ? { pollingIntervalSeconds: options.pollingIntervalSeconds } : {}),
    });
    this.pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
    this.boss.on('error', (err) => this.logger.error({ err }, 'job queue error'));
  }

  /** Creates the queue schema and queues; with `workers`, starts processing too. */
  async start(opts: { workers: boolean; deps?: Deps }): Promise<void> {
    await this.boss.start();
    this.started = true;
    for (const job of this.jobs.values()) {
      await this.boss.createQueue(deadLetterOf(job.name));
      const settings = {
        name: job.name,
        retryLimit: job.retryLimit,
        retryDelay: job.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: job.expireInSeconds,
        deadLetter: deadLetterOf(job.name),
      };
      // createQueue keeps an existing queue as it was: updateQueue brings changed settings in.
      await this.boss.createQueue(job.name, settings);
      await this.boss.updateQueue(job.name, settings);
      if (job.cron) await this.boss.schedule(job.name, job.cron, {}, { tz: 'UTC' });
    }
    if (opts.workers) {
      if (opts.deps === undefined) throw new Error('Workers need their dependencies');
      for (const job of this.jobs.values()) await this.work(job, opts.deps);
    }
  }

  async send<T>(job: JobDefinition<T, Deps>, data: T, options: SendOptions = {}): Promise<string | null> {
    if (!this.jobs.has(job.name)) throw new Error(`Job ${job.name} is not registered`);
    const payload = job.schema.parse(data);
    const { executeSql, ...rest } = options;
    return this.boss.send(job.name, payload as object, {
      ...rest,
      ...(executeSql
        ? { db: { executeSql: (text: string, values: unknown[]) => executeSql(text, values) } }
        : {}),
    });
  }

  private async work(job: AnyJob<Deps>, deps: Deps): Promise<void> {
    const workOptions = {
      batchSize: 1,
      pollingIntervalSeconds: this.pollingIntervalSeconds,
      includeMetadata: true as const,
    };
    await this.boss.work(job.name, workOptions, async ([item]) => {
      if (!item) return;
      const logger = this.logger.child({ job: job.name, jobId: item.id, attempt: item.retryCount + 1 });
      try {
        await job.handler(job.schema.parse(item.data), { deps, logger, jobId: item.id });
      } catch (err) {
        const last = item.retryCount >= job.retryLimit;
        logger.warn({ err }, last ? 'job failed; no tries left' : 'job failed; it will be retried');
        throw err;
      }
    });
    await this.boss.work(deadLetterOf(job.name), workOptions, async ([item]) => {
      if (!item) return;
      this.logger.error(
        { job: job.name, jobId: item.id, data: item.data },
        'job dead-lettered after its last try',
      );
    });
  }

  /** Lets running jobs finish (up to `timeoutMs`), then stops; the database stays open. */
  async stop(timeoutMs = 8_000): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
  }
}
