import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AppDeps } from '../src/deps';
import { defineJob } from '../src/queue/define-job';
import { JobQueue } from '../src/queue/job-queue';
import {
  createLogCapture,
  createTestDatabase,
  engine,
  type TestDatabase,
  until,
  untilJobsIdle,
} from './support';

describe('job queue', () => {
  let db: TestDatabase;
  let queue: JobQueue<AppDeps> | undefined;
  afterEach(async () => {
    await queue?.stop();
    await db?.drop();
  });

  it('runs a typed job recorded in the same transaction as the data', async () => {
    db = await createTestDatabase();
    const seen: string[] = [];
    const greet = defineJob<{ name: string }, AppDeps>({
      name: 'greet',
      schema: z.object({ name: z.string().min(1) }),
      async handler(data) {
        seen.push(data.name);
      },
    });
    const { logger } = createLogCapture();
    queue = new JobQueue<AppDeps>(db.handle, logger, [greet], { pollingIntervalSeconds: 0.5 });
    await queue.start({ workers: true, deps: {} as AppDeps });

    await expect(queue.send(greet, { name: '' })).rejects.toThrow();
    await db.handle.executeSql('create table greeted (name text)');
    const recordAndQueue = (name: string) =>
      db.handle.transaction(async (tx) => {
        await tx.executeSql('insert into greeted values ($1)', [name]);
        await queue!.send(greet, { name }, { executeSql: tx.executeSql });
        if (name === 'rolled-back') throw new Error('the request failed after queueing');
      });
    await expect(recordAndQueue('rolled-back')).rejects.toThrow('the request failed');
    await recordAndQueue('ada');
    await until(() => seen.includes('ada'));
    await untilJobsIdle(db.handle, ['greet']);
    // The rolled-back request left neither its row nor its job behind.
    expect(seen).toEqual(['ada']);
    expect((await db.handle.executeSql('select name from greeted')).rows).toEqual([{ name: 'ada' }]);
  });

  // One statement at a time runs on the embedded database, on the app's own thread.
  it.skipIf(engine === 'postgres')(
    "runs a request's statement before the statements a job queued earlier",
    async () => {
      db = await createTestDatabase();
      const done: string[] = [];
      let queued!: () => void;
      const jobQueued = new Promise<void>((resolve) => (queued = resolve));
      const busy = defineJob<Record<string, never>, AppDeps>({
        name: 'busy',
        schema: z.object({}).strict() as z.ZodType<Record<string, never>>,
        async handler() {
          const statements = Array.from({ length: 20 }, (_, i) =>
            db.handle.executeSql('select pg_sleep(0.002)').then(() => done.push(`job ${i}`)),
          );
          queued();
          await Promise.all(statements);
        },
      });
      const { logger } = createLogCapture();
      queue = new JobQueue<AppDeps>(db.handle, logger, [busy], { pollingIntervalSeconds: 0.5 });
      await queue.start({ workers: true, deps: {} as AppDeps });
      await queue.send(busy, {});
      await jobQueued;
      await db.handle.executeSql('select 1').then(() => done.push('request'));
      // It waited for the statement under way (and maybe one more), not for all twenty.
      expect(done.indexOf('request')).toBeLessThanOrEqual(2);
      await until(() => done.length === 21);
    },
  );

  it('retries with backoff, then dead-letters the job and says so in the log', async () => {
    db = await createTestDatabase();
    const attempts: number[] = [];
    const flaky = defineJob<{ n: number }, AppDeps>({
      name: 'always-fails',
      schema: z.object({ n: z.number() }),
      retryLimit: 2,
      retryDelaySeconds: 1,
      async handler() {
        attempts.push(Date.now());
        throw new Error('remote said no');
      },
    });
    const { lines, logger } = createLogCapture();
    queue = new JobQueue<AppDeps>(db.handle, logger, [flaky], { pollingIntervalSeconds: 0.5 });
    await queue.start({ workers: true, deps: {} as AppDeps });
    await queue.send(flaky, { n: 1 });

    await until(() => lines.some((l) => l.msg === 'job dead-lettered after its last try'), 30_000);
    expect(attempts).toHaveLength(3);
    const gaps = attempts.slice(1).map((t, i) => t - attempts[i]!);
    expect(gaps[0]).toBeGreaterThanOrEqual(900);
    const dead = lines.find((l) => l.msg === 'job dead-lettered after its last try')!;
    expect(dead).toMatchObject({ level: 50, job: 'always-fails', data: { n: 1 } });
    expect(lines.filter((l) => l.msg === 'job failed; it will be retried')).toHaveLength(2);
    expect(lines.filter((l) => l.msg === 'job failed; no tries left')).toHaveLength(1);
  }, 45_000);

  it('refuses job settings whose backoff would exceed the cap', () => {
    expect(() =>
      defineJob({
        name: 'too-patient',
        schema: z.object({}),
        retryLimit: 12,
        retryDelaySeconds: 60,
        handler: async () => {},
      }),
    ).toThrow(/longer than/);
  });
});
