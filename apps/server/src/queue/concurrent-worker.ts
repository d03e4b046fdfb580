import type PgBoss from 'pg-boss';

const COMPLETE_BATCH = 32;
const COMPLETE_DELAY_MS = 250;

export type FetchedJob = PgBoss.JobWithMetadata<unknown>;

export interface ConcurrentWorkerOptions {
  name: string;
  /** Jobs run at the same time. */
  concurrency: number;
  /** Wait between two looks at an empty queue. */
  pollingIntervalMs: number;
  run(job: FetchedJob): Promise<void>;
  onError(err: unknown): void;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const wake = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', wake);
      resolve();
    };
    const timer = setTimeout(wake, ms);
    signal.addEventListener('abort', wake);
  });

/**
 * Runs up to `concurrency` jobs of one queue at once, each completed or failed on its own
 * (a failed one is retried by the queue with its backoff; the others are unaffected). While
 * jobs are waiting it fetches again as soon as a slot frees up; pg-boss's own `work` waits a
 * whole polling interval after every batch, which caps a worker at a few jobs a second.
 */
export class ConcurrentWorker {
  private readonly running = new Set<Promise<void>>();
  /** Jobs done but not yet marked completed: one statement marks a batch of them. */
  private completed: string[] = [];
  private flushTimer: NodeJS.Timeout | null = null;
  private readonly stopping = new AbortController();
  private loop: Promise<void> | null = null;
  /** Aborted to cut the current wait short (new jobs were queued in this process). */
  private nap = new AbortController();

  constructor(
    private readonly boss: PgBoss,
    private readonly options: ConcurrentWorkerOptions,
  ) {}

  start(): void {
    this.loop ??= this.fetchLoop();
  }

  /** Looks for jobs now rather than at the end of the polling interval. */
  wake(): void {
    this.nap.abort();
  }

  /** Fetches no more jobs and waits (up to `timeoutMs`) for the running ones. */
  async stop(timeoutMs: number): Promise<void> {
    this.stopping.abort();
    this.nap.abort();
    const settled = (async () => {
      await this.loop;
      await Promise.allSettled([...this.running]);
      await this.flushCompleted();
    })();
    await Promise.race([settled, new Promise((r) => setTimeout(r, timeoutMs).unref())]);
  }

  private async fetchLoop(): Promise<void> {
    const { name, concurrency, pollingIntervalMs } = this.options;
    const signal = this.stopping.signal;
    while (!signal.aborted) {
      const free = concurrency - this.running.size;
      // Fetch for half the slots or more at a time: one query brings several jobs.
      if (free <= 0 || (free < concurrency / 2 && this.running.size > 0)) {
        await Promise.race([...this.running]);
        continue;
      }
      let jobs: FetchedJob[] = [];
      try {
        jobs = (await this.boss.fetch(name, { batchSize: free, includeMetadata: true })) ?? [];
      } catch (err) {
        this.options.onError(err);
      }
      for (const job of jobs) {
        const task: Promise<void> = this.runOne(job).finally(() => this.running.delete(task));
        this.running.add(task);
      }
      // Fewer than asked for: the queue is empty for now.
      if (jobs.length < free && !signal.aborted) {
        // Woken while fetching: look again at once; otherwise wait for the next poll or a wake.
        if (this.nap.signal.aborted) this.nap = new AbortController();
        else await sleep(pollingIntervalMs, this.nap.signal);
      }
    }
  }

  private async runOne(job: FetchedJob): Promise<void> {
    const { name } = this.options;
    try {
      let timer: NodeJS.Timeout | undefined;
      const expired = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`job ran longer than ${job.expireInSeconds}s`)),
          job.expireInSeconds * 1000,
        );
      });
      try {
        await Promise.race([this.options.run(job), expired]);
      } finally {
        clearTimeout(timer);
      }
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      await this.boss.fail(name, job.id, { message }).catch((e: unknown) => this.options.onError(e));
      return;
    }
    this.completed.push(job.id);
    if (this.completed.length >= COMPLETE_BATCH) await this.flushCompleted();
    else this.flushTimer ??= setTimeout(() => void this.flushCompleted(), COMPLETE_DELAY_MS);
  }

  /**
   * Marks the finished jobs completed. Should the process die first, they expire and run
   * again, and a job that finds its work done (e.g. a mail already sent) does nothing.
   */
  private async flushCompleted(): Promise<void> {
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = null;
    const ids = this.completed;
    this.completed = [];
    if (!ids.length) return;
    await this.boss.complete(this.options.name, ids).catch((e: unknown) => this.options.onError(e));
  }
}
