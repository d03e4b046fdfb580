import type { AppDeps } from '../../src/deps';
import type { JobDefinition } from '../../src/queue/define-job';
import { JobQueue } from '../../src/queue/job-queue';
import type { TestApp } from './app';
import { untilJobsIdle, untilMailSent, untilOutboxSettled } from './outbox';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyJob = JobDefinition<any, AppDeps>;

const workedBy = new WeakMap<TestApp, string[]>();

/**
 * Real workers for `jobs` on the app's database (polling every 0.5 s), as `npm run worker`
 * runs them. The mail queued so far (the sign-ups' confirmations) is set aside first, so tests
 * count only their own. The services read deps.queue when they queue, so they use this started
 * queue from now on; closing the app stops it.
 */
export async function startWorkers(t: TestApp, jobs: AnyJob[]): Promise<JobQueue<AppDeps>> {
  await t.deps.database.executeSql(`delete from pgboss.job where name = 'send-mail'`);
  await t.deps.database.executeSql(`update mail_outbox set status = 'logged' where status = 'queued'`);
  const queue = new JobQueue<AppDeps>(t.deps.database, t.deps.logger, jobs, { pollingIntervalSeconds: 0.5 });
  t.deps.queue = queue;
  workedBy.set(
    t,
    jobs.map((job) => job.name),
  );
  await queue.start({ workers: true, deps: t.deps });
  return queue;
}

/**
 * Waits until the outbox has no mail left to send and none of the jobs the workers run is
 * waiting, due for a retry or running: whatever they would still send (a mail twice, say)
 * has been sent by then.
 */
export async function untilWorkersIdle(t: TestApp, timeoutMs = 20_000): Promise<void> {
  const names = workedBy.get(t);
  if (!names) throw new Error('untilWorkersIdle needs startWorkers first');
  await untilOutboxSettled(t, timeoutMs);
  await untilJobsIdle(t.deps.database, names, timeoutMs);
  // A job that just finished may have queued mail of its own.
  await untilMailSent(t, timeoutMs);
}
