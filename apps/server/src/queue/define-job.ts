import type { z } from 'zod';
import type { Logger } from 'pino';

/** The longest wait between two tries of a job, whatever its settings. */
export const MAX_BACKOFF_SECONDS = 3_600;

export interface JobContext<Deps> {
  deps: Deps;
  logger: Logger;
  jobId: string;
  /** 1 for the first try, 2 for the first retry, … */
  attempt?: number;
  /** True when the queue will not try this job again if it fails now. */
  lastTry?: boolean;
  /**
   * Aborted when the worker stops: a long job (e.g. a fan-out in batches) starts no further
   * step and leaves the rest for its next run.
   */
  signal?: AbortSignal;
}

export interface JobDefinition<T, Deps = unknown> {
  name: string;
  schema: z.ZodType<T>;
  /** Tries after the first one; then the job goes to its dead-letter queue. */
  retryLimit: number;
  /** First wait; each retry roughly doubles it (pg-boss exponential backoff with jitter). */
  retryDelaySeconds: number;
  expireInSeconds: number;
  /** Cron expression (UTC) for recurring jobs. */
  cron?: string;
  /**
   * `short`: at most one job waits in the queue per singleton key (a second send while one
   * waits is dropped), e.g. a sweep that any number of events may ask for.
   */
  policy?: 'standard' | 'short';
  /** Jobs one worker process runs at the same time (each fails or completes on its own). */
  concurrency?: number;
  handler(data: T, ctx: JobContext<Deps>): Promise<void>;
}

type JobInput<T, Deps> = Pick<JobDefinition<T, Deps>, 'name' | 'schema' | 'handler'> &
  Partial<Omit<JobDefinition<T, Deps>, 'name' | 'schema' | 'handler'>>;

/** Longest backoff pg-boss can reach for these settings (delay · 2^(limit) with jitter up to 2×). */
export function maxBackoffSeconds(retryLimit: number, retryDelaySeconds: number): number {
  return retryDelaySeconds * 2 ** Math.min(16, retryLimit);
}

/** A typed job: its payload is validated before it is queued and again before it runs. */
export function defineJob<T, Deps>(input: JobInput<T, Deps>): JobDefinition<T, Deps> {
  const job: JobDefinition<T, Deps> = {
    retryLimit: 5,
    retryDelaySeconds: 5,
    expireInSeconds: 15 * 60,
    policy: 'standard',
    concurrency: 1,
    ...input,
  };
  if (!/^[a-z0-9-]+$/.test(job.name)) throw new Error(`Job name "${job.name}" must be kebab-case`);
  if (maxBackoffSeconds(job.retryLimit, job.retryDelaySeconds) > MAX_BACKOFF_SECONDS) {
    throw new Error(
      `Job ${job.name}: retries would wait longer than ${MAX_BACKOFF_SECONDS}s; lower retryLimit or retryDelaySeconds`,
    );
  }
  return job;
}
