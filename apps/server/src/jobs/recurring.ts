import type { AppDeps } from '../deps';
import { defineJob } from '../queue/define-job';
import type { JobRef } from '../queue/job-queue';

type Empty = Record<string, never>;

/**
 * Every minute, and whenever an event asks for it: runs `sweep` in batches of `perCall` until a
 * batch claims fewer rows, so a backlog drains in one run; a sweep that answers `drained` went
 * through its batches itself and is not called again. `short`: one waiting run is enough.
 * When the worker stops, no further batch starts (the sweep sees the signal too).
 */
export function sweepJob(
  ref: JobRef<Empty>,
  perCall: number,
  sweep: (
    deps: AppDeps,
    options: { limit: number; signal?: AbortSignal },
  ) => Promise<{ claimed: number; drained?: boolean }>,
) {
  return defineJob<Empty, AppDeps>({
    ...ref,
    cron: '* * * * *',
    policy: 'short',
    retryLimit: 3,
    retryDelaySeconds: 5,
    expireInSeconds: 15 * 60,
    async handler(_data, { deps, signal }) {
      for (let more = true; more && !signal?.aborted;) {
        const { claimed, drained } = await sweep(deps, { limit: perCall, signal });
        more = !drained && claimed === perCall;
      }
    },
  });
}

/** On `cron`: runs one statement that drops rows no longer needed, and logs `done`. */
export function pruneJob(ref: JobRef<Empty>, cron: string, statement: string, done: string) {
  return defineJob<Empty, AppDeps>({
    ...ref,
    cron,
    retryLimit: 2,
    async handler(_data, { deps, logger }) {
      await deps.database.executeSql(statement);
      logger.debug(done);
    },
  });
}
