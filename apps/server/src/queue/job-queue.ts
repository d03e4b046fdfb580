import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { DbHandle } from '../db/client';
import { asBackgroundWork } from '../db/statement-lanes';
import { ConcurrentWorker } from './concurrent-worker';
import type { JobDefinition } from './define-job';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyJob<Deps> = JobDefinition<any, Deps>;

/** What sending needs of a job: its name and payload schema (not its handler). */
export type JobRef<T> = Pick<JobDefinition<T, unknown>, 'name' | 'schema'>;

export interface SendOptions {
  startAfter?: Date | number;
  singletonKey?: string;
  /** Runs the insert on this connection, e.g. inside the caller's transaction. */
  executeSql?: DbHandle['executeSql'];
}

export interface QueueOptions {
  pollingIntervalSeconds?: number;
  /** How often jobs of vanished workers (active past their expiry) go back to retry. */
  maintenanceIntervalSeconds?: number;
}

const deadLetterOf = (name: string) => `${name}.dead`;
/**
 * Dead letters are only logged, and rare: their workers look this many times less often than
 * the others (a statement per look and per queue, a dozen queues: every 2 s, on the embedded
 * database, they took the app's thread several times a second for nothing).
 */
const DEAD_LETTER_POLLING_FACTOR = 10;

const onConnection = (executeSql: DbHandle['executeSql'] | undefined) =>
  executeSql ? { db: { executeSql: (text: string, values: unknown[]) => executeSql(text, values) } } : {};

/**
 * The Postgres-backed job queue (pg-boss) on our own database, either engine.
 * Requests record work with `send`; workers run it with retries, and jobs that run out of
 * tries land in a dead-letter queue whose worker logs them at error level.
 */
export class JobQueue<Deps> {
  readonly boss: PgBoss;
  private readonly jobs = new Map<string, AnyJob<Deps>>();
  private readonly concurrentWorkers = new Map<string, ConcurrentWorker>();
  /** pg-boss worker ids of this process, by queue name. */
  private readonly workerIds = new Map<string, string>();
  private started = false;
  /** Set once stop() has returned. */
  private stopped = false;
  private readonly pollingIntervalSeconds: number;
  /** Aborted by stop(): running jobs see it and stop between their steps. */
  private stopping = new AbortController();

  constructor(
    private readonly handle: DbHandle,
    private readonly logger: Logger,
    definitions: AnyJob<Deps>[],
    options: QueueOptions = {},
  ) {
    for (const job of definitions) this.jobs.set(job.name, job);
    this.boss = new PgBoss({
      db: { executeSql: (text, values) => this.executeSql(text, values) },
      schema: 'pgboss',
      ...(options.pollingIntervalSeconds ? { pollingIntervalSeconds: options.pollingIntervalSeconds } : {}),
      ...(options.maintenanceIntervalSeconds
        ? { maintenanceIntervalSeconds: options.maintenanceIntervalSeconds }
        : {}),
    });
    this.pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
    this.boss.on('error', (err) => this.logger.error({ err }, 'job queue error'));
  }

  /** Creates the queue schema and queues; with `workers`, starts processing too. */
  async start(opts: { workers: boolean; deps?: Deps }): Promise<void> {
    // What pg-boss and the workers start here (polling, maintenance, every job) is background
    // work: on the embedded database its statements give way to requests'.
    await asBackgroundWork(() => this.startInBackground(opts));
  }

  private async startInBackground(opts: { workers: boolean; deps?: Deps }): Promise<void> {
    await this.boss.start();
    this.started = true;
    if (this.stopping.signal.aborted) this.stopping = new AbortController();
    this.stopped = false;
    for (const job of this.jobs.values()) {
      await this.boss.createQueue(deadLetterOf(job.name));
      const settings = {
        name: job.name,
        policy: job.policy ?? 'standard',
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

  async send<T>(job: JobRef<T>, data: T, options: SendOptions = {}): Promise<string | null> {
    this.assertRegistered(job);
    const payload = job.schema.parse(data);
    const { executeSql, ...rest } = options;
    const id = await this.boss.send(job.name, payload as object, { ...rest, ...onConnection(executeSql) });
    // Outside a transaction the job is there for everyone now: this process's worker starts at once.
    if (!executeSql && !rest.startAfter) this.wake(job);
    return id;
  }

  /**
   * Tells this process's worker of `job` (if it runs one) to look for jobs now rather than
   * at its next poll, e.g. after a transaction that queued some has committed.
   */
  wake(job: JobRef<unknown>): void {
    if (!this.started) return;
    this.concurrentWorkers.get(job.name)?.wake();
    const id = this.workerIds.get(job.name);
    if (id) this.boss.notifyWorker(id);
  }

  /** Queues one job per payload in a single statement (e.g. a fan-out's mails). */
  async sendMany<T>(
    job: JobRef<T>,
    payloads: T[],
    options: Pick<SendOptions, 'executeSql'> = {},
  ): Promise<void> {
    this.assertRegistered(job);
    if (!payloads.length) return;
    const rows = payloads.map((data) => ({ name: job.name, data: job.schema.parse(data) as object }));
    await this.boss.insert(rows, onConnection(options.executeSql));
  }

  /**
   * Jobs of `job` waiting to run (queued, or waiting for a retry), counted up to `atMost`: the
   * count reads at most that many rows however long the queue is.
   */
  async waiting(job: JobRef<unknown>, atMost: number): Promise<number> {
    const { rows } = await this.handle.executeSql(
      `select count(*)::int as n from (
         select 1 from pgboss.job where name = $1 and state < 'active' limit $2
       ) waiting`,
      [job.name, atMost],
    );
    return (rows[0] as { n: number }).n;
  }

  private assertRegistered(job: JobRef<unknown>) {
    if (!this.jobs.has(job.name)) throw new Error(`Job ${job.name} is not registered`);
  }

  private async run(job: AnyJob<Deps>, deps: Deps, item: PgBoss.JobWithMetadata<unknown>) {
    const attempt = item.retryCount + 1;
    const lastTry = item.retryCount >= item.retryLimit;
    const logger = this.logger.child({ job: job.name, jobId: item.id, attempt });
    try {
      await job.handler(job.schema.parse(item.data), {
        deps,
        logger,
        jobId: item.id,
        attempt,
        lastTry,
        signal: this.stopping.signal,
      });
    } catch (err) {
      logger.warn({ err }, lastTry ? 'job failed; no tries left' : 'job failed; it will be retried');
      throw err;
    }
  }

  private async work(job: AnyJob<Deps>, deps: Deps): Promise<void> {
    const workOptions = {
      batchSize: 1,
      pollingIntervalSeconds: this.pollingIntervalSeconds,
      includeMetadata: true as const,
    };
    if ((job.concurrency ?? 1) > 1) {
      const worker = new ConcurrentWorker(this.boss, {
        name: job.name,
        concurrency: job.concurrency!,
        pollingIntervalMs: this.pollingIntervalSeconds * 1000,
        run: (item) => this.run(job, deps, item),
        onError: (err) => this.logger.error({ err, job: job.name }, 'job queue error'),
      });
      worker.start();
      this.concurrentWorkers.set(job.name, worker);
    } else {
      const id = await this.boss.work(job.name, workOptions, async ([item]) => {
        if (item) await this.run(job, deps, item);
      });
      this.workerIds.set(job.name, id);
    }
    const deadLetterOptions = {
      ...workOptions,
      pollingIntervalSeconds: this.pollingIntervalSeconds * DEAD_LETTER_POLLING_FACTOR,
    };
    await this.boss.work(deadLetterOf(job.name), deadLetterOptions, async ([item]) => {
      if (!item) return;
      this.logger.error(
        { job: job.name, jobId: item.id, data: item.data },
        'job dead-lettered after its last try',
      );
    });
  }

  /**
   * pg-boss's statements. Once the queue has stopped, a job that outlived the stop's wait still
   * finishes, and pg-boss then records it without awaiting (an unhandled rejection when the
   * database has closed meanwhile): that write is dropped and logged instead, and the job,
   * still active, is tried again after its expiry like any job of a process that went away.
   */
  private async executeSql(text: string, values: unknown[]) {
    try {
      return await this.handle.executeSql(text, values);
    } catch (err) {
      if (!this.stopped) throw err;
      this.logger.warn({ err }, 'a job finished after the queue stopped; it will be tried again');
      // The shape pg-boss reads from its completion commands ("nothing changed").
      return { rows: [{ count: 0 }] };
    }
  }

  /** Lets running jobs finish (up to `timeoutMs`), then stops; the database stays open. */
  async stop(timeoutMs = 8_000): Promise<void> {
    if (!this.started) return;
    this.started = false;
    this.stopping.abort();
    const started = Date.now();
    await Promise.all([...this.concurrentWorkers.values()].map((w) => w.stop(timeoutMs)));
    this.concurrentWorkers.clear();
    this.workerIds.clear();
    const left = Math.max(1_000, timeoutMs - (Date.now() - started));
    await this.boss.stop({ graceful: true, wait: true, close: false, timeout: left });
    this.stopped = true;
  }
}
